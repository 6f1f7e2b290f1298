import HabitCore
import HabitScreens
import Testing

@testable import HabitStore

/// Activities another tracker knows by its own id: found again by it, adopting the user's activity of the same
/// name only when that one has no id from the same tracker yet, named apart otherwise, and never taken over by
/// another user.
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

  /// A batch of habits (source key, name) from `source`, each done once on the 1st.
  func batch(_ habits: [(String, String)], source: String = "tracker") throws -> ImportBatch {
    var batch = try ImportBatch(format: source)
    for (index, (key, name)) in habits.enumerated() {
      var activity = ImportedActivity(name: name, location: InputLocation(line: index + 1, column: 1))
      activity.source = ActivitySource(source: source, key: key)
      batch.activities.append(activity)
      try batch.stage.addCompletion(
        activity: index, day: "2026-11-01", amount: nil, note: nil, createdAt: nil, oncePerDay: false)
    }
    return batch
  }

  func apply(_ batch: ImportBatch, as user: User) throws -> ImportReport {
    try database.importBatch(batch, options: ImportOptions(actingUser: user, today: today))
  }

  /// Each activity's keys, `name: source key`, in the order they were remembered.
  func sources() throws -> [String] {
    try database.db.query(
      "SELECT a.name, s.source, s.source_key FROM activity_sources s JOIN activities a ON a.id = s.activity_id "
        + "ORDER BY s.rowid"
    ) { row in "\(try row[0] as String): \(try row[1] as String) \(try row[2] as String)" }
  }

  @Test func anActivityOfTheSameNameWithoutAnIdFromTheTrackerIsAdopted() throws {
    // Given alice's Read, made by hand, and her Swim, imported from another tracker
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    _ = try apply(try batch([("s", "Swim")], source: "other"), as: alice)
    // When the tracker's Read and swim come in, then again under new names
    let report = try apply(try batch([("1", "Read"), ("2", "swim")]), as: alice)
    let renamed = try apply(try batch([("1", "Reading"), ("2", "Swimming")]), as: alice)
    // Then both are adopted, take the tracker's ids on, and are found by them afterwards
    #expect(report.activities == .init(present: 2))
    #expect(report.completions == .init(added: 1, present: 1))
    #expect(renamed.activities == .init(present: 2))
    #expect(try database.activities(of: alice).map(\.name) == ["Read", "Swim"])
    #expect(try sources() == ["Swim: other s", "Read: tracker 1", "Swim: tracker 2"])
  }

  @Test func anActivityOfTheSameNameWithAnIdFromTheTrackerIsAnotherHabit() throws {
    // Given the tracker's habit 1, Read, imported
    _ = try apply(try batch([("1", "Read")]), as: alice)
    // When another of its habits, also named Read, comes in
    let report = try apply(try batch([("1", "Read"), ("2", "read")]), as: alice)
    // Then it arrives beside the first, with a visible suffix
    #expect(report.activities == .init(added: 1, present: 1))
    #expect(try database.activities(of: alice).map(\.name) == ["Read", "read (2)"])
    #expect(try sources() == ["Read: tracker 1", "read (2): tracker 2"])
  }

  @Test func habitsOfOneNameInOneFileAdoptTheUsersActivityOnceAndThenStayApart() throws {
    // Given alice has her own Read
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    // When a file with two habits named Read (and one read) is imported
    let report = try apply(try batch([("1", "Read"), ("2", "Read"), ("3", "read")]), as: alice)
    // Then the first takes hers on, and the others get the next free suffix
    #expect(report.activities == .init(added: 2, present: 1))
    #expect(try database.activities(of: alice).map(\.name) == ["Read", "Read (2)", "read (3)"])
    #expect(try sources() == ["Read: tracker 1", "Read (2): tracker 2", "read (3): tracker 3"])
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
    #expect(
      asBob.conflicts == [
        "Read was imported from this tracker data for alice (as Read), not for bob: its records were not imported"
      ])
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
