import HabitCore
import HabitScreens
import Testing

@testable import HabitStore

/// What imports from other trackers add to the model: undated goals, one value per day, and the report per
/// activity. How their activities are found is ActivitySourceImportTests'.
@Suite struct TrackerImportTests {
  let database: HabitDatabase
  let alice: User
  let today = day("2026-11-21")

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  /// A batch with one activity from Loop (id `key`) whose days are (day, amount, note) values.
  func batch(
    name: String = "Weight", key: String = "abc", goal: Goal? = nil, values: [(String, Double?, String?)] = []
  ) throws -> ImportBatch {
    var batch = try ImportBatch(format: "loop-db")
    batch.listsActivities = true
    var activity = ImportedActivity(name: name, location: InputLocation(line: 1, column: 1))
    activity.source = ActivitySource(source: "loop", key: key)
    activity.currentGoal = goal
    activity.unit = goal?.unit
    batch.activities.append(activity)
    for (day, amount, note) in values {
      try batch.stage.addDayValue(activity: 0, day: day, amount: amount, note: note)
    }
    return batch
  }

  func apply(_ batch: ImportBatch, as user: User? = nil) throws -> ImportReport {
    try database.importBatch(batch, options: ImportOptions(actingUser: user ?? alice, today: today))
  }

  func values(_ name: String) throws -> [String] {
    let activity = try database.activity(name, of: alice)
    return try database.completions(of: activity).reversed().map {
      "\($0.day) \($0.amount.map(formatAmount) ?? "-") \($0.note ?? "-")"
    }
  }

