import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// habitctl's folder, and telling it from harsh's.
@Suite struct HabitctlImportTests {
  @Test func everyNDaysBecomesAGoalAndTheFirstLineOfADayCounts() throws {
    // Given habitctl's habits (a name with spaces, 0, 1 and N days) and a log with blank lines between days
    let habitctl = try ForeignImport()
    habitctl.write("habits", "# every_n_days name\n1 Meditate\n3 Water the plants\n0 Coffee: black\n\n")
    habitctl.write(
      "log",
      "2025-02-10\tMeditate\ty\n2025-02-10\tWater the plants\tn\n2025-02-10\tCoffee: black\ty\n\n"
        + "2025-02-11\tMeditate\ts\n2025-02-11\tMeditate\ty\n2025-02-11\tWater the plants\ty\n\n"
        + "2025-02-12\tJournal\ty\n")
    // When it is imported
    let batch = try habitctl.readFolder()
    let report = try habitctl.apply(batch)
    // Then the first line of a repeated day counts, and a habit only in the log is archived and only tracked
    #expect(batch.format == "habitctl")
    #expect(
      try habitctl.described() == [
        "Meditate | created 2025-02-10 | 1/day from 2025-02-10",
        "  2025-02-10 done",
        "  2025-02-11 skipped",
        "Water the plants | created 2025-02-10 | 1/3d from 2025-02-10",
        "  2025-02-10 failed",
        "  2025-02-11 done",
        "Coffee: black | created 2025-02-10 | 0/day from 2025-02-10",
        "  2025-02-10 done",
        "Journal | created 2025-02-12 | 0/day from 2025-02-12 | archived",
        "  2025-02-12 done",
      ])
    #expect(report.ignored == [.init(reason: "log lines repeating a habit and day (the first counts)", count: 1)])
    // And a second import adds nothing
    let again = try habitctl.apply(try habitctl.readFolder())
    #expect(again.completions == .init(present: 4))
    #expect(again.marks == .init(present: 2))
  }

  func error(habits: String, log: String = "") throws -> ImportError? {
    let habitctl = try ForeignImport()
    habitctl.write("habits", habits)
    habitctl.write("log", log)
    do {
      _ = try habitctl.readFolder(.habitctl)
      return nil
    } catch let error as ImportError {
      return error
    }
  }

  @Test(arguments: [
    ("habits", "Meditate\n", "", 1, 1, "this line has no space between a number of days and a habit's name"),
    ("habits", "daily Meditate\n", "", 1, 1, "'daily' is not a number of days"),
    ("habits", "-1 Meditate\n", "", 1, 1, "'-1' is not a number of days"),
    (
      "habits", "400 Meditate\n", "", 1, 1,
      "a window of 400 days is longer than habit's rolling goals can be (366 days)"
    ),
    ("habits", "1 Meditate\n2 meditate\n", "", 2, 3, "the habit 'meditate' is listed twice (first on line 1)"),
    ("log", "1 Meditate\n", "2025-02-10 Meditate y\n", 1, 1, "this line has 1 field separated by tabs, not 3"),
    (
      "log", "1 Meditate\n", "\n2025-02-10\tMeditate\ty\tnote\n", 2, 1,
      "this line has 4 fields separated by tabs, not 3"
    ),
    ("log", "1 Meditate\n", "2025-02-30\tMeditate\ty\n", 1, 1, "'2025-02-30' is not a real date"),
    ("log", "1 Meditate\n", "2025-02-10\tMeditate\tY\n", 1, 21, "'Y' is not y, n or s"),
    ("log", "1 Meditate\n", "2025-02-10\t\ty\n", 1, 12, "the habit's name is missing"),
  ])
  func aBadLineIsLocated(file: String, habits: String, log: String, line: Int, column: Int, message: String) throws {
    let error = try #require(try error(habits: habits, log: log))
    #expect(error.file == file)
    #expect(error.location == InputLocation(line: line, column: column))
    #expect(error.message == message)
  }

  @Test(arguments: [
    ("Read: 1\n", "2025-01-01 : Read : y\n", "harsh"),
    ("1 Read\n", "2025-01-01\tRead\ty\n", "habitctl"),
    // The log decides; the habits file only when the log has nothing yet.
    ("# c\n\n! Head\n", "", "harsh"),
    ("Read: 1\n", "# c\n", "harsh"),
    ("7 Call mom\n", "", "habitctl"),
  ])
  func harshAndHabitctlAreToldApartBySeparators(habits: String, log: String, format: String) throws {
    let folder = try ForeignImport()
    folder.write("habits", habits)
    folder.write("log", log)
    #expect(try folder.readFolder().format == format)
  }

  @Test func aFolderThatIsNeitherSaysHowToChoose() throws {
    let folder = try ForeignImport()
    folder.write("habits", "# nothing yet\n")
    folder.write("log", "\n")
    #expect(
      throws: ImportError(
        "cannot tell whether this folder is harsh's or habitctl's", at: nil,
        hint: "harsh's log separates fields with ' : ' and habitctl's with tabs; choose with --format harsh or "
          + "--format habitctl.")
    ) { try folder.readFolder() }
    try folder.remove("log")
    #expect(
      throws: ImportError(
        "cannot open log in this folder: No such file or directory", at: nil,
        hint: "harsh's and habitctl's folders hold two files, habits and log; import the folder that has both.")
    ) { try folder.readFolder(.habitctl) }
  }

  @Test func aFolderFormatGivenForAFileIsRefused() throws {
    let folder = try ForeignImport()
    folder.write("log", "2025-01-01\tRead\ty\n")
    #expect(
      throws: ImportError(
        "habitctl keeps its data in a folder, not in one file", at: nil,
        hint: "Import the folder that holds its habits and log files: habit import FOLDER.")
    ) { try folder.readFile("log", .habitctl) }
  }
}
