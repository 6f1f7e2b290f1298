import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// HabitBull's CSV: done, not done and counted days, both date forms, repeated rows, values it writes for none.
@Suite struct HabitBullImportTests {
  static let header = "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"

  @Test func rowsBecomeDaysAndCountedHabitsKeepTheirAmounts() throws {
    let habitBull = try ForeignImport()
    habitBull.write(
      "habitbull.csv",
      Self.header + """
        Meditate,"calm, then focus",Mind,2025-02-10,1,first
        Meditate,"calm, then focus",Mind,2025-02-11,0,busy
        Meditate,"calm, then focus",Mind,2/12/2025,1,
        Meditate,"calm, then focus",Mind,2/12/2025,1,
        Pushups,,Fitness,2/10/2025,30,
        Pushups,,Fitness,02/11/2025,1,
        Pushups,,Fitness,2025-02-12,-2150000000,
        Pushups,,Fitness,2025-02-13,0,

        """)
    let batch = try habitBull.readFile("habitbull.csv")
    #expect(batch.format == "habitbull")
    let report = try habitBull.apply(batch)
    #expect(
      try habitBull.described() == [
        "Meditate | created 2025-02-10 | 1/day from 2025-02-10 | description calm, then focus",
        "  2025-02-10 done 'first'",
        "  2025-02-11 failed 'busy'",
        "  2025-02-12 done",
        "Pushups | created 2025-02-10 | 1/day from 2025-02-10",
        "  2025-02-10 done 30",
        "  2025-02-11 done 1",
        "  2025-02-13 failed",
      ])
    #expect(
      report.ignored == [
        .init(reason: "HabitBull categories: habit has no groups", count: 2),
        .init(reason: "HabitBull rows repeated exactly", count: 1),
        .init(reason: "HabitBull values below 0 (it writes -2150000000 where it has none)", count: 1),
      ])
  }

  func error(_ rows: String) throws -> ImportError? {
    let habitBull = try ForeignImport()
    habitBull.write("habitbull.csv", Self.header + rows)
    do {
      _ = try habitBull.readFile("habitbull.csv")
      return nil
    } catch let error as ImportError {
      return error
    }
  }

  @Test(arguments: [
    ("Run,,,2025-02-10,yes,\n", 2, 18, "'yes' is not an amount"),
    ("Run,,,2025-02-10,,\n", 2, 18, "the value is missing"),
    ("Run,,,2025-02-10,-1.5,\n", 2, 18, "the amount -1.5 is negative"),
    ("Run,,,13/1/2025,1,\n", 2, 7, "'13/1/2025' is not a real date"),
    ("Run,,,1/2/25,1,\n", 2, 7, "'1/2/25' is not a date of the form M/d/yyyy"),
    ("Run,,,10.02.2025,1,\n", 2, 7, "'10.02.2025' is not a date of the form yyyy-MM-dd"),
    ("Run,,,2025-02-10,1,\nRun,,,2025-02-10,0,\n", 3, 7, "Run has another row for 2025-02-10 on line 2"),
    ("Run,fast,,2025-02-10,1,\nRun,slow,,2025-02-11,1,\n", 3, 5, "Run is described differently on line 2"),
    (",,,2025-02-10,1,\n", 2, 1, "the habit's name is missing"),
    ("Run,,,2025-02-10,1\n", 2, 19, "this record has 5 fields but the header has 6"),
  ])
  func aBadRowIsLocated(rows: String, line: Int, column: Int, message: String) throws {
    let error = try #require(try error(rows))
    #expect(error.location == InputLocation(line: line, column: column))
    #expect(error.message == message)
  }

  @Test func anotherHeaderIsNotHabitBulls() throws {
    let habitBull = try ForeignImport()
    habitBull.write("habitbull.csv", "HabitName,HabitDescription,HabitCategory,Date,Value,CommentText\n")
    #expect(
      throws: ImportError(
        "this is not HabitBull's header", at: InputLocation(line: 1, column: 1),
        hint: "A HabitBull export starts with the line: "
          + "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText")
    ) { try habitBull.readFile("habitbull.csv") }
  }
}
