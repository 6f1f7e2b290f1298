import Foundation
import HabitCore
import SQLite
import Testing

@testable import HabitStore

@Suite struct MigrationTests {
  @Test func openingACurrentFileDoesNotWaitForAnotherProcesssWrite() throws {
    // Given a current file, and another connection in the middle of a write (an import's: it holds the lock)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("habit-open-\(UUID().uuidString).sqlite")
      .path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    _ = try HabitDatabase.open(path: path).addUser(named: "alice")
    let importer = try Connection(path: path, access: .readWrite)
    try importer.execute(
      "BEGIN IMMEDIATE; INSERT INTO users (uuid, name) VALUES ('00000000-0000-4000-8000-000000000009', 'bob')")
    defer { try? importer.execute("ROLLBACK") }
    // When habit opens it (as the web app does for each connection, and every command)
    let database = try HabitDatabase.open(path: path)
    // Then it opens without the write lock, and reads the last commit
    #expect(try database.users().map(\.name) == ["alice"])
  }

  @Test func aVersion1FileWithDataGainsTheProgrammeTables() throws {
    // Given a file written by version 1, with a user, an activity and a completion
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("habit-v1-\(UUID().uuidString).sqlite")
      .path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    do {
      let old = try Connection(path: path)
      try Migrator(applicationID: Schema.applicationID, migrations: [.init(version: 1, sql: Schema.version1)]).migrate(
        old)
      try old.execute(
        """
        INSERT INTO users (uuid, name) VALUES ('00000000-0000-4000-8000-000000000001', 'alice');
        INSERT INTO activities (uuid, user_id, name, color, created_on)
          VALUES ('00000000-0000-4000-8000-000000000002', 1, 'Read', '#E53935', '2026-11-01');
        INSERT INTO completions (activity_id, day) VALUES (1, '2026-11-01');
        """)
    }
    // When the current version opens it
    let database = try HabitDatabase.open(path: path)
    // Then it is at the latest version, the data is intact, and programmes work on it
    #expect(try database.pragma("user_version") == String(Schema.migrator.latestVersion))
    let alice = try database.user(named: "alice")
    #expect(try database.completions(of: try database.activity("Read", of: alice)).count == 1)
    _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-02"))
    #expect(try database.checkChallenge(named: nil, for: alice, today: day("2026-11-02")).check == .checked(day: 1))
    _ = try database.setPlan(goal: "Read more", tasks: ["a", "b", "c"], for: alice, today: day("2026-11-02"))
    // The views join what people will ask for by hand.
    #expect(
      try database.db.scalar("SELECT activity || ' ' || days_checked FROM challenge_overview", as: String.self)
        == "Read 1")
    #expect(
      try database.db.scalar("SELECT group_concat(number || task, ',') FROM daily_plan_tasks", as: String.self)
        == "1a,2b,3c")
  }
}

@Suite struct RestoreMigrationTests {
  @Test func restoringAVersion1BackupBringsItsDataToTheLatestSchema() throws {
    // Given a backup written by version 1 (bob and his one completion), and a current database with other data
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-restore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let backup = directory.appendingPathComponent("old-backup.sqlite").path
    do {
      let old = try Connection(path: backup)
      try Migrator(applicationID: Schema.applicationID, migrations: [.init(version: 1, sql: Schema.version1)]).migrate(
        old)
      try old.execute(
        """
        INSERT INTO users (uuid, name) VALUES ('00000000-0000-4000-8000-000000000001', 'bob');
        INSERT INTO activities (uuid, user_id, name, color, created_on)
          VALUES ('00000000-0000-4000-8000-000000000002', 1, 'Chess', '#E53935', '2026-11-01');
        INSERT INTO completions (activity_id, day, note) VALUES (1, '2026-11-01', 'from the old backup');
        """)
    }
    let database = try HabitDatabase.open(path: directory.appendingPathComponent("live.sqlite").path)
    let alice = try database.addUser(named: "alice")
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-20"))
    // When it is restored
    try database.restore(from: backup)
    // Then the database holds exactly the backup's data, at the latest schema, sound, and usable by what came later
    #expect(try database.pragma("user_version") == String(Schema.migrator.latestVersion))
    #expect(try database.users().map(\.name) == ["bob"])
    let bob = try database.user(named: "bob")
    let chess = try database.activity("Chess", of: bob)
    #expect(try database.completions(of: chess).map(\.note) == ["from the old backup"])
    #expect(try database.pragma("integrity_check") == "ok")
    _ = try database.startChallenge(named: "Chess", days: 21, for: bob, today: day("2026-11-21"))
    #expect(try database.db.scalar("SELECT count(*) FROM user_pins", as: Int.self) == 0)
  }
}
