import CSQLite
import SQLite
import Testing

/// `withoutTriggersOrChecks` turns a connection's triggers and CHECKs off for a bulk write, and on again however
/// the write ends, for the statements prepared before it too.
@Suite struct BulkWritesTests {
  let db: Connection
  /// Prepared before any scope, as an import's statements are.
  let insert: PreparedStatement

  init() throws {
    db = try Connection.inMemory()
    try db.execute(
      """
      CREATE TABLE t (x INTEGER CHECK (x > 0));
      CREATE TABLE log (x INTEGER);
      CREATE TRIGGER t_logged AFTER INSERT ON t BEGIN INSERT INTO log VALUES (NEW.x); END;
      """)
    insert = try db.prepare("INSERT INTO t VALUES (?)")
  }

  func logged() throws -> [Int] { try db.query("SELECT x FROM log ORDER BY rowid") { try $0[0] as Int } }

  @Test func insideTheScopeNoTriggerRunsAndNoCheckRefuses() throws {
    try insert.run(1)
    try db.withoutTriggersOrChecks {
      #expect(try db.triggersEnabled == false)
      try insert.run(2)
      try insert.run(-3)
    }
    #expect(try db.query("SELECT x FROM t ORDER BY rowid") { try $0[0] as Int } == [1, 2, -3])
    #expect(try logged() == [1])
  }

  @Test func afterTheScopeTheSameStatementRunsTheTriggerAndTheCheckAgain() throws {
    try db.withoutTriggersOrChecks { try insert.run(2) }
    #expect(try db.triggersEnabled)
    try insert.run(4)
    #expect(try logged() == [4])
    let error = #expect(throws: SQLiteError.self) { try insert.run(-5) }
    #expect(error?.code == SQLITE_CONSTRAINT)
  }

  @Test func aScopeThatThrowsPutsBothBackToo() throws {
    struct Stop: Error {}
    #expect(throws: Stop.self) { try db.withoutTriggersOrChecks { throw Stop() } }
    #expect(try db.triggersEnabled)
    #expect(try db.scalar("PRAGMA ignore_check_constraints", as: Int.self) == 0)
    #expect(throws: SQLiteError.self) { try insert.run(0) }
  }

  @Test func checksIgnoredBeforeTheScopeStayIgnoredAfterIt() throws {
    try db.execute("PRAGMA ignore_check_constraints = ON")
    try db.withoutTriggersOrChecks { try insert.run(-1) }
    #expect(try db.scalar("PRAGMA ignore_check_constraints", as: Int.self) == 1)
    try insert.run(-2)
    #expect(try logged() == [-2])
  }
}
