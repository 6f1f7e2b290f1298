import Foundation
import Testing

/// Compares rendered output with a golden file in `Tests/habitTests/Golden`, exactly.
///
/// To accept a deliberate change, run the tests once with `HABIT_UPDATE_GOLDEN=1`, which rewrites the files,
/// and review the diff before committing it.
func expectGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["HABIT_UPDATE_GOLDEN"] == "1" {
    try text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  let golden = try String(contentsOf: url, encoding: .utf8)
  #expect(text == golden, "\(name) differs from its golden file", sourceLocation: sourceLocation)
}
