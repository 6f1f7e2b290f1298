import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// dijo's habit_record.json: Bit, Count and Float habits.
@Suite struct DijoImportTests {
  static let record = """
    [
      {"type": "Bit", "name": "Walk", "stats": {"2025-02-11": true, "2025-02-10": true, "2025-02-12": false},
       "goal": true, "auto": false},
      {"type": "Count", "name": "Water", "stats": {"2025-02-10": 6, "2025-02-11": 0, "2025-02-12": 9}, "goal": 8,
       "auto": false},
      {"type": "Float", "name": "Run", "goal": {"value": 50, "precision": 1},
       "stats": {"2025-02-12": {"value": 25, "precision": 1}, "2025-02-13": {"value": 1234, "precision": 3}},
       "auto": true, "colour": "red"},
      {"type": "Count", "name": "Nothing yet", "stats": {}, "goal": 0, "auto": false}
    ]
    """

  @Test func theDataFolderReadsBothFilesTheAutoTrackedHabitsToo() throws {
    // Given dijo's data folder: the habits tracked by hand and those a command tracks, in their two files
    let dijo = try ForeignImport()
    dijo.write("habit_record.json", #"[{"type": "Bit", "name": "Walk", "stats": {"2025-02-10": true}, "goal": true}]"#)
    dijo.write(
      "habit_record[auto].json",
      #"[{"type": "Count", "name": "Commits", "stats": {"2025-02-11": 3}, "goal": 1, "auto": true}]"#)
    // When the folder is imported, then again
    let batch = try dijo.readFolder()
    #expect(batch.format == "dijo")
    try dijo.apply(batch)
    let again = try dijo.apply(try dijo.readFolder())
    // Then both files' habits arrive, and the second import adds nothing
    #expect(
      try dijo.described() == [
        "Walk | created 2025-02-10 | 1/day from 2025-02-10", "  2025-02-10 done",
        "Commits | created 2025-02-11 | 1 units/day from 2025-02-11", "  2025-02-11 done 3",
      ])
    #expect(again.completions == .init(present: 2) && again.activities == .init(present: 2))
  }

  @Test func aBadAutoFileIsNamedAndAHabitInBothFilesIsRefused() throws {
    let dijo = try ForeignImport()
    dijo.write("habit_record.json", #"[{"type": "Bit", "name": "Walk", "stats": {}, "goal": true}]"#)
    dijo.write("habit_record[auto].json", #"[{"type": "Bit", "name": "walk", "stats": {}, "goal": true}]"#)
    let twice = #expect(throws: ImportError.self) { try dijo.readFolder() }
    #expect(twice?.description == "habit_record[auto].json:1:2: the habit 'walk' is listed twice (first on line 1)")
    dijo.write("habit_record[auto].json", #"[{"type": "Bit", "name": "Run", "stats": {"2025-02-30": true}}]"#)
    let bad = #expect(throws: ImportError.self) { try dijo.readFolder() }
    #expect(bad?.file == "habit_record[auto].json")
  }

  @Test func bitsCountsAndFloatsBecomeDaysAndAmounts() throws {
    let dijo = try ForeignImport()
    dijo.write("habit_record.json", Self.record)
    let batch = try dijo.readFile("habit_record.json")
    #expect(batch.format == "dijo")
    let report = try dijo.apply(batch)
    #expect(
      try dijo.described() == [
        "Walk | created 2025-02-10 | 1/day from 2025-02-10",
        "  2025-02-10 done",
        "  2025-02-11 done",
        "Water | created 2025-02-10 | 8 units/day from 2025-02-10",
        "  2025-02-10 done 6",
        "  2025-02-12 done 9",
        "Run | created 2025-02-12 | 5 units/day from 2025-02-12",
        "  2025-02-12 done 2.5",
        "  2025-02-13 done 1.234",
        "Nothing yet | created 2025-03-01 | 0 units/day from 2025-03-01",
      ])
    #expect(
      report.ignored == [
        .init(reason: "dijo days at false or 0: nothing done", count: 2),
        .init(reason: "members of dijo habits other than type, name, stats, goal, auto", count: 1),
      ])
    // The goal is an amount a day without a unit.
    let water = try dijo.database.activity("Water", of: dijo.user)
    #expect(water.unit == nil)
    #expect(water.goals.map(\.goal) == [Goal(measure: .amount, target: 8, period: .day)])
    // Importing it again adds nothing.
    let again = try dijo.apply(try dijo.readFile("habit_record.json"))
    #expect(again.completions == .init(present: 6))
  }

  func error(_ text: String) throws -> ImportError? {
    let dijo = try ForeignImport()
    dijo.write("habit_record.json", text)
    do {
      _ = try dijo.readFile("habit_record.json", .dijo)
      return nil
    } catch let error as ImportError {
      return error
    }
  }

  @Test(arguments: [
    (#"[{"type": "Bool", "name": "A", "stats": {}, "goal": true}]"#, 1, 11, "'Bool' is not a dijo habit type"),
    (#"[{"type": "Bit", "stats": {}, "goal": true}]"#, 1, 2, "this habit has no \"name\""),
    (
      #"[{"type": "Count", "name": "A", "stats": {"2025-02-10": true}, "goal": 3}]"#, 1, 43,
      "a Count habit's values are a whole number, not true or false"
    ),
    (
      #"[{"type": "Count", "name": "A", "stats": {"2025-02-10": -1}, "goal": 3}]"#, 1, 57,
      "-1 is not a count of 0 or more"
    ),
    (
      #"[{"type": "Float", "name": "A", "stats": {}, "goal": {"value": 5}}]"#, 1, 54,
      "this is not a dijo Float of 0 or more"
    ),
    (
      #"[{"type": "Bit", "name": "A", "stats": {"2025-02-30": true}, "goal": true}]"#, 1, 41,
      "'2025-02-30' is not a real date"
    ),
    (
      #"[{"type": "Bit", "name": "A", "stats": {}, "goal": true}, {"type": "Bit", "name": "a", "stats": {}, "goal": true}]"#,
      1, 59, "the habit 'a' is listed twice (first on line 1)"
    ),
    (
      "[{\"type\": \"Bit\", \"name\": \"A\", \"stats\": {\"2025-02-10\": true", 1, 59,
      "the input ends where ',' or '}' was expected"
    ),
  ])
  func aBadRecordIsLocated(text: String, line: Int, column: Int, message: String) throws {
    let error = try #require(try error(text))
    #expect(error.location == InputLocation(line: line, column: column))
    #expect(error.message == message)
  }
}
