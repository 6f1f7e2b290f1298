import Foundation
import Testing

/// `habit export` and `habit import` through the real binary: files, pipes, reports, dry runs.
@Suite struct InterchangeTests {
  /// alice with Read (pages) and Water, a few completions and a skipped day.
  func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read, \"daily\"", "--amount", "10", "--unit", "pages", "--icon", "📚")
    try sandbox.run("add", "Water", "--goal", "8/day")
    try sandbox.run("done", "Read, \"daily\"", "--date", "-2", "--amount", "12", "--note", "=chapter 1,\nthen 2")
    for _ in 0..<3 { try sandbox.run("done", "Water", "--date", "-1") }
    try sandbox.run("skip", "Read, \"daily\"", "--date", "-1", "--note", "ill")
    return sandbox
  }

  @Test func jsonRoundTripsThroughAFileAndIsByteIdentical() throws {
    let sandbox = try household()
    let file = sandbox.directory.appendingPathComponent("backup.json").path
    #expect(try sandbox.run(["export", "-o", file]) == .init(stdout: "", stderr: "Wrote \(file) (json).\n", status: 0))
    let other = sandbox.directory.appendingPathComponent("other.sqlite").path
    #expect(
      try sandbox.run(["import", file, "--db", other])
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (json):
              users: 1 added
              activities: 2 added
              goals: 2 added
              completions: 4 added
              day marks: 1 added

            """, status: 0))
    let again = try sandbox.run(["export", "--db", other, "--user", "alice"])
    #expect(again.stdout == sandbox.text(of: file))
    #expect(again.stdout.contains("\"note\": \"=chapter 1,\\nthen 2\""))
  }

  @Test func importingTwiceAddsNothingAndADryRunWritesNothing() throws {
    let sandbox = try household()
    let csv = try sandbox.run(["export", "--format", "csv"])
    let (read, water) = (try id(of: "Read", in: sandbox), try id(of: "Water", in: sandbox))
    #expect(
      csv.stdout == #"""
        user,activity_id,activity,day,amount,unit,note,mark
        alice,\#(read),"Read, ""daily""",2026-11-19,12,pages,"'=chapter 1,
        then 2",
        alice,\#(read),"Read, ""daily""",2026-11-20,,pages,ill,skipped
        alice,\#(water),Water,2026-11-20,,,,
        alice,\#(water),Water,2026-11-20,,,,
        alice,\#(water),Water,2026-11-20,,,,

        """#)
    let file = sandbox.write("completions.csv", csv.stdout)
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let present = """
        activities: 0 added, 2 already present
        completions: 0 added, 4 already present
        day marks: 0 added, 1 already present

      """
    #expect(
      try sandbox.run(["import", file, "--dry-run"])
        == .init(
          stdout: "", stderr: "Dry run of \(file) (csv); nothing was written. Importing it would give:\n" + present,
          status: 0))
    #expect(
      try sandbox.run(["import", file]) == .init(stdout: "", stderr: "Imported \(file) (csv):\n" + present, status: 0))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  @Test func aDryRunAddsNothingAndCreatesNoDatabase() throws {
    let sandbox = try household()
    let json = try sandbox.run(["export"]).stdout
    let other = sandbox.directory.appendingPathComponent("new.sqlite").path
    let result = try sandbox.run(["import", "-", "--db", other, "--dry-run"], stdin: json)
    #expect(result.status == 0)
    #expect(
      result.stderr.hasPrefix(
        "Dry run of <stdin> (json); nothing was written. Importing it would give:\n  users: 1 added\n"))
    #expect(!FileManager.default.fileExists(atPath: other))
    // On an existing database a dry run leaves every byte as it was.
    try sandbox.run("done", "Water")
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    let onExisting = try sandbox.run(["import", "-", "--dry-run", "--user", "alice"], stdin: json)
    #expect(onExisting.stderr.contains("completions: 0 added, 4 already present"))
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
  }

  @Test func standardInAndOutCarryEveryFormat() throws {
    let sandbox = try household()
    for format in ["json", "csv", "activities-csv", "dates-json", "dates-csv"] {
      let exported = try sandbox.run(["export", "--format", format, "-o", "-"])
      #expect(exported.status == 0 && exported.stderr == "", "\(format)")
      let imported = try sandbox.run(["import", "-"], stdin: exported.stdout)
      #expect(imported.status == 0, "\(format): \(imported)")
      #expect(imported.stderr.hasPrefix("Imported <stdin> (\(format)):\n"), "\(format)")
      #expect(!imported.stderr.contains(" added,") || imported.stderr.contains(": 0 added"), "\(format): \(imported)")
    }
  }

  @Test func theIOSLayoutCreatesUnknownHabitsForTheChosenUser() throws {
    let sandbox = try household()
    try sandbox.run("user", "add", "bob")
    let readID = try id(of: "Read", in: sandbox)
    let file = sandbox.write(
      "habits.json",
      """
      {"habits": [{"id": "\(readID.uppercased())", "title": "Reading", "emoji": "📖", "colorHex": "#FF0000",
                   "createdDate": "2026-01-01T00:00:00Z"},
                  {"id": "AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE", "title": "Yoga", "emoji": "🧘", "colorHex": "#00FF00",
                   "createdDate": "2026-01-01T00:00:00Z"}],
       "completions": {"\(readID.uppercased())": ["2026-11-19", "2026-11-18"],
                       "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee": ["2026-11-01"]}}
      """)
    // Read belongs to alice: as bob it is a conflict; Yoga is new and becomes bob's.
    #expect(
      try sandbox.run(["import", file, "--user", "bob"])
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (dates-json):
              activities: 1 added, 1 in conflict
              goals: 1 added
              completions: 1 added, 2 in conflict
              conflict: activity \(readID) (Read, "daily") is alice's in the database but bob's in the file: its records were not imported
              left out: 3 records in conflict, kept as the database has them. To bring them in:
                - an activity of another user: import for that user (--user NAME); a name already taken: rename one of them (habit edit NAME --name NEW); then import again
                - a day the database has otherwise: clear it in habit (habit undo NAME --date DAY, as often as needed), then import again

            """, status: 3))
    // As alice, the 19th is already done and the 18th is added with Read's required amount.
    let asAlice = try sandbox.run(["import", file, "--user", "alice"])
    // Read, titled Reading in the file, keeps its name and takes the file's days: its name is a conflict too.
    #expect(asAlice.stderr.contains("  activities: 0 added, 2 in conflict\n"))
    #expect(
      asAlice.stderr.contains(
        "  conflict: activity \(readID) is named Reading in the file but Read, \"daily\" in the database: its records "
          + "were imported into Read, \"daily\", which keeps its name\n"))
    #expect(asAlice.stderr.contains("  completions: 1 added, 1 already present, 1 in conflict\n"))
    #expect(try sandbox.run(["show", "Read, \"daily\"", "--format", "csv"]).stdout.contains("2026-11-18,done,10,\n"))
    #expect(try sandbox.run(["list", "--user", "bob", "--format", "csv"]).stdout.contains(",🧘,Yoga,1/day,"))
  }

  @Test func userSelectsWhoseRecordsAFileWithUsersGives() throws {
    let sandbox = try household()
    try sandbox.run("user", "add", "bob")
    try sandbox.run("add", "Chess", "--user", "bob")
    try sandbox.run("done", "Chess", "--user", "bob")
    let file = sandbox.directory.appendingPathComponent("all.csv").path
    try sandbox.run("export", "--all-users", "--format", "csv", "-o", file)
    let other = sandbox.directory.appendingPathComponent("other.sqlite").path
    try sandbox.run("user", "add", "alice", "--db", other)
    try sandbox.run("user", "add", "bob", "--db", other)
    #expect(
      try sandbox.run(["import", file, "--db", other, "--user", "bob"])
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (csv):
              activities: 1 added
              goals: 1 added
              completions: 1 added
              ignored: 4 (completions of another user than --user)
              ignored: 1 (day marks of another user than --user)

            """, status: 0))
    #expect(
      try sandbox.run(["import", file, "--db", other, "--user", "carol"])
        == .init(
          stdout: "",
          stderr: """
            error: \(file) has no records of a user named 'carol'
            Its users are: alice, bob. Leave out --user to import them all.

            """, status: 1))
  }

  @Test func exportRefusesAmbiguousScopeAndNeedsADatabase() throws {
    let sandbox = try Sandbox()
    #expect(
      try sandbox.run(["export"])
        == .init(
          stdout: "",
          stderr: "error: no habit database at \(sandbox.defaultDatabase) yet\nCreate it with: habit user add NAME\n",
          status: 1))
    let both = try sandbox.run(["export", "--all-users", "--user", "alice"])
    #expect(both.status == 64)
    #expect(both.stderr.contains("give either --user or --all-users, not both"))
  }

  @Test func aMissingInputFileIsNamed() throws {
    let sandbox = try household()
    #expect(
      try sandbox.run(["import", "nope.csv"])
        == .init(
          stdout: "",
          stderr:
            "error: cannot open nope.csv: No such file or directory\nCheck the file name; use - for standard input.\n",
          status: 1))
  }

  @Test func aFileThatNamesAnActivityOtherwiseIsAConflictThatSaysBothNames() throws {
    // Given a backup, and Water renamed Drink since
    let sandbox = try household()
    let file = sandbox.directory.appendingPathComponent("backup.json").path
    try sandbox.run(["export", "-o", file])
    try sandbox.run("edit", "Water", "--name", "Drink")
    let drink = try id(of: "Drink", in: sandbox)
    // When the backup is imported again
    let result = try sandbox.run(["import", file])
    // Then the rename is a conflict that names both sides, the database keeps Drink, and the import exits 3
    #expect(result.status == 3)
    #expect(result.stderr.contains("  activities: 0 added, 1 already present, 1 in conflict\n"))
    #expect(
      result.stderr.contains(
        "  conflict: activity \(drink) is named Water in the file but Drink in the database: its records were "
          + "imported into Drink, which keeps its name\n"))
    #expect(
      result.stderr.contains(
        "    - an activity renamed in the file: give it the file's name with habit edit NAME --name NEW\n"))
    #expect(!result.stderr.contains("an activity of another user"))
    #expect(try sandbox.run(["list", "--format", "csv"]).stdout.contains(",Drink,"))
  }

  func id(of name: String, in sandbox: Sandbox) throws -> String {
    let list = try sandbox.run(["list", "--all", "--format", "csv"]).stdout
    let line = list.split(separator: "\n").first { $0.contains(name) }!
    return String(line.prefix(36))
  }
}
