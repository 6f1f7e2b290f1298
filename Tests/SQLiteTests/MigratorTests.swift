import Foundation
import SQLite
import Synchronization
import Testing

@Suite struct MigratorTests {
  let migrator = Migrator(
    applicationID: 0x7465_7374,
    migrations: [
      .init(version: 1, sql: "CREATE TABLE a (x)"),
      .init(version: 2, sql: "CREATE TABLE b (y)"),
    ])

  @Test func migratesAnEmptyFileAndClaimsIt() throws {
    let db = try Connection.inMemory()
    #expect(try migrator.migrate(db) == 2)
    #expect(try db.scalar("PRAGMA user_version", as: Int.self) == 2)
    #expect(try db.scalar("PRAGMA application_id", as: Int.self) == 0x7465_7374)
    #expect(try migrator.migrate(db) == 0)
  }

  @Test func appliesOnlyTheMissingSteps() throws {
    let db = try Connection.inMemory()
    try Migrator(applicationID: 0x7465_7374, migrations: [migrator.migrations[0]]).migrate(db)
    try db.run("INSERT INTO a VALUES (1)")
    #expect(try migrator.migrate(db) == 1)
    #expect(try db.scalar("SELECT count(*) FROM a", as: Int.self) == 1)
  }

  @Test func refusesAnotherProgramsDatabaseWithoutTouchingIt() throws {
    let path = temporaryPath()
    defer { removeDatabase(path) }
    try Connection(path: path).execute("CREATE TABLE theirs (z); INSERT INTO theirs VALUES (1)")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: Migrator.Refusal.foreignDatabase(applicationID: 0)) {
      try migrator.migrate(try Connection(path: path))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func refusesANewerSchema() throws {
    let db = try Connection.inMemory()
    try migrator.migrate(db)
    try db.execute("PRAGMA user_version = 7")
    #expect(throws: Migrator.Refusal.newerSchema(found: 7, supported: 2)) { try migrator.migrate(db) }
  }

  @Test func refusesAFileThatIsNotSQLite() throws {
    let path = temporaryPath()
    defer { removeDatabase(path) }
    let junk = Data(String(repeating: "not a database\n", count: 100).utf8)
    try junk.write(to: URL(fileURLWithPath: path))
    #expect(throws: Migrator.Refusal.notADatabase) { try migrator.check(try Connection(path: path)) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == junk)
  }

  @Test func twoConnectionsMigratingTheSameNewFileBothSucceedOnce() throws {
    let path = temporaryPath()
    defer { removeDatabase(path) }
    let results = Mutex<[Int]>([])
    let migrator = self.migrator
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      let db = try! Connection(path: path)
      db.setBusyTimeout(milliseconds: 5000)
      let applied = try! migrator.migrate(db)
      results.withLock { $0.append(applied) }
    }
    #expect(results.withLock { $0.sorted() } == [0, 2])
  }
}