  @Test func theReportNamesAnActivityAsTheDatabaseDoes() throws {
    // Given a Loop habit imported once, then renamed here
    _ = try apply(try batch(values: [("2026-11-01", 70, nil)]))
    var rename = ActivityChanges()
    rename.name = "Body weight"
    _ = try database.editActivity(try database.activity("Weight", of: alice), rename)
    // When the same habit comes again, with a new day
    let report = try apply(try batch(values: [("2026-11-01", 70, nil), ("2026-11-02", 71, nil)]))
    // Then it lands in the renamed activity, and only the new day is added
    #expect(report.activities == .init(present: 1))
    #expect(report.completions == .init(added: 1, present: 1))
    #expect(try values("Body weight") == ["2026-11-01 70 -", "2026-11-02 71 -"])
    #expect(
      report.activityDetails == [
        detail("Body weight", isNew: false, completions: .init(added: 1, present: 1))
      ])
  }

  @Test func anActivityInConflictHasAllItsRecordsInConflict() throws {
    let bob = try database.addUser(named: "bob")
    _ = try apply(try batch(values: [("2026-11-01", 1, nil)]), as: bob)
    let report = try apply(try batch(values: [("2026-11-01", 1, nil)]))
    #expect(report.activities == .init(conflicting: 1))
    #expect(report.completions == .init(conflicting: 1))
    #expect(
      report.conflicts == [
        "Weight was imported from this loop data for bob (as Weight), not for alice: its records were not imported"
      ])
    var conflicting = detail("Weight", isNew: false, completions: .init(conflicting: 1))
    conflicting.isConflicting = true
    #expect(report.activityDetails == [conflicting])
  }

  @Test func anUndatedGoalHoldsFromTheCreationDayAndIsComparedLater() throws {
    // Given a Loop habit "at most 12 units in any 30 days" first recorded on 2026-10-01
    let goal = Goal(comparison: .atMost, measure: .amount, target: 12, period: .rolling(days: 30), unit: "units")
    let first = try apply(try batch(goal: goal, values: [("2026-10-01", 3, nil)]))
    let weight = try database.activity("Weight", of: alice)
    #expect(first.goals == .init(added: 1))
    #expect(weight.goals == [GoalChange(effectiveFrom: day("2026-10-01"), goal: goal)])
    #expect(weight.createdOn == day("2026-10-01"))
    // When it comes again unchanged, then with another goal
    #expect(try apply(try batch(goal: goal)).goals == .init(present: 1))
    var changed = goal
    changed.target = 10
    let report = try apply(try batch(goal: changed))
    // Then the database keeps its goal and says so
    #expect(report.goals == .init(conflicting: 1))
    #expect(report.conflicts == ["Weight: the goal is <=10 units/30d in the file but <=12 units/30d in the database"])
    #expect(try database.activity("Weight", of: alice).goals.count == 1)
  }

  @Test func aDayHasOneValueSoAnEditedValueIsAConflictNotASecondCompletion() throws {
    // Given three days imported
    _ = try apply(
      try batch(values: [("2026-11-01", 70, nil), ("2026-11-02", 71, "after run"), ("2026-11-03", 0, nil)]))
    // When a newer export has one day as before, one edited, one with its note edited and one new day
    let report = try apply(
      try batch(values: [
        ("2026-11-01", 70, nil), ("2026-11-02", 71, "after a run"), ("2026-11-03", 0.5, nil), ("2026-11-04", 69, nil),
      ]))
    // Then only the new day is added, and the edits are conflicts the database wins
    #expect(report.completions == .init(added: 1, present: 1, conflicting: 2))
    #expect(
      report.conflicts == [
        "Weight on 2026-11-02 is 71 (after a run) in the file but 71 (after run) in the database",
        "Weight on 2026-11-03 is 0.5 in the file but 0 in the database",
      ])
    #expect(
      try values("Weight") == ["2026-11-01 70 -", "2026-11-02 71 after run", "2026-11-03 0 -", "2026-11-04 69 -"])
    #expect(
      report.activityDetails == [
        detail("Weight", isNew: false, completions: .init(added: 1, present: 1, conflicting: 2))
      ])
  }

  @Test func aDayValueOnADayWithAHandRecordedCompletionIsAConflict() throws {
    let weight = try database.addActivity(NewActivity(name: "Weight"), for: alice, today: today)
    _ = try database.recordCompletion(weight, on: day("2026-11-01"))
    let report = try apply(try batch(values: [("2026-11-01", nil, "felt good")]))
    #expect(report.completions == .init(conflicting: 1))
    #expect(report.conflicts == ["Weight on 2026-11-01 is done (felt good) in the file but done in the database"])
  }

  @Test func theReportListsEachActivityWithMarksToo() throws {
    var batch = try batch(name: "Run", values: [("2026-11-01", nil, "5 km")])
    try batch.stage.addMark(
      activity: 0, day: "2026-11-02", mark: .skipped, note: nil, createdAt: nil,
      location: InputLocation(line: 2, column: 1))
    batch.activities.append(ImportedActivity(name: "Empty", location: InputLocation(line: 3, column: 1)))
    let report = try apply(batch)
    #expect(
      report.activityDetails == [
        detail("Run", isNew: true, completions: .init(added: 1), skipped: .init(added: 1)),
        detail("Empty", isNew: true),
      ])
    #expect(try apply(try self.batch(name: "Run")).activityDetails == [detail("Run", isNew: false)])
  }

  @Test func theReportCountsEachKindOfMarkAddedPresentAndInConflict() throws {
    // Given Run skipped on the 1st and failed on the 2nd, imported once
    func marks(_ marks: [(String, DayMark)]) throws -> ImportBatch {
      let batch = try batch(name: "Run")
      for (line, (day, mark)) in marks.enumerated() {
        try batch.stage.addMark(
          activity: 0, day: day, mark: mark, note: nil, createdAt: nil, location: InputLocation(line: line, column: 1))
      }
      return batch
    }
    _ = try apply(try marks([("2026-11-01", .skipped), ("2026-11-02", .failed)]))
    // When a newer file has the 1st as before, the 2nd skipped and the 3rd failed
    let report = try apply(try marks([("2026-11-01", .skipped), ("2026-11-02", .skipped), ("2026-11-03", .failed)]))
    // Then each kind is counted apart, in the kind the file gives
    var expected = detail("Run", isNew: false, skipped: .init(present: 1, conflicting: 1))
    expected.failed = .init(added: 1)
    #expect(report.activityDetails == [expected])
    #expect(report.marks == .init(added: 1, present: 1, conflicting: 1))
  }

  /// The report's line for an activity that got `completions` and `skipped` days; a new one has its goal.
  func detail(
    _ name: String, isNew: Bool, completions: ImportReport.Tally = .init(), skipped: ImportReport.Tally = .init()
  ) -> ImportReport.ActivityDetail {
    var detail = ImportReport.ActivityDetail(name: name, isNew: isNew)
    detail.goal = isNew ? Goal.daily.description : nil
    detail.completions = completions
    detail.skipped = skipped
    return detail
  }
}
