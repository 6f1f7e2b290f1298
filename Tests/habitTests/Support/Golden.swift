import Foundation
import Testing

/// Compares rendered output with a file under Tests/habitTests/Golden/. Run the tests with
/// `HABIT_UPDATE_GOLDEN=1` to write the files instead, then review them with `git diff`.
/// Random ids (UUIDs) are replaced by `<id N>` first (``Swift/String/masked``), so the files hold only what is
/// deterministic.
func expectGolden(_ output: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let actual = output.masked
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["HABIT_UPDATE_GOLDEN"] == "1" {
    try actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  let expected = try? String(contentsOf: url, encoding: .utf8)
  #expect(
    actual == expected,
    "\(name) differs from its golden file; if the change is intended, run with HABIT_UPDATE_GOLDEN=1",
    sourceLocation: sourceLocation)
}
