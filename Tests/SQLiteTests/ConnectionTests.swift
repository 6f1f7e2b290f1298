import Foundation
import SQLite
import Testing

@Suite struct ConnectionTests {
  @Test func bindsAndDecodesEachTypeStrictly() throws {
    // Given a strict table with one column of each type
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b INTEGER, n TEXT) STRICT")
    // When a row is written with typed arguments
    try db.run("INSERT INTO t VALUES (?, ?, ?, ?, ?)", [42, 2.5, "héllo 🏃", true, String?.none])
    // Then it reads back with the same types
    let row = try #require(
      try db.queryFirst("SELECT i, r, s, b, n FROM t") { row in
        (try row[0] as Int, try row[1] as Double, try row[2] as String, try row[3] as Bool, try row[4] as String?)
      })
    #expect(row.0 == 42 && row.1 == 2.5 && row.2 == "héllo 🏃" && row.3 == true && row.4 == nil)
  }

  @Test func refusesToReadTextAsANumber() throws {
    let db = try Connection.inMemory()
    let error = #expect(throws: SQLiteError.self) { _ = try db.scalar("SELECT '12'", as: Int.self) }
    #expect(error?.message.contains("holds TEXT, expected INTEGER") == true)
  }

  @Test func readsWholeNumbersAsDoublesButNotRealsAsInts() throws {
    let db = try Connection.inMemory()
    #expect(try db.scalar("SELECT 3", as: Double.self) == 3)
    #expect(throws: SQLiteError.self) { _ = try db.scalar("SELECT 3.5", as: Int.self) }
  }

  @Test func nullIsAnErrorUnlessOptional() throws {
    let db = try Connection.inMemory()
    #expect(throws: SQLiteError.self) { _ = try db.scalar("SELECT NULL", as: String.self) }
    #expect(try db.scalar("SELECT NULL", as: String?.self) == .some(nil))
  }

  @Test func rejectsTheWrongNumberOfArguments() throws {
    let db = try Connection.inMemory()
    #expect(throws: SQLiteError.self) { _ = try db.scalar("SELECT ?", [1, 2], as: Int.self) }
  }

  @Test func rejectsASecondStatementInOneCall() throws {
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x)")
    let error = #expect(throws: SQLiteError.self) { try db.run("INSERT INTO t VALUES (1); DELETE FROM t") }
    #expect(error?.message == "one statement expected, more were given")
    #expect(try db.scalar("SELECT count(*) FROM t", as: Int.self) == 0)
  }

  @Test func errorsCarryCodesMessageAndSQL() throws {
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x INTEGER UNIQUE)")
    try db.run("INSERT INTO t VALUES (1)")
    let error = #expect(throws: SQLiteError.self) { try db.run("INSERT INTO t VALUES (1)") }
    #expect(error?.isConstraintViolation == true)
    #expect(error?.extendedCode == 2067)  // SQLITE_CONSTRAINT_UNIQUE
    #expect(error?.sql == "INSERT INTO t VALUES (1)")
    #expect(error?.message.contains("UNIQUE constraint failed") == true)
  }

  @Test func cachedStatementsAreResetBetweenUses() throws {
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x)")
    for value in 1...100 { try db.run("INSERT INTO t VALUES (?)", [value]) }
    let first = try db.query("SELECT x FROM t WHERE x <= ? ORDER BY x", [3]) { try $0[0] as Int }
    let second = try db.query("SELECT x FROM t WHERE x <= ? ORDER BY x", [2]) { try $0[0] as Int }
    #expect(first == [1, 2, 3])
    #expect(second == [1, 2])
  }

  @Test func transactionRollsBackWhenTheBodyThrows() throws {
    struct Boom: Error {}
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x)")
    #expect(throws: Boom.self) {
      try db.transaction {
        try db.run("INSERT INTO t VALUES (1)")
        throw Boom()
      }
    }
    #expect(try db.scalar("SELECT count(*) FROM t", as: Int.self) == 0)
  }

  @Test func transactionTakesTheWriteLockAtOnce() throws {
    // Given two connections to one WAL file
    let path = temporaryPath()
    defer { removeDatabase(path) }
    let first = try Connection(path: path)
    try first.execute("PRAGMA journal_mode = WAL; CREATE TABLE t (x)")
    let second = try Connection(path: path)
    second.setBusyTimeout(milliseconds: 0)
    // When the first is inside a transaction that has not written yet
    try first.transaction {
      // Then the second cannot start a write: the lock was taken at BEGIN
      let error = #expect(throws: SQLiteError.self) {
        try second.transaction { try second.run("INSERT INTO t VALUES (2)") }
      }
      #expect(error?.isBusy == true)
    }
    _ = try second.transaction { try second.run("INSERT INTO t VALUES (2)") }
    #expect(try first.scalar("SELECT count(*) FROM t", as: Int.self) == 1)
  }

  @Test func readOnlyConnectionRefusesWrites() throws {
    let path = temporaryPath()
    defer { removeDatabase(path) }
    try Connection(path: path).execute("CREATE TABLE t (x)")
    let reader = try Connection(path: path, access: .readOnly)
    #expect(reader.isReadOnly)
    let error = #expect(throws: SQLiteError.self) { try reader.run("INSERT INTO t VALUES (1)") }
    #expect(error?.code == 8)  // SQLITE_READONLY
  }

  @Test func namedDynamicValuesRoundTrip() throws {
    let db = try Connection.inMemory()
    let values = try db.queryFirst("SELECT 1, 2.5, 'x', x'0102', NULL") { row in
      (0..<row.columnCount).map { row.dynamicValue($0) }
    }
    #expect(values == [.integer(1), .real(2.5), .text("x"), .blob([1, 2]), .null])
  }
}

func temporaryPath(_ name: String = "test.sqlite") -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-tests-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return directory.appendingPathComponent(name).path
}

func removeDatabase(_ path: String) {
  try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
}
