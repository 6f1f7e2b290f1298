import Foundation
import Testing

/// A challenge the database already has (same first day, length and outcome) whose copy in habit's
/// JSON has more checked days gets those days checked; a day the database has checked stays checked.
@Suite struct ChallengeImportTests {
  @Test func aLaterCopyOfTheSameChallengeAddsItsNewCheckedDays() throws {
    // Given alice's challenge checked on its first two days, exported and imported into another file
    let sandbox = try Sandbox(today: "2026-03-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("challenge", "start", "Meditate")
    try sandbox.run("challenge", "check", "Meditate")
    sandbox.today = "2026-03-02"
    try sandbox.run("challenge", "check", "Meditate")
    let other = sandbox.directory.appendingPathComponent("other.sqlite").path
    let early = sandbox.write("early.json", try sandbox.run("export", "-o", "-").stdout)
    #expect(try sandbox.run("import", early, "--db", other).status == 0)
    // And a third day checked in the first file since
    sandbox.today = "2026-03-03"
    try sandbox.run("challenge", "check", "Meditate")
    let later = sandbox.write("later.json", try sandbox.run("export", "-o", "-").stdout)
    // When the later export is imported into the other file
    let result = try sandbox.run("import", later, "--db", other)
    // Then the new day's completion comes with its check, and the challenge is the same in both files
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            Imported \(later) (json):
              users: 0 added, 1 already present
              activities: 0 added, 1 already present
              goals: 0 added, 1 already present
              completions: 1 added, 2 already present
              challenges: 0 added, 1 already present
              challenge days checked: 1 added

            """, status: 0))
    #expect(try sandbox.run("challenge", "--db", other).stdout.contains("3 checked, 18 to go"))
    #expect(try sandbox.run("export", "--db", other, "-o", "-").stdout == sandbox.text(of: later))
    // And importing it again adds nothing more
    #expect(!(try sandbox.run("import", later, "--db", other).stderr.contains("challenge days checked")))
  }
}
