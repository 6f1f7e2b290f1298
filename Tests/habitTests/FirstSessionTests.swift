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

/// Every command a hint suggests runs as printed, in bash.
@Suite struct HintTests {
  /// The rest of the first line of `text` after `marker`.
  static func command(in text: String, after marker: String) -> String? {
    guard let range = text.range(of: marker) else { return nil }
    return String(text[range.upperBound...].prefix { $0 != "\n" })
  }

  @Test func theWelcomeScreenGreetsANewcomerAndItsStepsRunAsPrinted() throws {
    // Given a fresh home with no database
    let sandbox = try Sandbox()
    // When a newcomer types `habit`
    let welcome = try sandbox.run([])
    // Then a welcome, exit 0, and nothing written anywhere
    #expect(welcome.status == 0, "\(welcome)")
    #expect(
      welcome.stdout.hasPrefix("Welcome to habit: a habit tracker for the whole household, in one SQLite file.\n"))
    #expect(welcome.stdout.contains("There is no habit database at \(sandbox.defaultDatabase) yet. To start:"))
    #expect(welcome.stdout.contains("Or look around a sample household first: habit demo\n"))
    #expect(try sandbox.files().isEmpty)
    // And each step it shows runs as printed, in order
    let steps = welcome.stdout.split(separator: "\n").filter { $0.hasPrefix("  habit") }.map {
      String($0.dropFirst(2).components(separatedBy: "   ")[0])
    }
    #expect(steps == ["habit user add alice", "habit add Running --goal 3/week", "habit done Running", "habit"])
    for step in steps {
      let result = try sandbox.shell(step)
      #expect(result.status == 0, "\(step): \(result)")
    }
    #expect(try sandbox.run([]).stdout.contains("Running"))
  }

  @Test func aDatabaseWithoutUsersWelcomesToo() throws {
    let sandbox = try Sandbox()
    try sandbox.run("init")
    let welcome = try sandbox.run("today")
    #expect(welcome.status == 0)
    #expect(welcome.stdout.contains("The database at \(sandbox.defaultDatabase) has no users yet. To start:"))
  }

  @Test func initOnAHouseholdThatHasMembersDoesNotAskForTheFirstOne() throws {
    let sandbox = try Sandbox()
    #expect(
      try sandbox.run("init").stderr == "Created \(sandbox.defaultDatabase). Next: habit user add NAME\n")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    #expect(
      try sandbox.run("init").stderr
        == "Checked \(sandbox.defaultDatabase). It has 2 members (alice, bob). Next: habit\n")
  }

  @Test func theDemosHintRunsAsPrinted() throws {
    let sandbox = try Sandbox()
    let demo = try sandbox.run(["demo"], environment: ["TMPDIR": sandbox.directory.path])
    #expect(demo.status == 0, "\(demo)")
    let hint = try #require(Self.command(in: demo.stderr, after: "Try: "))
    #expect(hint.hasPrefix("HABIT_DB=\(sandbox.directory.path)/habit-demo.sqlite HABIT_USER=alice habit list"))
    let result = try sandbox.shell(hint)
    #expect(result.status == 0, "\(hint): \(result)")
  }

  @Test func aNameWithASpaceIsQuotedInHints() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "bob")
    let added = try sandbox.run("user", "add", "Mary Jane")
    let hint = try #require(Self.command(in: added.stderr, after: "Act as Mary Jane with: "))
    #expect(hint == "habit user switch \"Mary Jane\"")
    #expect(try sandbox.shell(hint).status == 0)
    #expect(try sandbox.run("user", "list").stdout == "  bob\n* Mary Jane\n")
  }

  @Test func theNextStepsAfterAddingAUserAndArchivingRunAsPrinted() throws {
    let sandbox = try Sandbox()
    let added = try sandbox.run("user", "add", "alice")
    let next = try #require(Self.command(in: added.stderr, after: "Next: "))
    #expect(try sandbox.shell(next).status == 0, "\(next)")
    try sandbox.run("add", "Morning pages")
    let archived = try sandbox.run("archive", "Morning pages")
    let back = try #require(Self.command(in: archived.stderr, after: "Bring it back with: "))
    #expect(back == "habit unarchive \"Morning pages\"")
    #expect(try sandbox.shell(back).status == 0)
    #expect(try sandbox.run("list").stdout.contains("Morning pages"))
  }

  @Test func withTwoChallengesTheCheckHintsNameTheirChallenge() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("challenge", "start", "Morning run")
    try sandbox.run("challenge", "start", "Read")
    let refused = try sandbox.run("challenge", "check")
    #expect(refused.status == 64)
    let first = try #require(Self.command(in: refused.stderr, after: "e.g.: "))
    #expect(first == "habit challenge check \"Morning run\"")
    #expect(try sandbox.shell(first).status == 0)
    let status = try sandbox.run("challenge")
    let second = try #require(Self.command(in: status.stdout, after: "Today is not checked yet: "))
    #expect(second == "habit challenge check Read")
    #expect(try sandbox.shell(second).status == 0)
  }
}
