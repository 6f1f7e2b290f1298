import SQLite
import Testing

@testable import HabitStore

/// The daily views' cost follows the records they read: the history query is answered from its index alone.
@Suite struct HistoryIndexTests {
  @Test func theHistoryQueryReadsOnlyItsIndexAndSortsNothing() throws {
    // Given the latest schema
    let database = try HabitDatabase.inMemory()
    // When SQLite plans the query that loads an activity's records for the evaluation
    var plan: [String] = []
    try database.db.forEach("EXPLAIN QUERY PLAN " + HabitDatabase.historyQuery, [1, "2026-01-01", "A"]) { row in
      plan.append(try row[3])
    }
    // Then it searches the covering history index, visiting no table row and sorting nothing afterwards
    #expect(
      plan == [
        "SEARCH completions USING COVERING INDEX completions_by_activity_day (activity_id=? AND day>? AND day<?)"
      ])
  }
}
