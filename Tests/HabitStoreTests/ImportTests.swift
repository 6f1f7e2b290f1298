import HabitCore
import HabitScreens
import Testing

@testable import HabitStore

/// Applying parsed imports: idempotency, conflicts, dry runs and refusals, on real in-memory databases.
@Suite struct ImportTests {
  let database: HabitDatabase
  let alice: User
  let today = day("2026-11-21")

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  func at(_ line: Int) -> InputLocation { InputLocation(line: line, column: 1) }

  /// A batch with one activity of the acting user and the given completions: (day, amount, note).
  func batch(_ completions: [(String, Double?, String?)], name: String = "Water", uuid: String? = nil) throws
    -> ImportBatch
  {
    var batch = try ImportBatch(format: "test")
    var activity = ImportedActivity(name: name, location: at(1))
    activity.uuid = uuid
    batch.activities.append(activity)
    for (day, amount, note) in completions {
      try batch.stage.addCompletion(
        activity: 0, day: day, amount: amount, note: note, createdAt: nil, oncePerDay: false)
    }
    return batch
  }

  func apply(_ batch: ImportBatch, dryRun: Bool = false) throws -> ImportReport {
    try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today, dryRun: dryRun))
  }

  func waterCompletions() throws -> [String] {
    let water = try database.activity("Water", of: alice)
    return try database.completions(of: water).reversed().map { "\($0.day) \($0.amount ?? -1) \($0.note ?? "-")" }
  }

  @Test func aDayAfterTodayIsRefusedWhereStagedAndAgainWhenApplied() throws {
    // Given a stage that knows today, and a batch whose parser did not say it
    let stage = try ImportStage()
    stage.today = today
    #expect(throws: ImportError.afterToday("2026-11-24", today: today, at: at(3))) {
      try stage.addCompletion(
        activity: 0, day: "2026-11-24", amount: nil, note: nil, createdAt: nil, oncePerDay: false, at: at(3))
    }
    let late = try batch([("2026-11-20", nil, nil), ("9999-12-31", nil, nil)])
    // When it is applied, then the day is refused and nothing is written
    #expect(throws: ImportError.afterToday("9999-12-31", today: today, at: nil, activity: "Water")) {
      try apply(late)
    }
    #expect(try database.activities(of: alice).isEmpty)
  }

  @Test func completionsAreAMultisetSoASecondImportAddsNothing() throws {
    // Given a file with 3 identical glasses of water on one day and one with a note
    let rows: [(String, Double?, String?)] = [
      ("2026-11-01", nil, nil), ("2026-11-01", nil, nil), ("2026-11-01", nil, nil), ("2026-11-01", nil, "cold"),
    ]
    // When it is imported twice
    let first = try apply(try batch(rows))
    let second = try apply(try batch(rows))
    // Then the first adds all 4 and the second none
    #expect(first.completions == .init(added: 4))
    #expect(first.activities == .init(added: 1))
    #expect(second.completions == .init(present: 4))
    #expect(second.activities == .init(present: 1))
    #expect(try waterCompletions().count == 4)
  }

  @Test func aFileAddsOnlyTheCopiesTheDatabaseLacks() throws {
    // Given a database with one glass on the 1st, recorded by hand
    let water = try database.addActivity(NewActivity(name: "Water"), for: alice, today: today)
    _ = try database.recordCompletion(water, on: day("2026-11-01"))
    // When a file with 3 glasses that day and 1 with another amount comes in, in day order or not
    for ordered in [true, false] {
      let rows: [(String, Double?, String?)] =
        ordered
        ? [("2026-11-01", nil, nil), ("2026-11-01", nil, nil), ("2026-11-01", 2, nil), ("2026-11-01", nil, nil)]
        : [("2026-11-02", 5, nil), ("2026-11-01", nil, nil), ("2026-11-01", nil, nil), ("2026-11-01", nil, nil)]
      let report = try apply(try batch(rows))
      // Then it adds the 2 missing glasses (and the other kind once, the first time)
      #expect(report.completions == (ordered ? .init(added: 3, present: 1) : .init(added: 1, present: 3)))
    }
    #expect(
      try waterCompletions().sorted() == [
        "2026-11-01 -1.0 -", "2026-11-01 -1.0 -", "2026-11-01 -1.0 -", "2026-11-01 2.0 -", "2026-11-02 5.0 -",
      ])
  }

  @Test func aDryRunReportsTheSameAndWritesNothing() throws {
    let rows: [(String, Double?, String?)] = [("2026-11-01", 1, nil), ("2026-11-02", nil, "x")]
    let dry = try apply(try batch(rows), dryRun: true)
    #expect(try database.activities(of: alice).isEmpty)
    let real = try apply(try batch(rows))
    #expect(dry.completions == real.completions)
    #expect(dry.activities == real.activities)
    #expect(dry.dryRun && !real.dryRun)
  }

  @Test func listedDaysCountOncePerDay() throws {
    // Given Read done on the 1st by hand, with an amount and a note
    var read = NewActivity(name: "Read")
    read.unit = "pages"
    read.requiredAmount = 20
    let activity = try database.addActivity(read, for: alice, today: today)
    _ = try database.recordCompletion(activity, on: day("2026-11-01"), amount: 30, note: "ch. 2")
    // When a dates file lists the 1st, the 2nd twice, and the 3rd
    var batch = try ImportBatch(format: "dates-csv")
    var imported = ImportedActivity(name: "Habit 12345678", location: at(2))
    imported.uuid = activity.uuid
    batch.activities.append(imported)
    for text in ["2026-11-01", "2026-11-02", "2026-11-02", "2026-11-03"] {
      try batch.stage.addCompletion(activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    }
    let report = try apply(batch)
    // Then the 1st is present, the 2nd and 3rd are added with the required amount, and the repeat is ignored
    #expect(report.completions == .init(added: 2, present: 1))
    #expect(report.ignored == [.init(reason: "a day listed twice for the same activity", count: 1)])
    #expect(
      try database.completions(of: activity).reversed().map { "\($0.day) \($0.amount!)" } == [
        "2026-11-01 30.0", "2026-11-02 20.0", "2026-11-03 20.0",
      ])
  }

  /// Repeats next to each other are dropped while staging; repeats further back are grouped when applying.
  @Test func daysListedTwiceInOrderOrNotAddOneCompletionEach() throws {
    for (days, expected) in [
      (["2026-11-01", "2026-11-01", "2026-11-02", "2026-11-02", "2026-11-02"], ["2026-11-01", "2026-11-02"]),
      (["2026-11-03", "2026-11-01", "2026-11-03", "2026-11-01", "2026-11-01"], ["2026-11-03", "2026-11-01"]),
    ] {
      let database = try HabitDatabase.inMemory()
      let alice = try database.addUser(named: "alice")
      var batch = try ImportBatch(format: "dates-csv")
      batch.activities.append(ImportedActivity(name: "Walk", location: at(2)))
      for text in days {
        try batch.stage.addCompletion(activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
      }
      let report = try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
      #expect(report.completions == .init(added: 2))
      #expect(report.ignored == [.init(reason: "a day listed twice for the same activity", count: 3)])
      let walk = try database.activity("Walk", of: alice)
      // In the order the file first lists each day.
      #expect(try database.completions(of: walk).sorted { $0.id < $1.id }.map(\.day.description) == expected)
    }
  }

  @Test func anActivityOfAnotherUserIsAConflictAndNothingOfItIsWritten() throws {
    // Given bob's Chess
    let bob = try database.addUser(named: "bob")
    let chess = try database.addActivity(NewActivity(name: "Chess"), for: bob, today: today)
    // When alice imports a file with Chess's id and two completions
    let rows: [(String, Double?, String?)] = [("2026-11-01", nil, nil), ("2026-11-02", nil, nil)]
    let report = try apply(try batch(rows, name: "Chess", uuid: chess.uuid))
    // Then both are conflicts, explained, and bob's Chess is untouched
    #expect(report.activities == .init(conflicting: 1))
    #expect(report.completions == .init(conflicting: 2))
    #expect(
      report.conflicts == [
        "activity \(chess.uuid) (Chess) is bob's in the database but alice's in the file: its records were not imported"
      ])
    #expect(try database.completions(of: chess).isEmpty)
    #expect(try database.activities(of: alice).isEmpty)
  }

  @Test func aNameTakenUnderAnotherIdIsAConflict() throws {
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    let uuid = "0f8fad5b-d9cb-469f-a165-70867728950e"
    let report = try apply(try batch([("2026-11-01", nil, nil)], name: "read", uuid: uuid))
    #expect(report.activities == .init(conflicting: 1))
    #expect(
      report.conflicts == [
        "alice has Read with the id \(read.uuid) in the database and read with the id \(uuid) in the file, so "
          + "\(uuid) was not imported: rename one of them and import again"
      ])
  }

  @Test func anActivityTheFileNamesOtherwiseIsAConflictThatStillTakesItsRecords() throws {
    // Given alice's Read, renamed Reading since a file was exported
    let read = try database.addActivity(NewActivity(name: "Reading"), for: alice, today: today)
    // When the file, which names it Read by its id, brings a day
    var batch = try batch([("2026-11-01", nil, nil)], name: "Read", uuid: read.uuid)
    batch.activities[0].nameIsGiven = true
    let report = try apply(batch)
    // Then the name is a conflict that says both names, the database keeps its own, and the day is added
    #expect(report.activities == .init(conflicting: 1))
    #expect(report.renamedActivities == 1)
    #expect(
      report.conflicts == [
        "activity \(read.uuid) is named Read in the file but Reading in the database: its records were imported "
          + "into Reading, which keeps its name"
      ])
    #expect(report.completions == .init(added: 1))
    #expect(try database.activity("Reading", of: alice).name == "Reading")
    // A name that differs only in case is another name too
    var cased = try self.batch([("2026-11-01", nil, nil)], name: "reading", uuid: read.uuid)
    cased.activities[0].nameIsGiven = true
    let again = try apply(cased)
    #expect(again.activities == .init(conflicting: 1) && again.completions == .init(present: 1))
  }

  @Test func withoutAnIdAnActivityIsFoundByNameIgnoringCase() throws {
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    let report = try apply(try batch([("2026-11-01", nil, nil)], name: "READ"))
    #expect(report.activities == .init(present: 1))
    #expect(try database.completions(of: read).count == 1)
  }

  @Test func marksThatDifferAreConflictsAndEqualOnesArePresent() throws {
    let run = try database.addActivity(NewActivity(name: "Run"), for: alice, today: today)
    try database.mark(run, on: day("2026-11-01"), as: .skipped)
    try database.mark(run, on: day("2026-11-02"), as: .failed)
    let batch = try batch([], name: "Run", uuid: run.uuid)
    for (text, mark) in [("2026-11-01", DayMark.skipped), ("2026-11-02", .skipped), ("2026-11-03", .failed)] {
      try batch.stage.addMark(activity: 0, day: text, mark: mark, note: nil, createdAt: nil, location: at(3))
    }
    let report = try apply(batch)
    #expect(report.marks == .init(added: 1, present: 1, conflicting: 1))
    #expect(report.conflicts == ["Run on 2026-11-02 is skipped in the file but failed in the database"])
    #expect(try database.marks(of: run)[day("2026-11-02")] == .failed)
    #expect(try database.marks(of: run)[day("2026-11-03")] == .failed)
  }

  @Test func aDayMarkedTwiceInTheFileIsAnError() throws {
    let batch = try batch([])
    try batch.stage.addMark(activity: 0, day: "2026-11-01", mark: .skipped, note: nil, createdAt: nil, location: at(4))
    try batch.stage.addMark(
      activity: 0, day: "2026-11-01", mark: .failed, note: nil, createdAt: nil,
      location: InputLocation(line: 9, column: 7))
    #expect(
      throws: ImportError(
        "Water is marked twice on 2026-11-01 (first on line 4)", at: InputLocation(line: 9, column: 7),
        hint: "Keep one mark per activity and day.")
    ) { try apply(batch) }
    #expect(try database.activities(of: alice).isEmpty)
  }

  @Test func goalsAreAddedPresentOrInConflictByTheirDay() throws {
    let run = try database.addActivity(NewActivity(name: "Run"), for: alice, today: day("2026-01-01"))
    var batch = try batch([], name: "Run", uuid: run.uuid)
    batch.activities[0].goals = [
      GoalChange(effectiveFrom: day("2026-01-01"), goal: .daily),
      GoalChange(effectiveFrom: day("2026-03-01"), goal: try Goal(spec: "3/week")),
    ]
    #expect(try apply(batch).goals == .init(added: 1, present: 1))
    var other = try self.batch([], name: "Run", uuid: run.uuid)
    other.activities[0].goals = [GoalChange(effectiveFrom: day("2026-03-01"), goal: try Goal(spec: "4/week"))]
    let report = try apply(other)
    #expect(report.goals == .init(conflicting: 1))
    #expect(report.conflicts == ["Run: the goal from 2026-03-01 is 4/week in the file but 3/week in the database"])
  }

  /// An activity created by the import and named again later in the same batch is compared with the goals it
  /// was just given, which the import writes for all its new activities together.
  @Test func anActivityCreatedEarlierInTheBatchHasItsGoalsWhenMetAgain() throws {
    let uuid = "0f8fad5b-d9cb-469f-a165-70867728950e"
    var batch = try batch([], name: "Run", uuid: uuid)
    let goals = [
      GoalChange(effectiveFrom: day("2026-01-01"), goal: .daily),
      GoalChange(effectiveFrom: day("2026-03-01"), goal: try Goal(spec: "3/week")),
    ]
    batch.activities[0].goals = goals
    var again = ImportedActivity(name: "Run", location: at(2))
    again.uuid = uuid
    again.goals = goals
    batch.activities.append(again)
    let report = try apply(batch)
    #expect(report.activities == .init(added: 1, present: 1))
    #expect(report.goals == .init(added: 2, present: 2))
    let run = try database.activity("Run", of: alice)
    #expect(run.goals.map(\.effectiveFrom) == [day("2026-01-01"), day("2026-03-01")])
  }

  @Test func aNamedUserMustExist() throws {
    var batch = try batch([("2026-11-01", nil, nil)])
    batch.users = [ImportedUser(name: "zoe", role: .named, location: InputLocation(line: 2, column: 1))]
    batch.activities[0].user = 0
    #expect(
      throws: ImportError(
        "no user 'zoe' in the database", at: InputLocation(line: 2, column: 1),
        hint: "Add them first with: habit user add zoe")
    ) { try apply(batch) }
    #expect(try database.users().map(\.name) == ["alice"])
  }

  @Test func definedUsersAreCreatedAndOnlyTheChosenOneCanBeImported() throws {
    var batch = try batch([("2026-11-01", nil, nil)])
    var bob = ImportedUser(name: "bob", role: .defined, location: at(3))
    bob.uuid = "0f8fad5b-d9cb-469f-a165-70867728950e"
    bob.createdAt = "2026-01-01T08:00:00Z"
    batch.users = [ImportedUser(name: "ALICE", role: .defined, location: at(2)), bob]
    batch.activities[0].user = 1
    let onlyAlice = try database.importBatch(batch, options: ImportOptions(onlyUser: "alice", today: today))
    #expect(onlyAlice.users == .init(present: 1))
    #expect(onlyAlice.ignored == [.init(reason: "completions of another user than --user", count: 1)])
    let all = try database.importBatch(batch, options: ImportOptions(today: today))
    #expect(all.users == .init(added: 1, present: 1))
    #expect(try database.user(named: "bob").uuid == "0f8fad5b-d9cb-469f-a165-70867728950e")
    #expect(throws: StoreError.userNotFound(name: "carol", suggestions: [])) {
      try database.importBatch(batch, options: ImportOptions(onlyUser: "carol", today: today))
    }
  }

  @Test func aNewActivityStartsOnItsFirstRecordedDayAndAfterTheOthers() throws {
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    _ = try apply(try batch([("2026-10-05", nil, nil), ("2026-09-30", nil, nil)]))
    let water = try database.activity("Water", of: alice)
    #expect(water.createdOn == day("2026-09-30"))
    #expect(water.position == 1)
    #expect(water.goals == [GoalChange(effectiveFrom: day("2026-09-30"), goal: .daily)])
  }

  @Test func anInvalidNameIsAnErrorAtItsPlace() throws {
    let batch = try batch([("2026-11-01", nil, nil)], name: "   ")
    #expect(
      throws: ImportError(
        "an activity name cannot be empty", at: at(1),
        hint: "Give the activity a name of 1 to 100 characters on one line.")
    ) { try apply(batch) }
  }
}
