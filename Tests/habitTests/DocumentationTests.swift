import Foundation
import Testing

/// README is for the people who use habit and docs/ for the engineers who work on it; neither, nor a comment in the
/// code, tells history: git keeps it.
@Suite struct DocumentationTests {
  static func text(_ path: String) throws -> String {
    try String(contentsOf: ScriptTests.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The lines of `text` that tell history: an issue's number, a numbered pass, a branch, a commit's hash.
  static func history(in text: String) -> [String] {
    // Spelled in pieces, so that this file does not match its own patterns.
    let branch = "bran" + "ch"
    let patterns = [
      #"(?i)\bissues? \d+"#, #"(?i)\b(first|second|third|fourth|fifth|sixth) "# + "pass\\b",
      #"(?i)\("# + branch + #" [^)]*\)|\b"# + branch + " `", #"`(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,12}`"#,
    ].map { try! Regex($0) }
    // Regexes are slow on a few megabytes of text: only lines with a word they look for are matched.
    let words = ["issue", "pass", branch, "`"]
    return text.split(separator: "\n").filter { line in
      let lower = line.lowercased()
      return words.contains { lower.contains($0) } && patterns.contains { line.contains($0) }
    }.map(String.init)
  }

  @Test func readmeIsAUsersGuideThatStartsWithTheTwoScripts() throws {
    let readme = try Self.text("README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 700, "README.md has \(lines.count) lines")
    #expect(lines.prefix(3).map(String.init) == ["# habit", "", "```sh"])
    #expect(lines[3].hasPrefix("scripts/run ") && lines[4].hasPrefix("scripts/test "), "\(lines.prefix(5))")
    for section in [
      "## A first session", "## Commands", "## How habit judges", "## The web app", "## Import and export",
      "## Moving from other trackers", "## Where the data is", "## SQL for users", "## Sharing", "## PINs",
      "## Backups", "## Exit codes",
    ] {
      #expect(lines.contains { $0.hasPrefix(section) }, "README.md lacks \(section)")
    }
  }

  @Test func readmeAndDocsTellNoHistory() throws {
    for path in [
      "README.md", "docs/architecture.md", "docs/sql.md", "docs/formats.md", "docs/performance.md", "docs/security.md",
    ] {
      let text = try Self.text(path)
      #expect(Self.history(in: text).isEmpty, "\(path): \(Self.history(in: text))")
    }
  }

  @Test func commentsTellNoHistory() throws {
    let root = ScriptTests.root
    var found: [String] = []
    for folder in ["Sources", "Tests", "scripts", "Fuzz"] {
      let files = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path))
      for case let file as String in files where !file.contains("Golden/") && !file.contains("Frozen/") {
        let url = root.appendingPathComponent(folder).appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        found += Self.history(in: text).map { "\(folder)/\(file): \($0)" }
      }
    }
    found += Self.history(in: try Self.text("Package.swift")).map { "Package.swift: \($0)" }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// A source file a reader can hold: at most 500 lines (data written out by a test, like Daylio's month table,
  /// aside).
  @Test func noSourceFileIsLongerThanAReaderCanHold() throws {
    let sources = ScriptTests.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var long: [String] = []
    for case let file as String in files where file.hasSuffix(".swift") && !file.hasSuffix("+Table.swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      if lines > 500 { long.append("\(file): \(lines) lines") }
    }
    #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
  }
}
