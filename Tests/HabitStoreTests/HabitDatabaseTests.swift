import Foundation
import HabitCore
import HabitScreens
import SQLite
import Testing

@testable import HabitStore

func day(_ text: String) -> Day { try! Day(parsing: text) }

@Suite struct UserTests {
  @Test func namesAreUniqueIgnoringCase() throws {
    let database = try HabitDatabase.inMemory()
    _ = try database.addUser(named: "Alice")
    #expect(throws: StoreError.userExists(name: "Alice")) { try database.addUser(named: "alice") }
    #expect(try database.user(named: "ALICE").name == "Alice")
  }

  @Test func aMissingUserNamesTheClosest() throws {
    let database = try HabitDatabase.inMemory()
    _ = try database.addUser(named: "alice")
    _ = try database.addUser(named: "bob")
    #expect(throws: StoreError.userNotFound(name: "alcie", suggestions: ["alice"])) {
      try database.user(named: "alcie")
    }
  }

  @Test func blankNamesAreRefused() throws {
    let database = try HabitDatabase.inMemory()
    #expect(throws: StoreError.invalidName("a user name cannot be empty")) { try database.addUser(named: "  ") }
  }

  @Test func removingAUserRemovesEverythingOfTheirs() throws {
    // Given a user with an activity, a completion and a skipped day
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    _ = try database.recordCompletion(read, on: day("2026-11-01"))
    try database.mark(read, on: day("2026-11-02"), as: .skipped)
    #expect(try database.deletionSummary(for: alice) == DeletionSummary(activities: 1, completions: 1, marks: 1))
    // When the user is removed
    try database.removeUser(alice)
    // Then nothing of theirs is left
    let bob = try database.addUser(named: "bob")
    #expect(try database.activities(of: bob, includeArchived: true).isEmpty)
    #expect(try database.users().map(\.name) == ["bob"])
  }
}

@Suite struct ActivityTests {
  let database: HabitDatabase
  let alice: User

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  @Test func addsWithDefaultsAndListsInOrder() throws {
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    var run = NewActivity(name: "Run")
    run.goal = try Goal(spec: "3/week")
    run.icon = "🏃"
    _ = try database.addActivity(run, for: alice, today: day("2026-11-02"))
    let listed = try database.activities(of: alice)
    #expect(listed.map(\.name) == ["Read", "Run"])
    #expect(listed[0].goal(on: day("2026-11-05")) == .daily)
    #expect(listed[1].goal(on: day("2026-11-05")).spec == "3/week")
    #expect(listed[0].color != listed[1].color)
  }

  @Test func namesAreUniquePerUserOnly() throws {
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    #expect(throws: StoreError.activityExists(name: "Read", user: "alice")) {
      try database.addActivity(NewActivity(name: "READ"), for: alice, today: day("2026-11-01"))
    }
    let bob = try database.addUser(named: "bob")
    _ = try database.addActivity(NewActivity(name: "Read"), for: bob, today: day("2026-11-01"))
  }

  @Test func foundByNameOrIdPrefixAndMissesSuggest() throws {
    let read = try database.addActivity(NewActivity(name: "Reading"), for: alice, today: day("2026-11-01"))
    #expect(try database.activity("reading", of: alice).id == read.id)
    #expect(try database.activity(String(read.uuid.prefix(6)), of: alice).id == read.id)
    #expect(throws: StoreError.activityNotFound(query: "Readng", user: "alice", suggestions: ["Reading"])) {
      try database.activity("Readng", of: alice)
    }
  }

  @Test func aNewGoalLeavesThePastItsOwnGoal() throws {
    let run = try database.addActivity(NewActivity(name: "Run"), for: alice, today: day("2026-11-01"))
    let changed = try database.setGoal(try Goal(spec: "3/week"), for: run, from: day("2026-11-10"))
    #expect(changed.goal(on: day("2026-11-09")) == .daily)
    #expect(changed.goal(on: day("2026-11-10")).spec == "3/week")
    #expect(try database.activity("Run", of: alice).goals.count == 2)
  }

  @Test func anAmountGoalTakesItsUnit() throws {
    var new = NewActivity(name: "Meditate")
    new.goal = try Goal(spec: "150 minutes/week")
    let meditate = try database.addActivity(new, for: alice, today: day("2026-11-01"))
    #expect(meditate.unit == "minutes")
    var pages = NewActivity(name: "Read")
    pages.unit = "pages"
    pages.goal = try Goal(spec: "150 minutes/week")
    #expect(throws: StoreError.invalidValue("the goal is in minutes but the activity is measured in pages")) {
      try database.addActivity(pages, for: alice, today: day("2026-11-01"))
    }
  }

  @Test func archivedActivitiesLeaveTheDailyList() throws {
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    try database.setArchived(true, read)
    #expect(try database.activities(of: alice).isEmpty)
    #expect(try database.activities(of: alice, includeArchived: true).map(\.archived) == [true])
  }
}

