import Foundation
import Testing

/// The first ten minutes, as README shows them, tried as a newcomer would: in a fresh home.
@Suite struct FirstSessionTests {
  /// The command lines of README's "A first session" block, as written.
  static func firstSession() throws -> [String] {
    let readme = ScriptTests.root.appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let block = text.components(separatedBy: "## A first session\n\n```sh\n")[1].components(separatedBy: "```")[0]
    return block.split(separator: "\n").map(String.init)
  }

  @Test func readmesFirstSessionRunsAsWritten() throws {
    let sandbox = try Sandbox()
    let lines = try Self.firstSession()
    #expect(lines.count >= 10)
    for line in lines {
      let result = try sandbox.shell(line)
      #expect(result.status == 0, "\(line): \(result)")
    }
  }

  @Test func aStartOfANameFindsTheActivityAndOneSeveralShareListsThem() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Running")
    try sandbox.run("add", "Reading")
    #expect(try sandbox.run("done", "run").stderr.hasPrefix("✓ Running done today"))
    #expect(
      try sandbox.run("done", "R")
        == Sandbox.Result(
          stdout: "", stderr: "error: 'R' matches several activities: Reading, Running\nType more of the name or id.\n",
          status: 1))
  }
}
