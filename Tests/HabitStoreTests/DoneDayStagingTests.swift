import HabitCore
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
    // Given a batch staged without a today of its own, which lists a day after the import's today
    var batch = try ImportBatch(format: "dates-csv")
    batch.activities.append(habit("Walk", uuid: "00000000-0000-4000-8000-000000000001"))
    for text in ["2026-11-20", "2026-11-22", "2026-11-21"] {
      try batch.stage.addCompletion(activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    }
    // When it is applied, then it is refused with the day and the activity, and nothing is written
    #expect(
      throws: ImportError.afterToday("2026-11-22", today: today, at: nil, activity: "Walk")
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

  @Test func aDayThatDoesNotExistIsRefusedByTheSchemaAndNothingIsWritten() throws {
    var batch = try ImportBatch(format: "dates-csv")
    batch.activities.append(habit("Walk", uuid: "00000000-0000-4000-8000-000000000001"))
    for text in ["2026-02-28", "2026-02-30"] {
      try batch.stage.addCompletion(activity: 0, day: text, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    }
    #expect(throws: (any Error).self) {
      try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
    }
    #expect(try database.db.scalar("SELECT count(*) FROM completions", as: Int.self) == 0)
  }
}
