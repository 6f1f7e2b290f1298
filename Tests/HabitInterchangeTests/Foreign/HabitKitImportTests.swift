import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// HabitKit's export: local days from UTC instants and offsets, summed rows, intervals as the goal history.
@Suite struct HabitKitImportTests {
  static func export(habits: String, completions: String, intervals: String = "") -> String {
    """
    {"habits": [\(habits)],
     "completions": [\(completions)],
     "intervals": [\(intervals)],
     "reminders": [{"id": "r1", "habitId": "h1", "weekdayIndices": [1, 2], "hour": 8, "minute": 0}],
     "categories": [{"id": "c1", "name": "Health", "icon": "heart", "orderIndex": 0}],
     "categoryMappings": [{"id": "m1", "habitId": "h1", "categoryId": "c1", "orderIndex": 0, "createdAt": "2025-01-01T08:00:00.000Z"}]}
    """
  }

  static func habit(
    _ id: String, _ name: String, color: String = "blue", inverse: Bool = false, order: Int = 0,
    archived: Bool = false
  ) -> String {
    """
    {"id": "\(id)", "name": "\(name)", "description": "about \(name)", "icon": "drop", "color": "\(color)",
     "emoji": "💧", "archived": \(archived), "isInverse": \(inverse), "orderIndex": \(order),
     "createdAt": "2025-01-01T08:30:00.000Z"}
    """
  }

  static func completion(_ habit: String, _ date: String, _ offset: Int, _ amount: Int = 1, note: String? = nil)
    -> String
  {
    """
    {"id": "x", "date": "\(date)", "habitId": "\(habit)", "timezoneOffsetInMinutes": \(offset), \
    "amountOfCompletions": \(amount), "note": \(note.map { "\"\($0)\"" } ?? "null")}
    """
  }

  static func interval(_ habit: String, _ start: String, _ type: String, _ required: Int?, _ perDay: Int) -> String {
    """
    {"id": "i", "habitId": "\(habit)", "startDate": "\(start)", "endDate": null, "type": "\(type)", \
    "requiredNumberOfCompletions": \(required.map(String.init) ?? "null"), "requiredNumberOfCompletionsPerDay": \(perDay), \
    "unitType": "incremental", "streakType": "day", "allowExceedingGoal": true}
    """
  }

