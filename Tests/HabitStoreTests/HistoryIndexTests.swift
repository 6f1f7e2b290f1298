import HabitCore
import SQLite
import Testing

@testable import HabitStore

/// The daily views' cost follows the days they read: the history is read from its index alone, and added up into
/// one total per day as it is read.
@Suite struct HistoryIndexTests {
  @Test func theHistoryQueriesReadOneRowADayAndOnlyTheNotedCompletions() throws {
    // Given the latest schema
    let database = try HabitDatabase.inMemory()
    // When SQLite plans the queries that load an activity's records for the evaluation
    func plan(_ query: String) throws -> [String] {
      var plan: [String] = []
      try database.db.forEach("EXPLAIN QUERY PLAN " + query, [1, "2026-01-01", "A"]) { row in plan.append(try row[3]) }
      return plan
    }
    // Then the days come from day_totals' primary key and the notes from the index of noted completions, visiting
    // no completion without a note and sorting nothing
    #expect(
      try plan(HabitDatabase.dayTotalsQuery) == [
        "SEARCH day_totals USING PRIMARY KEY (activity_id=? AND day>? AND day<?)"
      ])
    #expect(
      try plan(HabitDatabase.notesQuery) == [
        "SEARCH completions USING COVERING INDEX completions_with_notes (activity_id=? AND day>? AND day<?)"
      ])
  }

  @Test func aDayCheckedInThousandsOfTimesIsReadAsOneDay() throws {
    // Given 8 a day, done 5,000 times today and once yesterday
    let database = try HabitDatabase.inMemory()
    let load = try database.addUser(named: "load")
    var new = NewActivity(name: "Water")
    new.goal = try Goal(spec: "8/day")
    let water = try database.addActivity(new, for: load, today: day("2026-11-19"))
    _ = try database.recordCompletion(water, on: day("2026-11-19"))
    try database.db.run(
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
      INSERT INTO completions (activity_id, day) SELECT ?, '2026-11-20' FROM n
      """, [water.id])
    // When today's window of its history is read
    let history = try database.history(of: water, from: day("2026-11-01"))
    // Then it holds two days, not 5,001 completions, and today is judged on all of them
    #expect(history.completions.isEmpty)
    #expect(history.dayTotals.map(\.completions) == [1, 5_000])
    let today = Evaluation(history: history, today: day("2026-11-20")).day(day("2026-11-20"))
    #expect(today.status == .done && today.completions == 5_000)
  }

  @Test func theStoredHistoryJudgesEveryDayAsItsCompletionsOneByOne() throws {
    // Given a week of amounts, notes and marks: several completions a day, some with a note and some without
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    var new = NewActivity(name: "Read")
    new.goal = try Goal(spec: "100 pages/week")
    new.unit = "pages"
    let read = try database.addActivity(new, for: alice, today: day("2026-11-02"))
    let completions = [
      Completion(day: day("2026-11-02"), amount: 0.1, note: "first"), Completion(day: day("2026-11-02"), amount: 0.2),
      Completion(day: day("2026-11-02"), amount: 30, note: "second"),
      Completion(day: day("2026-11-04"), amount: 12.5), Completion(day: day("2026-11-06"), amount: 7, note: "last"),
      Completion(day: day("2026-11-09"), amount: 60, note: "next week"),
    ]
    for completion in completions {
      _ = try database.recordCompletion(read, on: completion.day, amount: completion.amount, note: completion.note)
    }
    _ = try database.mark(read, on: day("2026-11-05"), as: .skipped, note: "away")
    // When the store's history is judged, and the same records given one completion at a time
    let stored = try database.history(of: read)
    var oneByOne = stored
    oneByOne.dayTotals = []
    oneByOne.completions = completions
    let today = day("2026-11-10")
    let fromStore = Evaluation(history: stored, today: today)
    let fromRows = Evaluation(history: oneByOne, today: today)
    // Then every day reads alike, amounts, notes in their order and the mark's note included
    for offset in 0..<9 {
      let day = day("2026-11-02").adding(days: offset)
      #expect(fromStore.day(day) == fromRows.day(day))
    }
    #expect(fromStore.day(day("2026-11-02")).notes == ["first", "second"])
    #expect(fromStore.day(day("2026-11-02")).amount == 0.1 + 0.2 + 30)
    #expect(fromStore.currentStreak == fromRows.currentStreak && fromStore.bestStreak == fromRows.bestStreak)
  }
}
