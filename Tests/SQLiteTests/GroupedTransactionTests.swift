import SQLite
import Testing

@Suite("Several writes in one transaction, each in a savepoint")
struct GroupedTransactionTests {
  @Test("A part that fails leaves nothing of its own; the others commit together")
  func failedPartIsRolledBackAlone() throws {
    // Given a table with a unique column
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (n INTEGER UNIQUE) STRICT")
    // When four parts run together: the second writes a row, then fails; the third breaks the unique column
    // once its own first row is in
    try db.transaction(each: [
      { (try? db.run("INSERT INTO t VALUES (1)")) != nil },
      {
        _ = try? db.run("INSERT INTO t VALUES (2)")
        return false
      },
      { (try? db.run("INSERT INTO t VALUES (3)")) != nil && (try? db.run("INSERT INTO t VALUES (1)")) != nil },
      { (try? db.run("INSERT INTO t VALUES (4)")) != nil },
    ])
    // Then the first and the last are committed, and nothing of the two that failed
    #expect(try db.query("SELECT n FROM t ORDER BY n") { try $0[0] as Int } == [1, 4])
    #expect(db.isAutocommit)
  }

  @Test("A part whose failure ended the transaction leaves none of the parts committed")
  func endedTransactionCommitsNothing() throws {
    // Given a table
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (n INTEGER) STRICT")
    // When a part fails after the whole transaction was rolled back (as SQLite does on a full disk)
    let error = #expect(throws: SQLiteError.self) {
      try db.transaction(each: [
        { (try? db.run("INSERT INTO t VALUES (1)")) != nil },
        {
          try? db.execute("ROLLBACK")
          return false
        },
        { (try? db.run("INSERT INTO t VALUES (3)")) != nil },
      ])
    }
    // Then it says so, and nothing is in the table: not even the part that went well before
    #expect(error?.message == "the transaction was rolled back by a failure in it")
    #expect(try db.scalar("SELECT count(*) FROM t", as: Int.self) == 0)
    #expect(db.isAutocommit)
  }
}
