import Foundation
import Testing

/// A file written by an older habit: reading commands say it is read through a copy upgraded in memory and leave
/// it as it was; `habit upgrade` upgrades it once, in place.
@Suite struct UpgradeCommandTests {
  /// A copy of the frozen schema-11 file (alice, who reads: six completions) in the sandbox.
  static func olderFile(in sandbox: Sandbox) throws -> String {
    let frozen = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("HabitStoreTests/Frozen/habit-v11.sqlite")
    let path = sandbox.directory.appendingPathComponent("old.sqlite").path
    try FileManager.default.copyItem(atPath: frozen.path, toPath: path)
    return path
  }

  @Test func aReadingCommandSaysTheFileIsOlderAndLeavesItAsItWas() throws {
    // Given a file at schema 11
    let sandbox = try Sandbox()
    let path = try Self.olderFile(in: sandbox)
    let before = sandbox.bytes(of: path)
    let latest = try sandbox.latestSchemaVersion()
    // When `habit list` and `habit stats` read it
    let list = try sandbox.run(["list", "--db", path])
    let stats = try sandbox.run(["stats", "Read", "--db", path])
    // Then each reads it, says on standard error that it read an upgraded copy and how to upgrade the file, and
    // the file is byte for byte what it was, with nothing beside it
    #expect(list.status == 0 && stats.status == 0)
    #expect(list.stdout.contains("Read"))
    for result in [list, stats] {
      #expect(
        result.stderr
          == "Note: \(path) is at schema 11, older than this habit's \(latest): it is read through an upgraded copy in "
          + "memory at every command, which takes longer for a large file. Upgrade the file once with: "
          + "habit upgrade --db \(path)\n")
    }
    #expect(sandbox.bytes(of: path) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    // And the shell prompt's line stays quiet about it
    let prompt = try sandbox.run(["prompt", "--db", path])
    #expect(prompt.stderr == "" && prompt.status == 0)
  }

  @Test func upgradeUpgradesTheFileOnceAndTheReadsAfterItAreQuiet() throws {
    // Given a file at schema 11, and what `habit list --format json` reads from it
    let sandbox = try Sandbox()
    let path = try Self.olderFile(in: sandbox)
    let readBefore = try sandbox.run(["list", "--db", path, "--format", "json"])
    let latest = try sandbox.latestSchemaVersion()
    // When it is upgraded
    let upgrade = try sandbox.run(["upgrade", "--db", path])
    // Then the file is at the latest schema with the same data, and reading it says nothing more
    #expect(upgrade == .init(stdout: "Upgraded \(path) from schema 11 to \(latest).\n", stderr: "", status: 0))
    #expect(try sandbox.sqlite3(path, "PRAGMA user_version") == "\(latest)\n")
    #expect(try sandbox.sqlite3(path, "SELECT count(*) FROM completions") == "6\n")
    let readAfter = try sandbox.run(["list", "--db", path, "--format", "json"])
    #expect(readAfter.stderr == "")
    #expect(readAfter.stdout == readBefore.stdout)
    #expect(try sandbox.run(["doctor", "--db", path]).status == 0)
    // And upgrading again changes nothing
    let again = try sandbox.run(["upgrade", "--db", path])
    #expect(again == .init(stdout: "\(path) is at schema \(latest) already: nothing to do.\n", stderr: "", status: 0))
  }

  @Test func upgradeRefusesAMissingOrEmptyFileAndCreatesNothing() throws {
    // Given no database, and a 0-byte file
    let sandbox = try Sandbox()
    let empty = sandbox.write("e.sqlite", "")
    let missing = sandbox.directory.appendingPathComponent("none.sqlite").path
    for path in [missing, empty] {
      // When it is asked to upgrade them
      let result = try sandbox.run(["upgrade", "--db", path])
      // Then it says there is no database there, and nothing is created or changed
      #expect(
        result
          == .init(
            stdout: "", stderr: "error: no habit database at \(path) yet\nCreate it with: habit user add NAME\n",
            status: 1))
    }
    #expect(FileSafetyTests.entries(sandbox) == ["e.sqlite"])
    #expect(sandbox.bytes(of: empty) == Data())
  }
}
