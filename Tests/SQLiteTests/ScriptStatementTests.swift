import CSQLite
import Foundation
import SQLite
import Testing

@Suite struct ScriptStatementTests {
  @Test func aScriptIsPreparedStatementByStatementWithoutRunning() throws {
    // Given a script of a read, a comment and a write
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x)")
    // When it is prepared
    let statements = try db.prepareScript("SELECT x AS value FROM t;  -- a comment\n ; DELETE FROM t WHERE x = :x;")
    // Then each statement is known with its own text, whether it writes, its columns and parameters
    #expect(statements.map(\.sql) == ["SELECT x AS value FROM t;", "DELETE FROM t WHERE x = :x;"])
    #expect(statements.map(\.isReadOnly) == [true, false])
    #expect(statements[0].columnNames == ["value"])
    #expect(statements[1].parameterNames == [":x"])
  }

  @Test func statementsRunWithNamedParametersAndCountChanges() throws {
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x)")
    let insert = try #require(try db.prepareScript("INSERT INTO t SELECT value FROM json_each(:list)").first)
    try insert.bind(named: ["list": "[1, 2, 3]"])
    #expect(try insert.run() == 3)
    var rows: [[DynamicValue]] = []
    try #require(try db.prepareScript("SELECT x, x * 1.5 FROM t ORDER BY x").first).run { row in
      rows.append((0..<row.columnCount).map { row.dynamicValue($0) })
    }
    #expect(rows.map { $0[0] } == [.integer(1), .integer(2), .integer(3)])
    #expect(rows[1][1] == .real(3))
  }

  @Test func aLaterStatementMaySeeWhatAnEarlierOneCreated() throws {
    let db = try Connection.inMemory()
    var changes: [Int] = []
    try db.forEachStatement(in: "CREATE TABLE t (x); INSERT INTO t VALUES (1), (2)") { changes.append(try $0.run()) }
    #expect(changes == [0, 2])
  }

  @Test func theRowsATriggerChangesAreNotTheStatements() throws {
    // Given a table whose deletes a trigger mirrors into another, and a read after the write
    let db = try Connection.inMemory()
    try db.execute(
      """
      CREATE TABLE t (x); CREATE TABLE gone (x); INSERT INTO t VALUES (1), (2), (3);
      CREATE TRIGGER mirror AFTER DELETE ON t BEGIN INSERT INTO gone VALUES (OLD.x); INSERT INTO gone VALUES (0); END;
      """)
    // When a script deletes two rows and then reads
    var changes: [Int] = []
    try db.forEachStatement(in: "DELETE FROM t WHERE x < 3; SELECT count(*) FROM gone") { changes.append(try $0.run()) }
    // Then the delete changed two rows (not six), and the read none
    #expect(changes == [2, 0])
  }

  @Test func aSyntaxErrorNamesTheStatement() throws {
    let db = try Connection.inMemory()
    let error = #expect(throws: SQLiteError.self) { _ = try db.prepareScript("SELECT 1; SELEC 2; SELECT 3") }
    #expect(error?.sql == "SELEC 2")
    #expect(error?.message == "near \"SELEC\": syntax error")
  }

  @Test func aMissingParameterIsAnError() throws {
    let db = try Connection.inMemory()
    let statement = try #require(try db.prepareScript("SELECT :a").first)
    let error = #expect(throws: SQLiteError.self) { try statement.bind(named: [:]) }
    #expect(error?.message == "no value given for parameter :a")
  }
}

@Suite struct BackupTests {
  @Test func aBackupHoldsWhatIsStillInTheWriteAheadLog() throws {
    // Given a WAL database whose rows are still in its -wal file (a connection keeps it open, unchekpointed)
    let path = temporaryPath()
    defer { removeDatabase(path) }
    let live = try Connection(path: path)
    try live.execute("PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (x)")
    try live.transaction { for value in 1...1000 { try live.run("INSERT INTO t VALUES (?)", [value]) } }
    #expect((try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? 0) > 0)
    // When it is backed up through the backup API
    let copyPath = (path as NSString).deletingLastPathComponent + "/copy.sqlite"
    try live.backup(into: try Connection(path: copyPath))
    // Then the copy holds every committed row and is sound
    let copy = try Connection(path: copyPath, access: .readOnly)
    #expect(try copy.scalar("SELECT count(*) FROM t", as: Int.self) == 1000)
    #expect(try copy.scalar("PRAGMA integrity_check", as: String.self) == "ok")
  }
}
