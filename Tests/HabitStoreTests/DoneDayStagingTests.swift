import Foundation
import HabitCore
import HabitScreens
import SQLite
import Testing

@testable import HabitStore

/// Listed days (the dates layouts, other trackers' done days) are staged as numbers in blobs and go in from
/// there: in the order the file has them, across the blobs' boundaries, checked against the apply step's today.
@Suite struct DoneDayStagingTests {
  let database: HabitDatabase
  let alice: User
  let today = day("2026-11-21")

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  func habit(_ name: String, uuid: String) -> ImportedActivity {
    var activity = ImportedActivity(name: name, location: InputLocation(line: 2, column: 1))
    activity.uuid = uuid
    return activity
  }

  @Test func moreDaysThanABlobHoldsGoInInTheFilesOrder() throws {
    // Given an existing activity done on its first day, and a file that lists its days and a new one's, in
    // turns, more of them than one blob of the stage holds
    let existing = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    _ = try database.recordCompletion(existing, on: day("1920-01-01"), amount: nil, note: nil)
    var batch = try ImportBatch(format: "dates-csv")
    batch.activities.append(habit("Read", uuid: existing.uuid))
    batch.activities.append(habit("Walk", uuid: "00000000-0000-4000-8000-000000000001"))
    let days = ImportStage.doneDaysPerChunk / 2 + 100
    var expected: [String] = []
    for offset in 0..<days {
      let text = day("1920-01-01").adding(days: offset).description
      for key in [0, 1] {
        try batch.stage.addCompletion(
          activity: key, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
      }
      if offset > 0 { expected.append("Read \(text)") }
    }
    expected = (0..<days).map { "Walk \(day("1920-01-01").adding(days: $0))" } + expected
    // When it is applied
    let report = try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
    // Then every day but the one Read had is added: the new activity's first, then the existing one's, each in
    // the file's order
    #expect(report.completions == .init(added: 2 * days - 1, present: 1))
    let added = try database.db.query(
      "SELECT a.name, c.day FROM completions c JOIN activities a ON a.id = c.activity_id WHERE c.id > 1 ORDER BY c.id"
    ) { "\(try $0[0] as String) \(try $0[1] as String)" }
    #expect(added.count == expected.count)
    let firstDifference = zip(added, expected).enumerated().first { $0.element.0 != $0.element.1 }
    #expect(firstDifference == nil, "row \(firstDifference?.offset ?? 0): \(firstDifference?.element.0 ?? "")")
  }

  @Test func aListedDayAfterTheImportsTodayIsRefusedAndNothingIsWritten() throws {
    // Given a batch staged without a today of its own, which lists a day no time zone calls today yet
    var batch = try ImportBatch(format: "dates-csv")
    batch.activities.append(habit("Walk", uuid: "00000000-0000-4000-8000-000000000001"))
    for text in ["2026-11-20", "2026-11-24", "2026-11-21"] {
      try batch.stage.addCompletion(activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    }
    // When it is applied, then it is refused with the day and the activity, and nothing is written
    #expect(
      throws: ImportError.afterToday("2026-11-24", today: today, at: nil, activity: "Walk")
    ) { try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today)) }
    #expect(try database.db.scalar("SELECT count(*) FROM activities", as: Int.self) == 0)
    #expect(try database.db.scalar("SELECT count(*) FROM completions", as: Int.self) == 0)
  }

  @Test func aDayWithoutTheShapeOfOneIsRefusedWhereItIsStaged() throws {
    let batch = try ImportBatch(format: "test")
    for text in ["2026-2-30", "2026-02-3x", "2026/02/03", "12026-02-03"] {
      #expect(throws: ImportError.self) {
        try batch.stage.addCompletion(
          activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true,
          at: InputLocation(line: 3, column: 5))
      }
    }
  }

  @Test func aDayThatDoesNotExistIsRefusedWhereItIsStaged() throws {
    // The rows of new activities are written with the schema's CHECKs off: the stage itself refuses 30 February.
    let batch = try ImportBatch(format: "dates-csv")
    try batch.stage.addCompletion(
      activity: 0, day: "2024-02-29", amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    for text in ["2026-02-30", "2025-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "0000-01-01"] {
      #expect(throws: ImportError.self, "\(text)") {
        try batch.stage.addCompletion(activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
      }
    }
  }

  @Test func theBulkPathKnowsEveryInsertTriggerAndCheckOfCompletions() throws {
    // The rows of new activities go in with triggers and CHECKs off: `ImportApplier.writeRows` does these
    // triggers' work itself and the stage checks these CHECKs. A trigger or CHECK added to `completions` must be
    // added there too, and here.
    let triggers = try database.db.query(
      "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'completions' AND sql LIKE '%INSERT ON%'"
        + " ORDER BY name"
    ) { try $0[0] as String }
    #expect(triggers == ["day_totals_after_completion_insert", "streak_checkpoints_after_completion_insert"])
    let table =
      try database.db.scalar("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'completions'") ?? ""
    // Each CHECK, up to the comment after it.
    let checks = table.split(separator: "\n").compactMap { line -> String? in
      guard let check = line.range(of: "CHECK (") else { return nil }
      return String(line[check.lowerBound...].prefix { $0 != "-" }).trimmingCharacters(in: .whitespaces)
    }
    #expect(
      checks == [
        "CHECK (day IS date(day, '+0 days')),", "CHECK (amount IS NULL OR amount >= 0),",
        "CHECK (note IS NULL OR length(note) > 0),",
      ])
  }

  @Test func anExactCompletionIsCheckedWhereItIsStagedAsTheSchemaWould() throws {
    // The rows of new activities are written with the schema's CHECKs off: the stage refuses what they refuse.
    let batch = try ImportBatch(format: "test")
    func stage(_ day: String, amount: Double? = nil) throws {
      try batch.stage.addCompletion(activity: 0, day: day, amount: amount, note: nil, createdAt: nil, oncePerDay: false)
    }
    try stage("2024-02-29", amount: 0)
    for (day, amount) in [("2026-02-30", nil), ("2026-2-03", nil), ("2026-01-01", -1), ("2026-01-01", .nan)] {
      #expect(throws: ImportError.self, "\(day) \(String(describing: amount))") { try stage(day, amount: amount) }
    }
  }

  @Test func exactCompletionsGoInInTheFilesOrderAcrossTheStagesBatches() throws {
    // Given two new activities' exact completions, in turns, two batches of the stage and a few more
    var batch = try ImportBatch(format: "test")
    batch.activities.append(habit("Read", uuid: "00000000-0000-4000-8000-000000000001"))
    batch.activities.append(habit("Walk", uuid: "00000000-0000-4000-8000-000000000002"))
    var expected: [String] = []
    for index in 0..<(2 * ImportStage.completionsPerInsert + 5) {
      let key = index % 2
      let text = day("2026-01-01").adding(days: index / 3).description
      let amount: Double? = index % 5 == 0 ? nil : Double(index) / 4
      let note: String? = index % 7 == 0 ? "note \(index)" : nil
      try batch.stage.addCompletion(
        activity: key, day: text, amount: amount, note: note, createdAt: nil, oncePerDay: false)
      expected.append("\(["Read", "Walk"][key]) \(text) \(amount.map { "\($0)" } ?? "-") \(note ?? "-")")
    }
    // When it is applied, then every one is in, in the file's order
    let report = try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
    #expect(report.completions.added == expected.count)
    let added = try database.db.query(
      "SELECT a.name, c.day, c.amount, c.note FROM completions c JOIN activities a ON a.id = c.activity_id ORDER BY c.id"
    ) { row in
      "\(try row[0] as String) \(try row[1] as String) \((try row[2] as Double?).map { "\($0)" } ?? "-") "
        + (try row[3] as String? ?? "-")
    }
    #expect(added == expected)
  }

  @Test func anEmptyNoteOfANewActivityIsNoNote() throws {
    var batch = try ImportBatch(format: "test")
    batch.activities.append(habit("Walk", uuid: "00000000-0000-4000-8000-000000000001"))
    try batch.stage.addCompletion(
      activity: 0, day: "2026-10-01", amount: nil, note: "", createdAt: nil, oncePerDay: false)
    _ = try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
    #expect(try database.db.scalar("SELECT count(*) FROM completions WHERE note IS NULL", as: Int.self) == 1)
  }

  @Test func newActivitiesListedDaysKeepDayTotalsAndCheckpointsAsTheTriggersWould() throws {
    // Given an existing activity whose streak checkpoint is saved, and a file with a new activity that has exact
    // completions with amounts and listed days, some on the same days
    let existing = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    _ = try database.recordCompletion(existing, on: day("2026-11-01"), amount: nil, note: nil)
    try database.db.run(
      "INSERT INTO streak_checkpoints (activity_id, boundary, week_start) VALUES (?, '2026-11-16', 'monday')",
      [existing.id])
    let checkpoints = try database.db.scalar("SELECT count(*) FROM streak_checkpoints", as: Int.self)
    var batch = try ImportBatch(format: "test")
    batch.activities.append(habit("Walk", uuid: "00000000-0000-4000-8000-000000000001"))
    for (text, amount) in [("2026-10-01", 0.1), ("2026-10-01", 0.2), ("2026-10-02", 0.7)] {
      try batch.stage.addCompletion(
        activity: 0, day: text, amount: amount, note: nil, createdAt: nil, oncePerDay: false)
    }
    for text in ["2026-09-30", "2026-10-01", "2026-10-02", "2026-10-03"] {
      try batch.stage.addCompletion(activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    }
    // When it is applied
    let report = try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
    // Then every row is in, each day's total is what reading its completions in id order gives, to the bit, and
    // the existing activity keeps its checkpoint
    #expect(report.completions.added == 7)
    let totals = try DayTotalsTests.rows(database.db, of: "day_totals")
    #expect(DayTotalsTests.same(totals, try DayTotalsTests.fromCompletions(database.db)), "\(totals)")
    #expect(try database.db.scalar("SELECT count(*) FROM streak_checkpoints", as: Int.self) == checkpoints)
    // And the connection checks foreign keys, runs triggers and checks CHECKs again
    #expect(try database.db.scalar("PRAGMA foreign_keys", as: Int.self) == 1)
    #expect(try database.db.triggersEnabled)
    #expect(throws: SQLiteError.self) {
      try database.db.run("INSERT INTO completions (activity_id, day) VALUES (?, '2026-02-30')", [existing.id])
    }
    _ = try database.db.run(
      "INSERT INTO completions (activity_id, day, amount) VALUES (?, '2026-10-01', 1)", [existing.id])
    #expect(try database.db.scalar("SELECT count(*) FROM streak_checkpoints", as: Int.self) == 0)
    let after = try DayTotalsTests.rows(database.db, of: "day_totals")
    #expect(DayTotalsTests.same(after, try DayTotalsTests.fromCompletions(database.db)))
  }
}