@Suite struct RecordTests {
  let database: HabitDatabase
  let read: Activity

  init() throws {
    database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    var new = NewActivity(name: "Read")
    new.unit = "pages"
    new.requiredAmount = 20
    read = try database.addActivity(new, for: alice, today: day("2026-11-01"))
  }

  @Test func aCompletionWithoutAmountGetsTheRequiredAmount() throws {
    let outcome = try database.recordCompletion(read, on: day("2026-11-02"), note: "ch. 3")
    #expect(outcome.amount == 20 && outcome.clearedMark == nil && outcome.completionsThatDay == 1)
    #expect(outcome.judged?.status == .done)
    let stored = try database.completions(of: read)
    #expect(stored.map(\.amount) == [20])
    #expect(stored.map(\.note) == ["ch. 3"])
  }

  @Test func aCalendarTapAddsToAnEmptyDayAndTakesBackFromADayWithCompletions() throws {
    // Given alice's Read, found by its id as the web's calendar sends it
    let alice = UserReference.authenticated(uuid: try database.users()[0].uuid)
    let tap = {
      try self.database.toggleCompletion(
        .id(self.read.uuid), of: alice, on: day("2026-11-05"), today: day("2026-11-20"))
    }
    // When an empty day is tapped, then tapped again
    let first = try tap()
    let afterFirst = try database.completions(of: read).map(\.day)
    let second = try tap()
    // Then the first tap adds a completion (with the required amount) and the second takes it back
    #expect((first.activity, first.added, first.event.change) == ("Read", true, .done))
    #expect(afterFirst == [day("2026-11-05")])
    let afterSecond = try database.completions(of: read)
    #expect((second.activity, second.added, second.event.change) == ("Read", false, .undone) && afterSecond.isEmpty)
  }

  @Test func aNewAmountAloneKeepsTheLaterGoalsAndGivesThemTheAmount() throws {
    // Given Read needing 20 pages, 3 a week from Nov 15
    let weekly = try database.setGoal(try Goal(spec: "3/week"), for: read, from: day("2026-11-15"))
    // When it needs 30 pages from Nov 10
    var changes = ActivityChanges()
    (changes.requiredAmount, changes.goalFrom) = (.some(30), day("2026-11-10"))
    let edited = try database.editActivity(weekly, changes)
    // Then the goals stay, each from its day, with the amount in force from then on
    let summary = edited.goals.map { "\($0.effectiveFrom) \($0.goal.spec) \($0.requiredAmount ?? 0)" }
    #expect(summary == ["2026-11-01 1/day 20.0", "2026-11-10 1/day 30.0", "2026-11-15 3/week 30.0"])
    #expect(edited.requiredAmount == 30)
    #expect(try database.activity(read.name, of: try database.user(named: "alice")).goals == edited.goals)
  }

  @Test func severalCompletionsPerDayAndUndoTakesTheLatest() throws {
    _ = try database.recordCompletion(read, on: day("2026-11-02"), amount: 5)
    _ = try database.recordCompletion(read, on: day("2026-11-02"), amount: 7)
    #expect(try database.undo(read, on: day("2026-11-02")) == .completion(amount: 7, remaining: 1))
    #expect(try database.completions(of: read).map(\.amount) == [5])
  }

  @Test func aDaysCompletionsLoadInTheOrderTheyWereRecorded() throws {
    // Given three completions on one day, the later ones with smaller amounts (the index orders a day by amount)
    for (amount, note) in [(30.0, "first"), (10, "second"), (20, "third")] {
      _ = try database.recordCompletion(read, on: day("2026-11-02"), amount: amount, note: note)
    }
    _ = try database.recordCompletion(read, on: day("2026-11-01"), amount: 40, note: "the day before")
    // When the history is loaded, Then days are in order, each day's notes in the order they were recorded
    let history = try database.history(of: read)
    #expect(history.dayTotals.map(\.notes) == [["the day before"], ["first", "second", "third"]])
    #expect(history.dayTotals.map(\.completions) == [1, 3])
    #expect(history.dayTotals.map(\.amount) == [40, 60])
  }

