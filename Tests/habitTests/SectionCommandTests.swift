import Foundation
import HabitScreens
import Testing

/// `--section` on add and edit, `habit move` and `habit settings sections`, through the binary: what each writes,
/// how today and list group by it, and each refusal's message, exit code and nothing written.
@Suite struct SectionCommandTests {
  /// alice with Run (no section), then Stretch in Morning and Read and Journal in Evening, in that order.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    try sandbox.run("add", "Stretch", "--section", "Morning")
    try sandbox.run("add", "Read", "--section", "Evening")
    try sandbox.run("add", "Journal", "--section", "evening")
    return sandbox
  }

  /// Each activity's name, position and section, in the member's order.
  static func rows(_ sandbox: Sandbox) throws -> String {
    try sandbox.run([
      "sql", "--format", "csv", "SELECT name, position, section FROM activities ORDER BY position, name",
    ]).stdout
  }

  @Test func addAndEditSetTheSectionInTheSpellingTheHouseholdUses() throws {
    let sandbox = try Self.household()
    // Journal's "evening" is the Evening that Read is in
    #expect(
      try Self.rows(sandbox) == "name,position,section\nRun,0,\nStretch,1,Morning\nRead,2,Evening\nJournal,3,Evening\n")
    #expect(
      try sandbox.run("edit", "Run", "--section", " Morning ") == .init(stdout: "", stderr: "Updated Run.\n", status: 0)
    )
    #expect(try sandbox.run("show", "Stretch").stdout.contains("\nSection    Morning\n"))
    #expect(try sandbox.run("edit", "Stretch", "--no-section").status == 0)
    #expect(!(try sandbox.run("show", "Stretch").stdout.contains("Section")))
    #expect(
      try Self.rows(sandbox) == "name,position,section\nRun,0,Morning\nStretch,1,\nRead,2,Evening\nJournal,3,Evening\n")
  }

  @Test func aSectionThatCannotBeOneIsRefusedWithNothingWritten() throws {
    let sandbox = try Self.household()
    let before = try Self.rows(sandbox)
    let hint = "Name the section in 1 to 60 characters without commas, such as Morning.\n"
    #expect(
      try sandbox.run("add", "Walk", "--section", "Morning, Noon")
        == .init(
          stdout: "", stderr: "error: a section name cannot contain a comma ('Morning, Noon')\n" + hint, status: 64))
    #expect(
      try sandbox.run("edit", "Run", "--section", "  ")
        == .init(stdout: "", stderr: "error: a section name cannot be empty\n" + hint, status: 64))
    let long = String(repeating: "x", count: 61)
    #expect(try sandbox.run("edit", "Run", "--section", long).status == 64)
    let both = try sandbox.run("edit", "Run", "--section", "Morning", "--no-section")
    #expect(both.status == 64 && both.stderr.contains("--no-section cannot go with --section"), "\(both)")
    #expect(try Self.rows(sandbox) == before)
  }

  @Test func todayAndListGroupBySectionInTheOrderSet() throws {
    let sandbox = try Self.household()
    #expect(
      try sandbox.run("settings", "sections", "Morning,Evening")
        == .init(stdout: "", stderr: "Sections are now listed in this order: Morning, Evening.\n", status: 0))
    #expect(
      try sandbox.run("settings").stdout == "week-start  monday\nday-start   00:00\nsections    Morning, Evening\n")
    let list = try sandbox.run("list").stdout
    #expect(
      list == """
           Activity  Goal        Progress   Today  Streak  Last done
        ·  Run       once a day  0/1 today  ·      –       never

        Morning
        ·  Stretch   once a day  0/1 today  ·      –       never

        Evening
        ·  Read      once a day  0/1 today  ·      –       never
        ·  Journal   once a day  0/1 today  ·      –       never

        """)
    // Evening first once the order says so
    try sandbox.run("settings", "sections", "evening,Morning")
    #expect(try sandbox.run("settings", "--format", "csv").stdout.hasSuffix("sections,,\"Evening,Morning\"\n"))
    let today = try sandbox.run("today").stdout
    #expect(
      today.components(separatedBy: "\n").filter { !$0.hasPrefix(" ") } == [
        "Saturday 21 November 2026 · alice", "", "", "Evening", "", "Morning", "",
      ], "\(today)")
    let json = try JSONSerialization.jsonObject(with: Data(try sandbox.run("today", "--format", "json").stdout.utf8))
    let entries = (json as! [String: Any])["activities"] as! [[String: Any]]
    #expect(entries.map { $0["section"] as? String } == [nil, "Morning", "Evening", "Evening"])
    #expect(entries.map { $0["position"] as? Int } == [0, 1, 2, 3])
    let listed = try JSONSerialization.jsonObject(with: Data(try sandbox.run("list", "--format", "json").stdout.utf8))
    #expect((listed as! [[String: Any]]).map { $0["section"] as? String } == [nil, "Morning", "Evening", "Evening"])
    // An empty list forgets the order
    #expect(try sandbox.run("settings", "sections", "").stderr == "Sections are now listed alphabetically.\n")
    #expect(try sandbox.run("settings").stdout == "week-start  monday\nday-start   00:00\n")
  }

  @Test func aSectionOrderThatNamesOneTwiceIsRefusedWithNothingWritten() throws {
    let sandbox = try Self.household()
    try sandbox.run("settings", "sections", "Morning,Evening")
    #expect(
      try sandbox.run("settings", "sections", "Evening,morning,MORNING")
        == .init(
          stdout: "",
          stderr: "error: the section 'MORNING' is listed twice\nName each section once, in the order of the day.\n",
          status: 64))
    #expect(try sandbox.run("settings", "sections", "Evening,,Morning").status == 64)
    #expect(try sandbox.run("settings", "--format", "csv").stdout.hasSuffix("sections,,\"Morning,Evening\"\n"))
  }

  @Test func moveBeforeAfterAndToRenumberThePositions() throws {
    let sandbox = try Self.household()
    #expect(
      try sandbox.run("move", "Journal", "--before", "Read")
        == .init(stdout: "", stderr: "Journal is now number 1 of Evening.\n", status: 0))
    #expect(
      try Self.rows(sandbox) == "name,position,section\nRun,0,\nStretch,1,Morning\nJournal,2,Evening\nRead,3,Evening\n")
    // Before or after an activity of another section, it joins that section
    #expect(
      try sandbox.run("move", "Run", "--after", "Stretch")
        == .init(stdout: "", stderr: "Run is now number 2 of Morning (out of no section).\n", status: 0))
    #expect(
      try Self.rows(sandbox)
        == "name,position,section\nStretch,0,Morning\nRun,1,Morning\nJournal,2,Evening\nRead,3,Evening\n")
    // --to counts within its own section
    #expect(
      try sandbox.run("move", "Read", "--to", "1")
        == .init(stdout: "", stderr: "Read is now number 1 of Evening.\n", status: 0))
    #expect(try sandbox.run("move", "stretch", "--to", "2").status == 0)
    #expect(
      try Self.rows(sandbox)
        == "name,position,section\nRun,0,Morning\nStretch,1,Morning\nRead,2,Evening\nJournal,3,Evening\n")
  }

  @Test func aMoveThatCannotBeIsRefusedWithNothingWritten() throws {
    let sandbox = try Self.household()
    let before = try Self.rows(sandbox)
    #expect(
      try sandbox.run("move", "Read", "--before", "read")
        == .init(
          stdout: "",
          stderr: "error: cannot move Read before itself\nName another activity, or give its place with --to N.\n",
          status: 64))
    #expect(
      try sandbox.run("move", "Read", "--to", "3")
        == .init(
          stdout: "", stderr: "error: --to 3: there are 2 places in the section Evening\nGive a place from 1 to 2.\n",
          status: 64))
    #expect(
      try sandbox.run("move", "Run", "--to", "2")
        == .init(
          stdout: "",
          stderr: "error: --to 2: there is 1 place among the activities without a section\n"
            + "Give --to 1, or move it before or after another activity.\n",
          status: 64))
    let unknown = try sandbox.run("move", "Swim", "--after", "Read")
    #expect(unknown.status == 1 && unknown.stderr.hasPrefix("error: no activity 'Swim' for alice\n"), "\(unknown)")
    let other = try sandbox.run("move", "Read", "--after", "Swim")
    #expect(other.status == 1 && other.stderr.hasPrefix("error: no activity 'Swim' for alice\n"), "\(other)")
    for arguments in [
      ["move", "Read"], ["move", "Read", "--to", "1", "--before", "Run"], ["move", "Read", "--to", "0"],
    ] {
      #expect(try sandbox.run(arguments).status == 64, "\(arguments)")
    }
    #expect(try Self.rows(sandbox) == before)
  }
}
