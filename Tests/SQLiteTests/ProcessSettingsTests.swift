import CSQLite
import SQLite
import Testing

/// What a connection sets for the whole process before SQLite starts (it refuses such settings once started).
@Suite struct ProcessSettingsTests {
  @Test func sqliteKeepsNoMemoryStatisticsSoItsAllocationsTakeNoGlobalMutex() throws {
    // Given a connection that has parsed a schema and read rows, allocating as it went
    let db = try Connection.inMemory()
    try db.execute("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('a'), ('b'), (zeroblob(100000))")
    #expect(try db.scalar("SELECT count(*) FROM t", as: Int.self) == 3)
    // Then SQLite counted none of it: the statistics, and the mutex guarding them, are off
    #expect(sqlite3_memory_used() == 0)
    // And asking for them now is refused: SQLite had started with the setting in place
    #expect(csqlite_config_memstatus(1) == SQLITE_MISUSE)
  }
}
