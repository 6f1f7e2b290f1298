import Foundation
import HabitCore
import HabitInterchange
import HabitScreens
import HabitStore
import Testing

/// Beaver Habits' export: records, #skip, statuses, periods, keyed by Beaver's ids.
@Suite struct BeaverImportTests {
  static func export(_ habits: String) -> String {
    #"{"user_email": "alice@example.com", "exported_at": "2025-02-20 10:00:00", "habits": ["# + habits + "]}"
  }

  static let habits = """
    {"id": "a1b2c3", "name": "Read", "status": "active", "tags": ["books"], "star": true, "chips": null,
     "period": {"period_type": "W", "period_count": 1, "target_count": 3},
     "records": [{"day": "2025-02-11", "done": true, "text": "#skip ill"}, {"day": "2025-02-10", "done": true, "text": "ch. 1"},
                 {"day": "2025-02-12", "done": false, "text": null}, {"day": "2025-02-13", "done": true, "text": "#skip"}]},
    {"id": "d4e5f6", "name": "Read", "status": "archive", "tags": [], "star": false, "chips": [], "period": null,
     "records": [{"day": "2025-01-05", "done": true}]},
    {"id": "0a0b0c", "name": "Swim", "status": "active", "tags": [], "star": false, "chips": null,
     "period": {"period_type": "W", "period_count": 2, "target_count": 3}, "records": []},
    {"id": "ffffff", "name": "Old", "status": "soft_delete", "tags": [], "star": false, "chips": null, "period": null,
     "records": [{"day": "2025-01-01", "done": true}, {"day": "2025-01-02", "done": true}]}
    """

