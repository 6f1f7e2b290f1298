import HabitCore
import HabitScreens
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
      try database.db.forEach("EXPLAIN QUERY PLAN " + query, [1, "2026-01-01"]) { row in plan.append(try row[3]) }
      return plan
    }
    // Then the days come from day_totals' primary key and the notes from the index of noted completions, visiting
    // no completion without a note and sorting nothing
    #expect(
      try plan(HabitDatabase.dayTotalsQuery) == [
        "SEARCH day_totals USING PRIMARY KEY (activity_id=? AND day>?)"
      ])
    #expect(
      try plan(HabitDatabase.notesQuery) == [
        "SEARCH completions USING COVERING INDEX completions_with_notes (activity_id=? AND day>? AND day<?)"
      ])
    #expect(
      try plan(HabitDatabase.marksQuery) == ["SEARCH day_marks USING PRIMARY KEY (activity_id=? AND day>? AND day<?)"])
  }

  @Test func theHistoryQueriesOfManyActivitiesSearchTheIndexOncePerActivityAndSortNothing() throws {
    // Given the latest schema
    let database = try HabitDatabase.inMemory()
    // When SQLite plans the queries that load several activities' records, each from its own day
    func plan(_ query: String) throws -> [String] {
      var plan: [String] = []
      try database.db.forEach("EXPLAIN QUERY PLAN " + query, [#"{"2":"2026-01-01","1":"0000"}"#]) { row in
        plan.append(try row[3])
      }
      return plan
    }
    // Then for each activity asked, in the order asked, it searches day_totals' primary key, the index of noted
    // completions and the marks' primary key, reading in their order, sorting nothing
    #expect(
      try plan(HabitDatabase.batchDayTotalsQuery) == [
        "SCAN r VIRTUAL TABLE INDEX 1:", "SEARCH t USING PRIMARY KEY (activity_id=? AND day>?)",
      ])
    #expect(
      try plan(HabitDatabase.batchNotesQuery) == [
        "SCAN r VIRTUAL TABLE INDEX 1:",
        "SEARCH c USING COVERING INDEX completions_with_notes (activity_id=? AND day>? AND day<?)",
      ])
    #expect(
      try plan(HabitDatabase.batchMarksQuery) == [
        "SCAN r VIRTUAL TABLE INDEX 1:", "SEARCH m USING PRIMARY KEY (activity_id=? AND day>? AND day<?)",
      ])
  }

  @Test func manyActivitiesReadTogetherGetEachItsOwnRecords() throws {
    // Given three activities whose completions (some two a day), amounts, notes and marks were entered interleaved
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    var activities: [Activity] = []
    for name in ["Read", "Walk", "Swim"] {
      var new = NewActivity(name: name)
      new.goal = try Goal(spec: "30 minutes/day")
      new.unit = "minutes"
      activities.append(try database.addActivity(new, for: alice, today: day("2026-10-01")))
    }
    var totals: [Int64: [DayTotal]] = [:]
    var marks: [Int64: [Day: DayMark]] = [:]
    for offset in 0..<40 {
      let day = day("2026-10-01").adding(days: offset)
      for (index, activity) in activities.enumerated() {
        guard (offset + index) % 3 != 0 else {
          if offset % 2 == 0 {
            _ = try database.mark(activity, on: day, as: .skipped, note: "away")
            marks[activity.id, default: [:]][day] = .skipped
          }
          continue
        }
        let note = offset % 4 == index ? "note \(offset)" : nil
        _ = try database.recordCompletion(activity, on: day, amount: Double(offset + index), note: note)
        var total = DayTotal(day: day, completions: 1, amount: Double(offset + index), notes: note.map { [$0] } ?? [])
        if offset % 5 == index {
          _ = try database.recordCompletion(activity, on: day, amount: 0.5)
          total.completions += 1
          total.amount += 0.5
        }
        totals[activity.id, default: []].append(total)
      }
    }
    // When they are read in one batch, out of id order, each from its own day (one of them from the start)
    let ranges: [(activity: Activity, from: Day?)] = [
      (activities[2], day("2026-10-20")), (activities[0], nil), (activities[1], day("2026-10-09")),
    ]
    let together = try database.records(of: ranges)
    // Then each activity gets its own records from its own day on, added up by day in the order entered
    #expect(together.map(\.activity) == ranges.map(\.activity.id))
    for (records, range) in zip(together, ranges) {
      let from = range.from ?? day("2026-10-01")
      let alone = try database.records(of: range.activity, from: range.from)
      #expect(records.dayTotals == alone.dayTotals)
      #expect(records.marks == alone.marks && records.markNotes == alone.markNotes)
      #expect(records.dayTotals == totals[range.activity.id]!.filter { $0.day >= from })
      #expect(records.marks == marks[range.activity.id]!.filter { $0.key >= from })
      #expect(records.markNotes == marks[range.activity.id]!.filter { $0.key >= from }.mapValues { _ in "away" })
    }
    // And read without notes (as the board reads them), they are the same but for the completions' notes
    let withoutNotes = try database.records(of: ranges, notes: false)
    #expect(together.contains { $0.dayTotals.contains { !$0.notes.isEmpty } })
    for (records, noted) in zip(withoutNotes, together) {
      let unnoted = noted.dayTotals.map { DayTotal(day: $0.day, completions: $0.completions, amount: $0.amount) }
      #expect(records.dayTotals == unnoted)
      #expect(records.marks == noted.marks && records.markNotes == noted.markNotes)
    }
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
