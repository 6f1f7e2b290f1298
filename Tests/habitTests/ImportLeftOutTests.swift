import Foundation
import Testing

/// An import that leaves records out says so in its exit status (3) and tells how to bring them in; ids of one
/// file never collide into one name.
@Suite struct ImportLeftOutTests {
  @Test func idsSharingTheirFirstDigitsGetNamesLongEnoughToTellThemApart() throws {
    // Given a dates layout whose two ids share their first 8 hex digits (and 3 more)
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let file = sandbox.write(
      "dates.csv",
      "habit_id,date\n0f8fad5b-d9c1-469f-a165-70867728950e,2026-11-20\n"
        + "0f8fad5b-d9c2-469f-a165-70867728950e,2026-11-19\n")
    // When it is imported, then again
    let first = try sandbox.run("import", file)
    let again = try sandbox.run("import", file)
    // Then both arrive, each under a name of its own, and the second import adds nothing and exits 0
    #expect(first.status == 0)
    #expect(first.stderr.contains("  activities: 2 added\n"))
    let list = try sandbox.run("list", "--format", "csv").stdout
    #expect(list.contains(",Habit 0f8fad5bd9c1,") && list.contains(",Habit 0f8fad5bd9c2,"), "\(list)")
    #expect(again.status == 0 && again.stderr.contains("  completions: 0 added, 2 already present\n"))
  }

  @Test func aDayInConflictExits3AndSaysHowToBringItIn() throws {
    // Given a harsh log whose day Meditate the database has as skipped
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let folder = sandbox.directory.appendingPathComponent("harsh")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("Meditate: 1\n".utf8).write(to: folder.appendingPathComponent("habits"))
    try Data("2026-11-20 : Meditate : n\n".utf8).write(to: folder.appendingPathComponent("log"))
    try sandbox.run("add", "Meditate")
    try sandbox.run("skip", "Meditate", "--date", "2026-11-20")
    // When it is imported, dry run first
    let dry = try sandbox.run("import", folder.path, "--dry-run")
    let result = try sandbox.run("import", folder.path)
    // Then the import exits 3, and says what was left out and what to do
    #expect(dry.status == 3)
    #expect(dry.stderr.contains("  left out: 1 record in conflict, which the database would keep as it has them."))
    #expect(result.status == 3 && result.stdout.isEmpty)
    #expect(
      result.stderr.hasSuffix(
        """
          conflict: Meditate on 2026-11-20 is failed in the file but skipped in the database
          left out: 1 record in conflict, kept as the database has them. To bring it in:
            - a day the database has otherwise: clear it in habit (habit undo NAME --date DAY, as often as needed), then import again

        """))
    // And once the day is cleared, importing again brings it in with exit 0
    try sandbox.run("undo", "Meditate", "--date", "2026-11-20")
    let afterUndo = try sandbox.run("import", folder.path)
    #expect(afterUndo.status == 0)
    #expect(afterUndo.stderr.contains("  day marks: 1 added\n"))
  }
}
