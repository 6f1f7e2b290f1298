import HabitInterchange
import HabitStore
import Testing

/// Other trackers' files and folders are recognised by their content, and habit's own formats still are.
@Suite struct ForeignDetectionTests {
  func format(of text: String) throws -> String {
    let settings = ImportSettings(today: .init(ordinal: 20_000))
    return try Importer.read(MemoryByteSource(text), settings: settings).format
  }

  @Test(arguments: [
    ("[]", "dijo"),
    (#" [{"type": "Bit", "name": "A", "stats": {}, "goal": true, "auto": false}]"#, "dijo"),
    (#"{"user_email": "a@b.c", "exported_at": "2025-01-01 00:00:00", "habits": []}"#, "beaver"),
    (#"{"habits": [{"id": "a1b2c3", "name": "A", "records": []}]}"#, "beaver"),
    (#"{"data": {"order": [], "habits": [{"id": "a1b2c3", "name": "A", "records": []}]}}"#, "beaver"),
    (#"{"habits": [], "completions": [], "intervals": []}"#, "habitkit"),
    (#"{"habits": [{"id": "h", "name": "A", "isInverse": false, "orderIndex": 0}], "completions": []}"#, "habitkit"),
    (#"{"habits": [], "completions": [{"habitId": "h", "date": "2025-02-10T00:00:00.000Z"}]}"#, "habitkit"),
    ("\u{FEFF}HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n", "habitbull"),
    ("\u{FEFF}year,date,weekday,time,mood,activities,note\n", "daylio"),
    ("full_date,date,weekday,time,mood,activities,note_title,note\n", "daylio"),
    ("Task Name,Task ID,Task Type,Date,Value\n", "habitica"),
    (#"{"tasks": {"habits": [], "dailys": []}, "preferences": {}}"#, "habitica"),
    (#"{"auth": {}, "preferences": {"dayStart": 0}, "stats": {"hp": 50}}"#, "habitica"),
    // The iOS app's layout shares "habits" and "completions" with HabitKit, but its habits have a title.
    (#"{"habits": [{"id": "0f8fad5b-d9cb-469f-a165-70867728950e", "title": "A"}], "completions": {}}"#, "dates-json"),
    (#"{"habits": [], "completions": {}}"#, "dates-json"),
    (#"{"format": "habit", "version": 1, "users": []}"#, "json"),
  ])
  func eachFormatIsRecognised(text: String, format: String) throws {
    #expect(try self.format(of: text) == format)
  }

  @Test func anArrayOfSomethingElseIsNoFormat() throws {
    #expect(throws: ImportError.self) { try format(of: "[1, 2]") }
  }

  @Test func aFolderIsLoopsCSVExportWhenItHoldsHabitsCSVElseHarshsOrHabitctls() throws {
    let loop = try LoopCSVExportBuilder(files: [
      ("Habits.csv", "Position,Name\n001,Read\n"), ("001 Read/Checkmarks.csv", "Date,Value\n"),
    ]).folder()
    #expect(
      try Importer.read(path: loop.path, settings: ImportSettings(today: .init(ordinal: 20_000)))?.format == "loop-csv")
    let harsh = try ForeignImport()
    harsh.write("habits", "Gym: 1\n")
    harsh.write("log", "")
    #expect(try harsh.readFolder().format == "harsh")
    // --format insists: this folder is not Loop's
    let notLoops = #expect(throws: ImportError.self) { try harsh.readFolder(.loopCSV) }
    #expect(notLoops?.message == "a folder without Habits.csv, so not Loop's CSV export unzipped")
    let neither = try ForeignImport()
    neither.write("notes.txt", "mine")
    let unknown = #expect(throws: ImportError.self) { try neither.readFolder() }
    #expect(
      unknown?.message
        == "a folder without Habits.csv, habit_record.json, habits or log, so no tracker's export habit reads")
  }

  @Test func loopsExportsAreReadFromTheirPathNotFromAStream() throws {
    var settings = ImportSettings(today: .init(ordinal: 20_000))
    settings.foreign = .loopDB
    let error = #expect(throws: ImportError.self) {
      try Importer.read(MemoryByteSource("SQLite format 3\0"), settings: settings)
    }
    #expect(error?.message == "loop-db is read from its file or folder, not from standard input")
  }
}
