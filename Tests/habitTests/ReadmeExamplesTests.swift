import Foundation
import Testing

/// README's `habit sql` examples run as written, on a small household.
@Suite struct ReadmeExamplesTests {
  /// The example command lines of README's Ad-hoc SQL section: the SQL between the outer double quotes, then
  /// the options after it.
  static func examples() throws -> [[String]] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    return text.split(separator: "\n").filter { $0.hasPrefix("habit sql ") }.map { line in
      let opening = line.firstIndex(of: "\"")!
      let closing = line.lastIndex(of: "\"")!
      let before = line[line.index(line.startIndex, offsetBy: 10)..<opening].split(separator: " ").map(String.init)
      let after = line[line.index(after: closing)...].split(separator: " ").map(String.init)
      return ["sql"] + before + [String(line[line.index(after: opening)..<closing])] + after
    }
  }

  @Test func everyExampleRuns() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    try sandbox.run("add", "Run", "--goal", "3/week")
    for day in ["-3", "-2", "-1"] {
      try sandbox.run("done", "Read", "--date", day)
      try sandbox.run("done", "Run", "--date", day)
    }
    let examples = try Self.examples()
    #expect(examples.count == 7)
    for example in examples {
      let arguments = example.contains("--write") ? example + ["--yes"] : example
      let result = try sandbox.run(arguments)
      #expect(result.status == 0, "\(example): \(result)")
      #expect(!result.stdout.isEmpty || example.contains("--write"), "\(example) printed nothing")
    }
  }
}