  @Test func anExportOf2023WithNumericIDsAndLocalTimesReads() throws {
    // Given an export of 2023: numbers for ids, and the device's local times without Z, with microseconds
    let habitKit = try ForeignImport(today: "2023-06-01")
    let text = """
      {"habits": [{"id": 1, "name": "Stretch", "color": "blue", "archived": false, "isInverse": false,
                   "orderIndex": 0, "createdAt": "2023-04-20T23:41:26.850664"}],
       "completions": [{"id": 7, "date": "2023-04-24T00:00:00.000", "habitId": 1, "timezoneOffsetInMinutes": -420,
                        "amountOfCompletions": 1, "note": null},
                       {"id": 8, "date": "2023-04-25T13:41:26.850664", "habitId": 1, "timezoneOffsetInMinutes": 600,
                        "amountOfCompletions": 2, "note": "two"}],
       "intervals": [{"id": 3, "habitId": 1, "startDate": "2023-04-20T23:41:26.850664", "endDate": null,
                      "type": "week", "requiredNumberOfCompletions": 3, "requiredNumberOfCompletionsPerDay": 1}]}
      """
    habitKit.write("export.json", text)
    // When it is imported, then again
    let batch = try habitKit.readFile("export.json")
    #expect(batch.format == "habitkit")
    try habitKit.apply(batch)
    let again = try habitKit.apply(try habitKit.readFile("export.json"))
    // Then each local time's day is the date written, whatever the offset, and the second import adds nothing
    #expect(
      try habitKit.described() == [
        "Stretch | created 2023-04-20 | 3/week from 2023-04-20",
        "  2023-04-24 done",
        "  2023-04-25 done 'two'",
        "  2023-04-25 done",
      ])
    #expect(again.completions == .init(present: 3) && again.activities == .init(present: 1))
  }

  @Test(arguments: [
    // Local midnight of 2025-02-10 at UTC+14 is 10:00 UTC the day before; at UTC-12, noon UTC that day.
    ("2025-02-09T10:00:00.000Z", 840, "2025-02-10"), ("2025-02-10T12:00:00.000Z", -720, "2025-02-10"),
    ("2025-02-09T22:00:00.000Z", 120, "2025-02-10"), ("2025-02-10T05:00:00.000Z", -300, "2025-02-10"),
    ("2025-02-10T00:00:00.000Z", 0, "2025-02-10"), ("2025-02-10T00:00:00Z", 0, "2025-02-10"),
    ("2024-12-31T23:00:00.000Z", 60, "2025-01-01"), ("2025-02-28T10:00:00.000Z", 840, "2025-03-01"),
  ])
  func aCompletionsDayIsItsDateShiftedByItsOffset(date: String, offset: Int, day: String) throws {
    let habitKit = try ForeignImport()
    habitKit.write(
      "export.json", Self.export(habits: Self.habit("h1", "Water"), completions: Self.completion("h1", date, offset)))
    try habitKit.apply(try habitKit.readFile("export.json"))
    let water = try habitKit.database.activity("Water", of: habitKit.user)
    #expect(try habitKit.database.completions(of: water).map(\.day.description) == [day])
  }

  @Test func habitsCompletionsAndIntervalsBecomeActivitiesDaysAndAGoalHistory() throws {
    let habitKit = try ForeignImport()
    habitKit.write(
      "export.json",
      Self.export(
        habits: [
          Self.habit("h1", "Water", color: "lightBlue"),
          Self.habit("h2", "Snack", color: "mauve", inverse: true, order: 1),
          Self.habit("h3", "Gym", color: "deepOrange", order: 2, archived: true),
        ].joined(separator: ","),
        completions: [
          Self.completion("h1", "2025-02-09T23:00:00.000Z", 60, 2, note: "morning"),
          Self.completion("h1", "2025-02-09T23:00:00.000Z", 60, 1),
          Self.completion("h1", "2025-02-10T23:00:00.000Z", 60, 0),
          Self.completion("h2", "2025-02-11T23:00:00.000Z", 60, 1, note: "cake"),
          Self.completion("gone", "2025-02-11T23:00:00.000Z", 60, 1),
        ].joined(separator: ","),
        intervals: [
          Self.interval("h1", "2025-01-31T23:00:00.000Z", "none", nil, 8),
          Self.interval("h1", "2025-02-09T23:00:00.000Z", "week", 3, 2),
          Self.interval("h1", "2025-02-09T23:00:00.000Z", "week", 5, 1),
          Self.interval("h2", "2025-01-31T23:00:00.000Z", "day", nil, 2),
          Self.interval("h3", "2025-02-01T00:00:00.000Z", "month", 10, 1),
          Self.interval("gone", "2025-02-01T00:00:00.000Z", "day", nil, 1),
        ].joined(separator: ",")))
    let batch = try habitKit.readFile("export.json")
    #expect(batch.format == "habitkit")
    let report = try habitKit.apply(batch)
    #expect(
      try habitKit.described() == [
        "Water | created 2025-01-01 | 8/day from 2025-02-01 | 5/week from 2025-02-10 | description about Water | icon 💧",
        "  2025-02-10 done 'morning'",
        "  2025-02-10 done",
        "  2025-02-10 done",
        "Snack | created 2025-01-01 | <=1/day from 2025-02-01 | description about Snack | icon 💧",
        "  2025-02-12 done 'cake'",
        "Gym | created 2025-01-01 | 10/month from 2025-02-01 | description about Gym | icon 💧 | archived",
      ])
    #expect(try habitKit.color(of: "Water") == "#03A9F4")
    #expect(try habitKit.color(of: "Gym") == "#FF5722")
    #expect(
      report.ignored == [
        .init(reason: "HabitKit colours of unknown names: given a palette colour", count: 1),
        .init(reason: "HabitKit completions of 0: not done", count: 1),
        .init(reason: "HabitKit completions of habits the list lacks", count: 1),
        .init(reason: "HabitKit goals of days with several completions each, kept as their total a period", count: 1),
        .init(reason: "HabitKit icon names: habit keeps the emoji", count: 3),
        .init(reason: "HabitKit intervals of habits the list lacks", count: 1),
        .init(reason: "HabitKit intervals replaced by a later one from the same day", count: 1),
        .init(
          reason: "HabitKit reminders, categories and category mappings: habit has no place for them", count: 3),
      ])
    // A second import of the same export adds nothing.
    let again = try habitKit.apply(try habitKit.readFile("export.json"))
    #expect(again.activities == .init(present: 3))
    #expect(again.completions == .init(present: 4))
    #expect(again.goals == .init(present: 4))
  }

  func error(_ text: String) throws -> ImportError? {
    let habitKit = try ForeignImport()
    habitKit.write("export.json", text)
    do {
      _ = try habitKit.readFile("export.json", .habitkit)
      return nil
    } catch let error as ImportError {
      return error
    }
  }

  @Test func badValuesAreLocated() throws {
    let habit = Self.habit("h1", "Water")
    let cases: [(String, Int, Int, String)] = [
      (
        Self.export(habits: habit, completions: Self.completion("h1", "2025-02-10", 0)), 4, 38,
        "'2025-02-10' is not a time of the form yyyy-MM-ddTHH:mm:ss.SSSZ"
      ),
      (
        Self.export(habits: habit, completions: Self.completion("h1", "2025-02-10T00:00:00.000Z", 900)), 4, 110,
        "900 minutes is not a time zone offset"
      ),
      (
        Self.export(habits: habit, completions: Self.completion("h1", "2025-02-10T00:00:00.000Z", 0, -1)), 4, 18,
        "-1 is not a number of completions from 0 to 1000"
      ),
      (
        Self.export(
          habits: habit, completions: "", intervals: Self.interval("h1", "2025-02-10T00:00:00.000Z", "year", 1, 1)),
        5, 16, "'year' is not an interval type"
      ),
      (
        Self.export(
          habits: habit, completions: "", intervals: Self.interval("h1", "2025-02-10T00:00:00.000Z", "week", 8, 1)),
        5, 16, "8 days cannot fit in a week"
      ),
      (
        #"{"completions": [{"habitId": "h9", "date": "2025-02-10T00:00:00.000Z", "amountOfCompletions": 1}], "habits": []}"#,
        1, 18, "completions name the habit 'h9', which the habits list lacks"
      ),
      (#"{"habits": [], "streaks": []}"#, 1, 16, "unknown member \"streaks\""),
    ]
    for (text, line, column, message) in cases {
      let error = try #require(try error(text), "\(message)")
      #expect(error.message == message)
      #expect(error.location == InputLocation(line: line, column: column), "\(message)")
    }
  }
}
