import HabitCore
import HabitScreens
import Testing

@testable import HabitStore

/// A batch of many activities into a database with few reads the database's activities once and keeps them in
/// step with the ones it creates; it must find what one lookup at a time finds.
@Suite struct ManyActivitiesImportTests {
  let database: HabitDatabase
  let alice: User
  let today = day("2026-11-21")

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  func activity(_ name: String, uuid: String?) -> ImportedActivity {
    var activity = ImportedActivity(name: name, location: InputLocation(line: 2, column: 1))
    activity.uuid = uuid
    return activity
  }

  /// Imports `batch` as alice, after staging one listed day for each of its activities (`day(key)`).
  func importing(_ batch: ImportBatch, day: (Int) -> String) throws -> ImportReport {
    for key in batch.activities.indices {
      try batch.stage.addCompletion(
        activity: key, day: day(key), amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    }
    return try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
  }

  func uuid(_ number: Int) -> String {
    "00000000-0000-4000-8000-" + String(String(1_000_000_000_000 + number).suffix(12))
  }

  @Test func activitiesAreFoundByIdAndByNameIgnoringCaseAmongThoseTheImportCreates() throws {
    // Given alice's Read and bob's Chess
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    let bob = try database.addUser(named: "bob")
    let chess = try database.addActivity(NewActivity(name: "Chess"), for: bob, today: today)
    // When a batch of 70 activities names Read by its id, bob's Chess by its id, Read by name in capitals
    // without an id and with another id, 65 new habits, and the fifth of those by name with another id
    var batch = try ImportBatch(format: "dates-csv")
    batch.activities = [
      activity("Reading", uuid: read.uuid), activity("Chess", uuid: chess.uuid), activity("READ", uuid: nil),
      activity("read", uuid: uuid(1)),
    ]
    batch.activities += (0..<65).map { activity("Habit \($0)", uuid: uuid(100 + $0)) }
    batch.activities.append(activity("habit 4", uuid: uuid(2)))
    let report = try importing(batch) { _ in "2026-11-01" }
    // Then Read is present twice, the 65 habits are added, and the other three are conflicts
    #expect(report.activities.present == 2)
    #expect(report.activities.added == 65)
    #expect(report.activities.conflicting == 3)
    #expect(report.completions.added == 65 + 1)
    #expect(
      try database.db.scalar("SELECT count(*) FROM activities WHERE user_id = ?", [alice.id], as: Int.self) == 66)
    #expect(
      try database.db.scalar(
        "SELECT count(*) FROM completions WHERE activity_id = ?", [read.id], as: Int.self) == 1)
  }

  @Test func activitiesCreatedEarlierInTheBatchAreFoundBeforeTheyAreWrittenAndKeepTheFilesOrder() throws {
    // Given a batch of 70 new habits whose ids sort in the reverse of the file's order, then the 31st again by its
    // id under another name, and the 41st again by its name in capitals without an id
    var batch = try ImportBatch(format: "dates-csv")
    batch.activities = []
    batch.activities += (0..<70).map { activity("Habit \($0)", uuid: uuid(1_000 - $0)) }
    batch.activities.append(activity("Renamed", uuid: uuid(1_000 - 30)))
    batch.activities.append(activity("HABIT 40", uuid: nil))
    let report = try importing(batch) { "2026-11-0\(1 + $0 % 9)" }
    // Then the 70 are added and the last two are found among them, each getting its completion
    #expect(report.activities.added == 70)
    #expect(report.activities.present == 2)
    #expect(report.activities.conflicting == 0)
    #expect(report.completions.added == 72)
    // And the ids follow the file's order, as do the places, whatever order the rows were written in
    let rows = try database.db.query(
      "SELECT id, uuid, name, position FROM activities WHERE user_id = ? ORDER BY id", [alice.id]
    ) { (id: try $0[0] as Int64, uuid: try $0[1] as String, name: try $0[2] as String, position: try $0[3] as Int) }
    #expect(rows.map(\.name) == (0..<70).map { "Habit \($0)" })
    #expect(rows.map(\.uuid) == (0..<70).map { uuid(1_000 - $0) })
    #expect(rows.map(\.position) == Array(0..<70))
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.id + 1 == $1.id })
    let counts = try database.db.query(
      "SELECT a.name, count(*) FROM completions c JOIN activities a ON a.id = c.activity_id GROUP BY a.id ORDER BY a.id"
    ) { (name: try $0[0] as String, count: try $0[1] as Int) }
    #expect(counts.filter { $0.count == 2 }.map(\.name) == ["Habit 30", "Habit 40"])
  }
}
