import Foundation
import Testing

/// How the command line reads what people type: global options anywhere, mistyped commands, dashes in values.
@Suite struct ArgumentTests {
  @Test func globalOptionsWorkBeforeTheCommandToo() throws {
    let sandbox = try Sandbox()
    let path = sandbox.directory.appendingPathComponent("other.sqlite").path
    #expect(try sandbox.run(["--db", path, "user", "add", "alice"]).status == 0)
    #expect(try sandbox.run(["--db=\(path)", "--user", "alice", "add", "Read"]).status == 0)
    let listed = try sandbox.run(["--db", path, "list", "--format", "csv"])
    #expect(listed.status == 0, "\(listed)")
    #expect(listed.stdout.contains(",Read,"))
    // After the command and among its arguments, as before
    #expect(try sandbox.run(["done", "--db", path, "Read"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase))
  }

  @Test(arguments: [
    (["dne", "Running"], "'dne' is not a command of habit", "Did you mean: habit done?"),
    (["challenge", "strat"], "'strat' is not a command of habit challenge", "Did you mean: habit challenge start?"),
    (["plan", "sett"], "'sett' is not a command of habit plan", "Did you mean: habit plan set?"),
    (["user", "ad", "bob"], "'ad' is not a command of habit user", "Did you mean: habit user add?"),
    (["help", "nosuch"], "'nosuch' is not a command of habit", "See them with: habit --help"),
  ])
  func aMistypedCommandGetsDidYouMean(arguments: [String], message: String, hint: String) throws {
    let sandbox = try Sandbox()
    #expect(
      try sandbox.run(arguments)
        == Sandbox.Result(stdout: "", stderr: "error: \(message)\n\(hint)\n", status: 64))
    #expect(try sandbox.files().isEmpty)
  }

  @Test func helpForARealCommandStillWorks() throws {
    let sandbox = try Sandbox()
    let help = try sandbox.run("help", "user", "add")
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: habit user add"))
  }

  @Test func aValueStartingWithADashIsTheValue() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Walk")
    #expect(try sandbox.run(["done", "Walk", "--note", "-5 degrees"]).status == 0)
    #expect(try sandbox.run(["sql", "SELECT note FROM completions"]).stdout.contains("-5 degrees"))
  }

  @Test(arguments: [
    (["done", "Walk", "--amount", "-3"], "--amount must be a number of 0 or more"),
    (["add", "Swim", "--goal", "-1/day"], "--goal: cannot read the goal '-1/day': the number must be zero or more"),
    (["stats", "Walk", "--months", "-1"], "--months must be 1 or more"),
  ])
  func aNegativeNumberGetsItsRuleNotMissingValue(arguments: [String], message: String) throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Walk")
    let result = try sandbox.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result)")
    #expect(!result.stderr.contains("Missing value"))
  }
}

/// Goals as people write them, through `habit add`.
@Suite struct GoalPhraseTests {
  @Test(arguments: [
    ("daily", "once a day"), ("every day", "once a day"), ("weekly", "once a week"),
    ("every other day", "once in any 2 days"), ("twice a month", "twice a month"), ("3x a week", "3 times a week"),
  ])
  func aGoalWrittenInWordsIsUnderstood(spec: String, described: String) throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let added = try sandbox.run(["add", "Floss", "--goal", spec])
    #expect(added == Sandbox.Result(stdout: "", stderr: "Added Floss for alice: \(described).\n", status: 0))
  }
}
