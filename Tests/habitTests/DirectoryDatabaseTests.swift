import Foundation
import Testing

/// A directory given where the database file should be: every kind of command says so, alike, and leaves it be.
@Suite struct DirectoryDatabaseTests {
  @Test(arguments: [
    ["today"], ["list"], ["prompt"], ["stats", "Run"], ["calendar", "Run"], ["board"], ["export"], ["doctor"],
    ["backup", "copy.sqlite"], ["done", "Run"], ["add", "Run"], ["user", "add", "alice"], ["upgrade"],
    ["settings", "week-start", "sunday"],
  ])
  func everyCommandSaysItIsADirectoryAndExits66(command: [String]) throws {
    // Given a directory where --db points
    let sandbox = try Sandbox()
    let folder = sandbox.directory.appendingPathComponent("folder").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    // When a command reads or writes it
    let result = try sandbox.run(command + ["--db", folder])
    // Then it is refused as a directory, with what to give instead, and nothing is written into it
    #expect(result.status == 66, "\(command): \(result)")
    #expect(
      result.stderr.hasPrefix("error: cannot open the database \(folder): it is a directory\n"), "\(command): \(result)"
    )
    #expect(result.stderr.contains("Give --db or HABIT_DB the path of a file, such as \(folder)/habit.sqlite."))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    #expect(result.stdout.isEmpty)
  }
}
