import Foundation
import Testing

/// habit's JSON holds everything: settings, daily plans and challenges as well as activities and their records.
/// Through the real binary: export, import into a new file, export again gives the same bytes.
@Suite struct FullExportTests {
  /// alice with a reset challenge and a current one on Meditate, two plans (the second carried from the first
  /// and achieved); bob with a plan of his own; weeks starting on Sunday.
  func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-03-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("settings", "week-start", "sunday")
    try sandbox.run("challenge", "start", "Meditate", "--user", "alice")
    try sandbox.run("challenge", "check", "Meditate", "--user", "alice")
    try sandbox.run("plan", "set", "Ship it", "--task", "write", "--task", "test", "--task", "send", "--user", "alice")
    try sandbox.run("plan", "done", "1", "--user", "alice")
    sandbox.today = "2026-03-02"
    try sandbox.run("challenge", "check", "Meditate", "--user", "alice")
    try sandbox.run("plan", "carry", "--user", "alice")
    try sandbox.run("plan", "achieve", "--user", "alice")
    try sandbox.run("plan", "set", "Tidy", "--task", "desk", "--task", "shelf", "--task", "floor", "--user", "bob")
    sandbox.today = "2026-03-05"
    try sandbox.run("challenge", "reset", "Meditate", "--user", "alice")
    try sandbox.run("challenge", "check", "Meditate", "--user", "alice")
    return sandbox
  }

  @Test func plansChallengesAndSettingsRoundTripByteForByte() throws {
    let sandbox = try household()
    let file = sandbox.directory.appendingPathComponent("everything.json").path
    #expect(try sandbox.run(["export", "--all-users", "-o", file]).status == 0)
    let exported = sandbox.text(of: file)
    #expect(exported.contains("\"version\": 5,"))
    #expect(exported.contains("\"week_start\": \"sunday\""))
    #expect(
      exported.contains(
        "{\"startedOn\": \"2026-03-01\", \"length\": 21, \"outcome\": \"reset\", \"endedOn\": \"2026-03-05\", "
          + "\"checks\": [\"2026-03-01\", \"2026-03-02\"]}"))
    #expect(
      exported.contains(
        "{\"startedOn\": \"2026-03-05\", \"length\": 21, \"outcome\": null, \"endedOn\": null, "
          + "\"checks\": [\"2026-03-05\"]}"))
    #expect(
      exported.contains(
        "{\"day\": \"2026-03-02\", \"goal\": \"Ship it\", \"goalAchieved\": true, \"tasks\": [{\"title\": \"write\", "
          + "\"done\": true}, {\"title\": \"test\", \"done\": true}, {\"title\": \"send\", \"done\": true}], "
          + "\"carriedFrom\": \"2026-03-01\", \"updatedAt\": "))
    #expect(exported.contains("{\"day\": \"2026-03-02\", \"goal\": \"Tidy\", \"goalAchieved\": false,"))

    let other = sandbox.directory.appendingPathComponent("other.sqlite").path
    #expect(
      try sandbox.run(["import", file, "--db", other])
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (json):
              users: 2 added
              activities: 1 added
              goals: 1 added
              completions: 3 added
              settings: 1 added
              daily plans: 3 added
              challenges: 2 added

            """, status: 0))
    let again = try sandbox.run(["export", "--db", other, "--all-users"])
    #expect(again.stdout == exported)
    // What the new file holds works: the current challenge goes on from its checked day.
    let shown = try sandbox.run(["challenge", "--db", other, "--user", "alice"])
    #expect(shown.stdout.contains("1 checked, 20 to go"))
  }

  @Test func aSecondImportAddsNothing() throws {
    let sandbox = try household()
    let file = sandbox.directory.appendingPathComponent("everything.json").path
    try sandbox.run(["export", "--all-users", "-o", file])
    let other = sandbox.directory.appendingPathComponent("other.sqlite").path
    try sandbox.run(["import", file, "--db", other])
    let before = try sandbox.dump(other)
    #expect(
      try sandbox.run(["import", file, "--db", other])
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (json):
              users: 0 added, 2 already present
              activities: 0 added, 1 already present
              goals: 0 added, 1 already present
              completions: 0 added, 3 already present
              settings: 0 added, 1 already present
              daily plans: 0 added, 3 already present
              challenges: 0 added, 2 already present

            """, status: 0))
    #expect(try sandbox.dump(other) == before)
    // Into the database it came from: everything is there already.
    let home = try sandbox.dump(sandbox.defaultDatabase)
    #expect(try sandbox.run(["import", file]).stderr.contains("daily plans: 0 added, 3 already present"))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == home)
  }

  @Test func aPlanThatDiffersIsAConflictAndTheDatabaseKeepsItsOwn() throws {
    let sandbox = try household()
    let file = sandbox.directory.appendingPathComponent("everything.json").path
    try sandbox.run(["export", "--all-users", "-o", file])
    let edited = sandbox.write("edited.json", sandbox.text(of: file).replacingOccurrences(of: "Tidy", with: "Mop"))
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let result = try sandbox.run(["import", edited])
    #expect(result.status == 3)
    #expect(result.stderr.contains("daily plans: 0 added, 2 already present, 1 in conflict"))
    #expect(result.stderr.contains("a daily plan, a challenge or a pause: the database keeps its own"))
    #expect(
      result.stderr.contains(
        "conflict: bob's plan for 2026-03-02 is \"Mop\", tasks \"desk\", \"shelf\", \"floor\" in the file but \"Tidy\", "
          + "tasks \"desk\", \"shelf\", \"floor\" in the database\n"))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  @Test func userBringsInOnlyThatUsersPlansAndChallenges() throws {
    let sandbox = try household()
    let file = sandbox.directory.appendingPathComponent("everything.json").path
    try sandbox.run(["export", "--all-users", "-o", file])
    let other = sandbox.directory.appendingPathComponent("other.sqlite").path
    let result = try sandbox.run(["import", file, "--db", other, "--user", "bob"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("  daily plans: 1 added\n"))
    #expect(result.stderr.contains("  ignored: 2 (challenges of another user than --user)\n"))
    #expect(result.stderr.contains("  ignored: 2 (daily plans of another user than --user)\n"))
    #expect(try sandbox.sqlite3(other, "SELECT count(*) FROM challenges; SELECT goal FROM daily_plans") == "0\nTidy\n")
  }

  @Test func version1FilesStillImport() throws {
    let sandbox = try Sandbox()
    let file = sandbox.write(
      "old.json",
      "{\"format\": \"habit\", \"version\": 1, \"settings\": {\"week_start\": \"sunday\"}, \"users\": [{\"name\": \"alice\", "
        + "\"activities\": [{\"name\": \"Run\", \"completions\": [{\"day\": \"2026-03-01\"}]}]}]}\n")
    let result = try sandbox.run(["import", file])
    #expect(result.status == 0)
    #expect(result.stderr.contains("completions: 1 added"))
    #expect(result.stderr.contains("settings: 1 added"))
  }

  /// Several completions of one day keep their order through CSV, which has no times: export, import into a new
  /// file, export again gives the same bytes.
  @Test func csvKeepsTheOrderOfOneDaysCompletions() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Water", "--amount", "1", "--unit", "glasses")
    for (amount, note) in [("5", "first"), ("3", "second"), ("4", "third"), ("3", "fourth")] {
      try sandbox.run("done", "Water", "--amount", amount, "--note", note)
    }
    let csv = try sandbox.run(["export", "--format", "csv"]).stdout
    #expect(
      csv.components(separatedBy: "\n").dropFirst().map { $0.split(separator: ",").last ?? "" }.prefix(4)
        == ["first", "second", "third", "fourth"])
    let file = sandbox.write("water.csv", csv)
    let other = sandbox.directory.appendingPathComponent("other.sqlite").path
    try sandbox.run(["user", "add", "alice", "--db", other])
    #expect(try sandbox.run(["import", file, "--db", other]).status == 0)
    #expect(try sandbox.run(["export", "--format", "csv", "--db", other]).stdout == csv)
  }
}