  @Test func undoRemovesAMarkWhenNoCompletionIsLeft() throws {
    try database.mark(read, on: day("2026-11-02"), as: .failed)
    #expect(try database.undo(read, on: day("2026-11-02")) == .mark(.failed))
    #expect(throws: StoreError.nothingToUndo(activity: "Read", day: day("2026-11-02"))) {
      try database.undo(read, on: day("2026-11-02"))
    }
  }

  @Test func doingASkippedDayReplacesTheMark() throws {
    try database.mark(read, on: day("2026-11-02"), as: .skipped)
    let outcome = try database.recordCompletion(read, on: day("2026-11-02"))
    #expect(outcome.clearedMark == .skipped)
    #expect(try database.marks(of: read).isEmpty)
  }

  @Test func skippingADayWithCompletionsIsRefused() throws {
    _ = try database.recordCompletion(read, on: day("2026-11-02"))
    #expect(throws: StoreError.dayHasCompletions(activity: "Read", day: day("2026-11-02"), count: 1)) {
      try database.mark(read, on: day("2026-11-02"), as: .skipped)
    }
  }

  @Test func negativeAmountsAreRefused() throws {
    #expect(throws: StoreError.invalidValue("the amount must be a number of 0 or more")) {
      try database.recordCompletion(read, on: day("2026-11-02"), amount: -1)
    }
    #expect(try database.completions(of: read).isEmpty)
  }

  @Test func weekStartIsAHouseholdSetting() throws {
    #expect(try database.weekStart() == .monday)
    try database.setWeekStart(.sunday)
    #expect(try database.weekStart() == .sunday)
  }
}

@Suite struct FileTests {
  @Test func anotherProgramsFileIsRefusedAndLeftUntouched() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("notes.txt").path
    let text = Data("these are my notes, not a database\n".utf8)
    try text.write(to: URL(fileURLWithPath: path))
    #expect(throws: StoreError.foreignFile(path: path, reason: .notADatabase)) { try HabitDatabase.open(path: path) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
  }

  @Test func readingAMissingFileCreatesNothing() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("habit-\(UUID().uuidString).sqlite").path
    #expect(throws: StoreError.noDatabase(path: path)) { try HabitDatabase.openForReading(path: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func theDatabaseIsInWALModeWithForeignKeys() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try HabitDatabase.open(path: directory.appendingPathComponent("h.sqlite").path)
    #expect(try database.pragma("journal_mode") == "wal")
    #expect(try database.pragma("foreign_keys") == "1")
    #expect(try database.pragma("synchronous") == "1")
    #expect(try database.pragma("trusted_schema") == "0")
    #expect(try database.pragma("busy_timeout") == "5000")
  }
}

@Suite struct CorruptDayTests {
  @Test func aHandEditedDayIsReportedWithItsColumn() throws {
    // Given a creation day that is no date, written past the schema's CHECK by hand
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    try database.db.execute(
      "PRAGMA ignore_check_constraints = ON; UPDATE activities SET created_on = '2026-02-30'")
    // When the activities are read, then the error names the column and what it should hold
    let error = #expect(throws: SQLiteError.self) { try database.activities(of: alice) }
    #expect(error?.message == "column 9 (created_on) holds TEXT, expected a yyyy-MM-dd day")
  }

  @Test func aHandEditedDayTotalIsReportedWithItsColumn() throws {
    // Given a day total whose day is no date (day_totals has no CHECK on it), written by hand
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    try database.db.execute("INSERT INTO day_totals VALUES (\(read.id), '2026-02-30', 1, 0.0, 1)")
    // When its history is read, one activity or a batch, then the error names the column, as any day column's
    let one = #expect(throws: SQLiteError.self) { try database.history(of: read) }
    #expect(one?.message == "column 0 (day) holds TEXT, expected a yyyy-MM-dd day")
    let batch = #expect(throws: SQLiteError.self) { try database.records(of: [(read, nil)]) }
    #expect(batch?.message == "column 1 (day) holds TEXT, expected a yyyy-MM-dd day")
  }

  @Test func aHandEditedCheckpointDayIsReportedWithItsColumn() throws {
    // Given a saved streak checkpoint whose current streak starts on a day that is no date, written by hand
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    try database.db.execute(
      """
      INSERT INTO streak_checkpoints (activity_id, boundary, week_start, kind, current_length, current_unit,
        current_start, current_end)
      VALUES (\(read.id), '2026-11-10', 'monday', 'day', 3, 'day', '2026-02-30', '2026-11-09')
      """)
    // When the board reads the household's checkpoints, then the error names the column
    let error = #expect(throws: SQLiteError.self) { try database.householdBoard(today: day("2026-11-21")) }
    #expect(error?.message == "column 8 (current_start) holds TEXT, expected a yyyy-MM-dd day or NULL")
  }
}
