import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// Every format, exported from a household of awkward texts and imported back, keeps what it carries.
@Suite struct InterchangeRoundTripTests {
  @Test func nativeJSONIsByteIdenticalAfterImportIntoAnEmptyDatabase() throws {
    let original = try TrickyHousehold.make()
    let first = try TrickyHousehold.export(.json, original)
    let copy = try HabitDatabase.inMemory()
    let report = try TrickyHousehold.import(first, into: copy)
    #expect(report.format == "json")
    #expect(report.users == .init(added: 2))
    #expect(report.activities == .init(added: 4))
    #expect(report.goals == .init(added: 6))
    #expect(report.completions == .init(added: 15))
    #expect(report.marks == .init(added: 2))
    #expect(report.settings == .init(added: 1))
    let second = try TrickyHousehold.export(.json, copy)
    #expect(second == first)
    // And importing it again adds nothing.
    let again = try TrickyHousehold.import(first, into: copy)
    #expect(again.completions == .init(present: 15))
    #expect(again.users.added + again.activities.added + again.goals.added + again.marks.added == 0)
    #expect(try TrickyHousehold.export(.json, copy) == first)
  }

  @Test(arguments: [true, false])
  func csvFilesCarryEveryActivityCompletionAndDayMark(escapingFormulas: Bool) throws {
    let original = try TrickyHousehold.make()
    let activities = try TrickyHousehold.export(.activitiesCSV, original, escapesFormulas: escapingFormulas)
    let completions = try TrickyHousehold.export(.csv, original, escapesFormulas: escapingFormulas)
    // The CSV formats name users, who must exist.
    let copy = try HabitDatabase.inMemory()
    for user in try original.users() { _ = try copy.addUser(named: user.name) }
    try TrickyHousehold.import(activities, into: copy, unescapesFormulas: escapingFormulas)
    let report = try TrickyHousehold.import(completions, into: copy, unescapesFormulas: escapingFormulas)
    #expect(report.completions == .init(added: 15))
    // Skipped and failed days come through with their notes, so streaks are the same on both sides.
    #expect(report.marks == .init(added: 2))
    for user in try original.users() {
      for activity in try original.activities(of: user, includeArchived: true) {
        let copied = try copy.activity(activity.name, of: try copy.user(named: user.name))
        #expect(
          try copy.markRecords(of: copied).map { [$0.day, $0.mark.rawValue, $0.note ?? ""] }
            == original.markRecords(of: activity).map { [$0.day, $0.mark.rawValue, $0.note ?? ""] })
      }
    }
    #expect(report.activities == .init(present: 4))
    #expect(try TrickyHousehold.export(.activitiesCSV, copy, escapesFormulas: escapingFormulas) == activities)
    // Times of recording are not in the CSV, so same-day completions may come back in another order.
    let exported = try TrickyHousehold.export(.csv, copy, escapesFormulas: escapingFormulas)
    #expect(
      CSVReading(exported).fields.sorted { $0.lexicographicallyPrecedes($1) }
        == CSVReading(completions).fields.sorted { $0.lexicographicallyPrecedes($1) })
    let again = try TrickyHousehold.import(completions, into: copy, unescapesFormulas: escapingFormulas)
    #expect(again.completions == .init(present: 15) && again.marks == .init(present: 2))
  }

  @Test func aCSVFromBeforeDayMarksIsStillRead() throws {
    // Given a csv file as habit wrote it before the mark column
    let copy = try HabitDatabase.inMemory()
    _ = try copy.addUser(named: "alice")
    let older = """
      user,activity_id,activity,day,amount,unit,note
      alice,,Read,2026-01-02,3,pages,
      alice,,Read,2026-01-03,,pages,good

      """
    // When it is imported
    let report = try TrickyHousehold.import(older, into: copy)
    // Then it is read as csv, its rows as completions
    #expect(report.format == "csv")
    #expect(report.completions == .init(added: 2) && report.marks == .init())
  }

  @Test func aMarkRowWithAnAmountOrAnUnknownMarkIsRefused() throws {
    let copy = try HabitDatabase.inMemory()
    _ = try copy.addUser(named: "alice")
    let header = "user,activity_id,activity,day,amount,unit,note,mark\n"
    let amount = #expect(throws: ImportError.self) {
      try TrickyHousehold.import(header + "alice,,Read,2026-01-02,3,,,skipped\n", into: copy)
    }
    #expect(amount?.description == "2:24: a skipped day has no amount, but this row has '3'")
    let unknown = #expect(throws: ImportError.self) {
      try TrickyHousehold.import(header + "alice,,Read,2026-01-02,,,,excused\n", into: copy)
    }
    #expect(unknown?.description == "2:27: 'excused' is not a day mark")
  }

  @Test func escapedCellsReadBackAsWritten() throws {
    let completions = try TrickyHousehold.export(.csv, try TrickyHousehold.make())
    #expect(completions.contains(",'=1+1,\n"))
    #expect(completions.contains(",'@home 🏠,\n"))
    #expect(completions.contains(",''=already quoted,\n"))
    #expect(completions.contains(",'-,\n"))
    #expect(completions.contains("\n'=WATER()") == false)
    #expect(completions.contains(",'=WATER(),"))
    let verbatim = try TrickyHousehold.export(.csv, try TrickyHousehold.make(), escapesFormulas: false)
    #expect(verbatim.contains(",=1+1,\n"))
  }

  @Test func datesLayoutsAreByteIdenticalAfterImport() throws {
    let original = try TrickyHousehold.make()
    for format in [InterchangeFormat.datesJSON, .datesCSV] {
      let first = try TrickyHousehold.export(format, original)
      let copy = try HabitDatabase.inMemory()
      let bob = try copy.addUser(named: "bob")
      let report = try TrickyHousehold.import(first, into: copy, actingUser: bob)
      #expect(report.activities == .init(added: 4), "\(format)")
      #expect(report.completions == .init(added: 11), "\(format)")
      let second = try TrickyHousehold.export(format, copy)
      if format == .datesJSON {
        #expect(second == first)
      } else {
        // The CSV has no names: the habits are named after their ids, and come back in that order.
        #expect(second.split(separator: "\n").sorted() == first.split(separator: "\n").sorted())
      }
      #expect(try TrickyHousehold.import(first, into: copy, actingUser: bob).completions == .init(present: 11))
    }
  }

  @Test func theDatesLayoutAloneAndWithHabitsIsRead() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let alone = """
      {"0F8FAD5B-D9CB-469F-A165-70867728950E": ["2026-03-01", "2026-03-02", "2026-03-01"]}
      """
    let report = try TrickyHousehold.import(alone, into: database, actingUser: alice)
    #expect(report.format == "dates-json")
    #expect(report.completions == .init(added: 2))
    #expect(report.ignored == [.init(reason: "a day listed twice for the same activity", count: 1)])
    let activity = try database.activities(of: alice)[0]
    #expect(activity.name == "Habit 0f8fad5b")
    #expect(activity.uuid == "0f8fad5b-d9cb-469f-a165-70867728950e")
    #expect(activity.createdOn == TrickyHousehold.day("2026-03-01"))

    let withHabits = """
      {
        "completions": {"0f8fad5b-d9cb-469f-a165-70867728950e": ["2026-03-03"]},
        "habits": [
          {"id": "0F8FAD5B-D9CB-469F-A165-70867728950E", "title": "Stretch", "emoji": "🤸", "colorHex": "FF8800",
           "createdDate": 793933200, "reminder": "08:00"},
          {"id": "7c9e6679-7425-40de-944b-e07fc1f90ae7", "title": "Floss", "emoji": "🦷", "colorHex": "#00ff00",
           "createdDate": "2026-02-14T09:30:00+01:00"}
        ]
      }
      """
    let second = try TrickyHousehold.import(withHabits, into: database, actingUser: alice)
    // The title names the habit the first file named after its id: the database keeps its name and says so.
    #expect(second.activities == .init(added: 1, conflicting: 1) && second.renamedActivities == 1)
    #expect(
      second.conflicts == [
        "activity 0f8fad5b-d9cb-469f-a165-70867728950e is named Stretch in the file but Habit 0f8fad5b in the "
          + "database: its records were imported into Habit 0f8fad5b, which keeps its name"
      ])
    #expect(second.completions == .init(added: 1))
    let otherMembers = "a habit's member other than id, title, emoji, colorHex, createdDate"
    #expect(second.ignored == [.init(reason: otherMembers, count: 1)])
    let floss = try database.activity("Floss", of: alice)
    #expect(floss.icon == "🦷")
    #expect(floss.color.hex == "#00FF00")
    #expect(floss.createdOn == TrickyHousehold.day("2026-02-14"))
    // 793,933,200 s after 2001-01-01 UTC is 01:00 on 2026-02-28; an existing habit keeps its own properties.
    let third = try HabitDatabase.inMemory()
    let carol = try third.addUser(named: "carol")
    try TrickyHousehold.import(withHabits, into: third, actingUser: carol)
    let stretch = try third.activity("Stretch", of: carol)
    #expect(stretch.createdOn == TrickyHousehold.day("2026-02-28"))
    #expect(stretch.color.hex == "#FF8800")
  }

  /// Habits known only by id are named after as many leading hex digits as tell them apart: at least 8, one
  /// more than the most any two share (dashes skipped, case ignored).
  @Test func habitsKnownOnlyByIDAreNamedAfterTheDigitsThatTellThemApart() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    // The first two share 11 digits, 0f8fad5bd9c, across the first dash; the third shares none.
    let shared = """
      habit_id,date
      0F8FAD5B-D9CB-469F-A165-70867728950E,2026-03-01
      0f8fad5b-d9cc-469f-a165-70867728950e,2026-03-01
      7c9e6679-7425-40de-944b-e07fc1f90ae7,2026-03-01
      """
    #expect(try TrickyHousehold.import(shared, into: database, actingUser: alice).activities == .init(added: 3))
    #expect(
      try database.activities(of: alice).map(\.name).sorted() == [
        "Habit 0f8fad5bd9cb", "Habit 0f8fad5bd9cc", "Habit 7c9e66797425",
      ])
    // Ids that share no more than 7 digits keep the shortest names.
    let bob = try database.addUser(named: "bob")
    let apart = """
      habit_id,date
      11111111-0000-4000-8000-000000000000,2026-03-01
      11111112-0000-4000-8000-000000000000,2026-03-01
      """
    #expect(try TrickyHousehold.import(apart, into: database, actingUser: bob).activities == .init(added: 2))
    #expect(try database.activities(of: bob).map(\.name).sorted() == ["Habit 11111111", "Habit 11111112"])
  }
}