  @Test func recordsStatusesAndPeriodsBecomeDaysArchivesAndGoals() throws {
    // Given alice already has an activity named Read
    let beaver = try ForeignImport()
    _ = try beaver.database.addActivity(NewActivity(name: "Read"), for: beaver.user, today: beaver.today)
    beaver.write("export.json", Self.export(Self.habits))
    // When the export is imported
    let batch = try beaver.readFile("export.json")
    #expect(batch.format == "beaver")
    let report = try beaver.apply(batch)
    // Then the first of Beaver's Reads takes her Read on (which gets its goal from before her own), and the other
    // arrives with a visible suffix; the deleted habit does not
    #expect(
      try beaver.described() == [
        "Read | created 2025-03-01 | 3/week from 2025-02-10 | 1/day from 2025-03-01",
        "  2025-02-10 done 'ch. 1'",
        "  2025-02-11 skipped 'ill'",
        "  2025-02-13 skipped",
        "Read (2) | created 2025-01-05 | 1/day from 2025-01-05 | archived",
        "  2025-01-05 done",
        "Swim | created 2025-03-01 | 3/14d from 2025-03-01",
      ])
    #expect(report.activities == .init(added: 2, present: 1))
    #expect(
      report.ignored == [
        .init(reason: "Beaver habits with tags, a star or chips: habit has no place for them", count: 1),
        .init(reason: "Beaver periods with no calendar equal, kept as rolling windows", count: 1),
        .init(reason: "Beaver records done: false, a day unticked rather than failed", count: 1),
        .init(reason: "deleted Beaver habits: status soft_delete", count: 1),
        .init(reason: "records of deleted Beaver habits", count: 2),
      ])
  }

  @Test func aNewerExportFindsRenamedHabitsByTheirIDAndAddsOnlyWhatIsNew() throws {
    let beaver = try ForeignImport()
    beaver.write("export.json", Self.export(Self.habits))
    try beaver.apply(try beaver.readFile("export.json"))
    // Given the imported Read was renamed in habit, and Beaver has a day more
    let read = try beaver.database.activity("Read", of: beaver.user)
    var rename = ActivityChanges()
    rename.name = "Reading"
    _ = try beaver.database.editActivity(read, rename)
    let newer = Self.habits.replacingOccurrences(
      of: #"{"day": "2025-02-10", "done": true, "text": "ch. 1"}"#,
      with: #"{"day": "2025-02-10", "done": true, "text": "ch. 1"}, {"day": "2025-02-14", "done": true}"#)
    beaver.write("newer.json", Self.export(newer))
    // When the newer export is imported
    let report = try beaver.apply(try beaver.readFile("newer.json"))
    // Then it adds the one new day to Reading, and no activity
    #expect(report.activities == .init(present: 3))
    #expect(report.completions == .init(added: 1, present: 2))
    #expect(report.activityDetails.first?.name == "Reading")
    #expect(report.activityDetails.first?.completions == .init(added: 1, present: 1))
    #expect(report.activityDetails.first?.skipped == .init(present: 2))
    #expect(
      try beaver.database.activities(of: beaver.user, includeArchived: true).map(\.name) == [
        "Reading", "Read (2)", "Swim",
      ])
  }

  @Test func theFileASelfHostedBeaverStoresReadsLikeItsExport() throws {
    // Given the JSON a self-hosted Beaver keeps on disk for a user: its habits under "data", with their order
    let beaver = try ForeignImport()
    beaver.write("export.json", Self.export(Self.habits))
    beaver.write("stored.json", #"{"data": {"order": ["a1b2c3"], "habits": ["# + Self.habits + "]}}")
    // When it is imported, and the export beside it
    let batch = try beaver.readFile("stored.json")
    #expect(batch.format == "beaver")
    try beaver.apply(batch)
    let stored = try beaver.described()
    let again = try beaver.apply(try beaver.readFile("export.json"))
    // Then it holds the same habits as the export, which then adds nothing
    #expect(stored.first == "Read | created 2025-02-10 | 3/week from 2025-02-10")
    #expect(stored.count == 7)
    #expect(again.completions.added == 0 && again.activities == .init(present: 3) && again.marks.added == 0)
    #expect(batch.ignored["members of Beaver's stored data other than habits (the order of the list)"] == 1)
  }

  @Test func anOlderStorageFilesHabitsWithoutIDsAreKnownByName() throws {
    // Given the file an older self-hosted Beaver stored, whose habits have names but no ids
    let beaver = try ForeignImport()
    let older = """
      {"data": {"habits": [
        {"name": "Read", "records": [{"day": "2025-02-10", "done": true, "text": "ch. 1"}]},
        {"name": "Swim", "records": [{"day": "2025-02-11", "done": true, "text": "#skip"}]}]}}
      """
    beaver.write("stored.json", older)
    // When it is imported, twice
    let first = try beaver.apply(try beaver.readFile("stored.json"))
    let again = try beaver.apply(try beaver.readFile("stored.json"))
    // Then its habits arrive, and the second import finds them by name and adds nothing
    #expect(
      first.activities == .init(added: 2) && first.completions == .init(added: 1) && first.marks == .init(added: 1))
    #expect(again.activities == .init(present: 2) && again.completions == .init(present: 1))
    #expect(again.marks == .init(present: 1))
    // And a later export, where Beaver has given Read an id, takes Read on rather than adding "Read (2)"
    beaver.write(
      "export.json",
      Self.export(
        #"{"id": "a1b2c3", "name": "Read", "records": [{"day": "2025-02-10", "done": true, "text": "ch. 1"}, "#
          + #"{"day": "2025-02-12", "done": true}]}"#))
    let later = try beaver.apply(try beaver.readFile("export.json"))
    #expect(later.activities == .init(present: 1) && later.completions == .init(added: 1, present: 1))
    #expect(
      try beaver.described() == [
        "Read | created 2025-02-10 | 1/day from 2025-02-10", "  2025-02-10 done 'ch. 1'", "  2025-02-12 done",
        "Swim | created 2025-02-11 | 1/day from 2025-02-11", "  2025-02-11 skipped",
      ])
  }

  func error(_ habits: String) throws -> ImportError? {
    let beaver = try ForeignImport()
    beaver.write("export.json", Self.export(habits))
    do {
      _ = try beaver.readFile("export.json", .beaver)
      return nil
    } catch let error as ImportError {
      return error
    }
  }

  @Test(arguments: [
    (#"{"id": "a", "name": "A", "status": "paused", "records": []}"#, 121, "'paused' is not a Beaver habit status"),
    (#"{"id": "a", "records": []}"#, 86, "this habit has no \"name\""),
    (#"{"name": "A"}, {"name": "a"}"#, 101, "the habit 'a' is listed twice (first on line 1)"),
    (
      #"{"id": "a", "name": "A", "period": {"period_type": "Q", "period_count": 1, "target_count": 1}}"#, 121,
      "'Q' is not a period type"
    ),
    (
      #"{"id": "a", "name": "A", "period": {"period_type": "W", "period_count": 1, "target_count": 8}}"#, 121,
      "8 done days cannot fit in one week"
    ),
    (
      #"{"id": "a", "name": "A", "period": {"period_type": "Y", "period_count": 2, "target_count": 1}}"#, 121,
      "a period of 730 days is longer than habit's rolling goals can be (366 days)"
    ),
    (
      #"{"id": "a", "name": "A", "records": [{"day": "2025-02-10", "done": true}, {"day": "2025-02-10", "done": false}]}"#,
      160, "2025-02-10 has a second record (the first is on line 1)"
    ),
    (#"{"id": "a", "name": "A", "records": [{"day": "2025-02-10"}]}"#, 123, "this record has no \"done\""),
    (#"{"id": "a", "name": "A"}, {"id": "a", "name": "B"}"#, 112, "the habit a is listed twice (first on line 1)"),
  ])
  func aBadHabitIsLocated(habit: String, column: Int, message: String) throws {
    let error = try #require(try error(habit))
    #expect(error.location == InputLocation(line: 1, column: column))
    #expect(error.message == message)
  }
}
