import HabitCore
import Testing

@testable import HabitStore

/// Activities another tracker knows by its own id: found again by it, named apart when a name is taken, and
/// never taken over by another user.
@Suite struct ActivitySourceImportTests {
  let database: HabitDatabase
  let alice: User
  let bob: User
  let today = day("2026-11-21")

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
    bob = try database.addUser(named: "bob")
  }

  /// A batch of habits (source key, name), each done once on the 1st.
  func batch(_ habits: [(String, String)]) throws -> ImportBatch {
    var batch = try ImportBatch(format: "tracker")
    for (index, (key, name)) in habits.enumerated() {
      var activity = ImportedActivity(name: name, location: InputLocation(line: index + 1, column: 1))
      activity.source = ActivitySource(source: "tracker", key: key)
      batch.activities.append(activity)
      try batch.stage.addCompletion(
        activity: index, day: "2026-11-01", amount: nil, note: nil, createdAt: nil, oncePerDay: false)
    }
    return batch
  }

  func apply(_ batch: ImportBatch, as user: User) throws -> ImportReport {
    try database.importBatch(batch, options: ImportOptions(actingUser: user, today: today))
  }

  @Test func twoHabitsOfOneNameAndAnActivityOfThatNameAllStayApart() throws {
    // Given alice has her own Read
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    // When a file with two habits named Read (and one read) is imported
    let report = try apply(try batch([("1", "Read"), ("2", "Read"), ("3", "read")]), as: alice)
    // Then each gets the next free suffix
    #expect(report.activities == .init(added: 3))
    #expect(try database.activities(of: alice).map(\.name) == ["Read", "Read (2)", "Read (3)", "read (4)"])
    #expect(
      try database.db.query("SELECT source_key FROM activity_sources ORDER BY activity_id", decode: { try $0[0] as String })
        == ["1", "2", "3"])
  }

  @Test func aRenamedActivityIsFoundByItsSourceKey() throws {
    _ = try apply(try batch([("1", "Read")]), as: alice)
    var changes = ActivityChanges()
    changes.name = "Reading"
    _ = try database.editActivity(try database.activity("Read", of: alice), changes)
    let again = try apply(try batch([("1", "Read")]), as: alice)
    #expect(again.activities == .init(present: 1))
    #expect(again.completions == .init(present: 1))
    #expect(try database.activities(of: alice).map(\.name) == ["Reading"])
  }

  @Test func anotherUsersHabitIsAConflict() throws {
    _ = try apply(try batch([("1", "Read")]), as: alice)
    let asBob = try apply(try batch([("1", "Read"), ("2", "Swim")]), as: bob)
    #expect(asBob.activities == .init(added: 1, conflicting: 1))
    #expect(asBob.completions == .init(added: 1, conflicting: 1))
    #expect(asBob.conflicts == ["tracker habit 1 (Read) was imported for alice, not bob: its records were not imported"])
    #expect(try database.activities(of: bob).map(\.name) == ["Swim"])
  }

  @Test func aLongNameIsShortenedToFitItsSuffix() throws {
    let long = String(repeating: "a", count: 99) + "b"
    _ = try apply(try batch([("1", long), ("2", long)]), as: alice)
    #expect(try database.activities(of: alice).map(\.name) == [long, String(repeating: "a", count: 96) + " (2)"])
  }

  @Test func deletingTheActivityForgetsItsSource() throws {
    _ = try apply(try batch([("1", "Read")]), as: alice)
    try database.deleteActivity(try database.activity("Read", of: alice))
    #expect(try database.db.scalar("SELECT count(*) FROM activity_sources", as: Int.self) == 0)
    #expect(try apply(try batch([("1", "Read")]), as: alice).activities == .init(added: 1))
  }
}
