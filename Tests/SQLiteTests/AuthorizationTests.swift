import CSQLite
import Foundation
import SQLite
import Testing

@Suite struct AuthorizationTests {
  @Test func theAuthorizerSeesEachActionAndCanRefuseIt() throws {
    // Given a connection whose authorizer allows reading only, and records what it was asked
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x)")
    var refused: [String] = []
    db.setAuthorizer { request in
      if [.select, .read].contains(request.action) { return .allow }
      refused.append(request.description)
      return .deny
    }
    // When a read and a write are prepared
    #expect(try db.scalar("SELECT x FROM t", as: Int.self) == nil)
    let error = #expect(throws: SQLiteError.self) { try db.run("INSERT INTO t VALUES (1)") }
    // Then the write is refused while it is compiled, and the request names what it wanted
    #expect(error?.code == SQLITE_AUTH)
    #expect(refused == ["INSERT into t"])
  }

  @Test func requestsDescribeThemselvesForMessages() throws {
    let db = try Connection.inMemory()
    var seen: [String] = []
    db.setAuthorizer { request in
      seen.append(request.description)
      return .deny
    }
    for sql in ["PRAGMA user_version = 9", "SELECT load_extension('x')", "BEGIN IMMEDIATE", "ATTACH 'x.db' AS x"] {
      #expect(throws: SQLiteError.self) { try db.run(sql) }
    }
    #expect(seen == ["PRAGMA user_version", "SELECT", "BEGIN", "ATTACH of 'x.db'"])
  }

  @Test func aLimitOfNoAttachedDatabasesRefusesAttach() throws {
    let path = temporaryPath()
    defer { removeDatabase(path) }
    let db = try Connection.inMemory()
    #expect(db.setLimit(.attached, 0) == 10)
    #expect(db.limit(.attached) == 0)
    #expect(throws: SQLiteError.self) { try db.execute("ATTACH '\(path)' AS other") }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func defensiveModeRefusesEditingTheSchemaTable() throws {
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x)")
    try db.setDefensive(true)
    #expect(db.isDefensive)
    #expect(throws: SQLiteError.self) {
      try db.execute("PRAGMA writable_schema = 1; UPDATE sqlite_schema SET sql = 'CREATE TABLE t (y)'")
    }
    #expect(try db.scalar("SELECT sql FROM sqlite_schema", as: String.self) == "CREATE TABLE t (x)")
  }

  @Test func theProgressHandlerStopsARunawayQuery() throws {
    // Given a handler that interrupts after 200 ms
    let db = try Connection.inMemory()
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(200)
    db.setProgressHandler(every: 1000) { clock.now >= deadline }
    // When a recursive CTE without a bound runs
    let started = clock.now
    let error = #expect(throws: SQLiteError.self) {
      _ = try db.scalar(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n", as: Int.self)
    }
    // Then it is interrupted soon after the deadline (a generous bound: the machine may be busy)
    #expect(error?.isInterrupted == true)
    #expect(clock.now - started < .seconds(3))
    // And once the handler is removed, queries run to their end again
    db.removeProgressHandler()
    #expect(try db.scalar("SELECT 1", as: Int.self) == 1)
  }
}
