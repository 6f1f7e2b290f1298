import Foundation
import HabitScreens
import HabitStore
import TestSupport
import Testing

@testable import HabitInterchange

/// A Loop CSV export written by the test, as a folder or as the zip Loop shares.
struct LoopCSVExportBuilder {
  var files: [(path: String, text: String)]

  static let header =
    "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,"
    + "Target Value,Archived?"

  /// The export unzipped: a folder with the files.
  func folder() throws -> TemporaryFile {
    let folder = TemporaryFile("Loop Habits CSV 2026-07-10")
    for (path, text) in files {
      let url = URL(fileURLWithPath: folder.path).appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  /// The export as a zip archive, its files under `root`.
  func zip(root: String = "") -> TemporaryFile {
    let builder = ZipBuilder(members: files.map { ZipBuilder.Member(root + $0.path, $0.text) })
    return TemporaryFile("Loop Habits CSV 2026-07-10.zip", bytes: builder.bytes)
  }
}

/// Loop's CSV export, zipped or unzipped, read into habit.
@Suite struct LoopCSVParserTests {
  /// A 3-in-7-days habit, a daily one, a numerical one with a non-ASCII name (so its folder is just `003`),
  /// and the combined files with a comma in a name that breaks them.
  static let export = LoopCSVExportBuilder(files: [
    (
      "Habits.csv",
      LoopCSVExportBuilder.header + """

        001,Read,YES_NO,Did you read?,,3,7,#1976D2,,,,false
        002,Floss,YES_NO,,"Every night, really",1,1,#FF8F00,,,,true
        003,Café,NUMERICAL,How many?,,1,30,#00897B,cups,AT_MOST,12.0,false

        """
    ),
    (
      "001 Read/Checkmarks.csv",
      #"""
      Date,Value,Notes
      2026-07-12,YES_AUTO,
      2026-07-06,YES_AUTO,
      2026-07-05,YES_MANUAL,
      2026-07-04,YES_MANUAL,"chapter 3, ""the end"""
      2026-07-03,NO,tired
      2026-07-02,SKIP,
      2026-07-01,UNKNOWN,a thought

      """#
    ),
    ("001 Read/Scores.csv", "Date,Score\n2026-07-05,0.1000\n"),
    ("002 Floss/Checkmarks.csv", "Date,Value,Notes\n2026-07-05,NO,\n2026-07-04,YES_MANUAL,\n2026-07-03,SKIP,away\n"),
    (
      "003/Checkmarks.csv",
      "Date,Value,Notes\n2026-07-05,12000,\n2026-07-04,2500,two\n2026-07-03,3,\n2026-07-02,-1,\n2026-07-01,0,\n"
    ),
    ("Checkmarks.csv", "Date,Read,Floss,Café, with a comma,\n2026-07-05,YES_MANUAL,NO,12000,\n"),
    ("Scores.csv", "Date,Read,Floss,Café, with a comma,\n"),
  ])

  static let expected = [
    "Read | #1976D2 | 3/7d from 2026-07-02 | - | active | Did you read?",
    "  2026-07-02 skipped", "  2026-07-04 done (chapter 3, \"the end\")", "  2026-07-05 done",
    "Floss | #FF8F00 | 1/day from 2026-07-03 | - | archived | Every night, really",
    "  2026-07-03 skipped (away)", "  2026-07-04 done", "  2026-07-05 failed",
    "Café | #00897B | <=12 cups/30d from 2026-07-01 | cups | active | How many?",
    "  2026-07-01 done 0", "  2026-07-03 skipped", "  2026-07-04 done 2.5 (two)", "  2026-07-05 done 12",
  ]

  @Test func theFolderAndTheZipGiveTheSameHabits() throws {
    for form in ["folder", "zip", "zip in a folder"] {
      let file =
        switch form {
        case "folder": try Self.export.folder()
        case "zip": Self.export.zip()
        default: Self.export.zip(root: "Loop Habits CSV 2026-07-10/")
        }
      let loop = try LoopImport()
      let report = try loop.run(file)
      #expect(report.format == "loop-csv", "\(form)")
      #expect(try loop.snapshot() == Self.expected, "\(form)")
      #expect(
        try loop.sources() == ["Read: loop-csv name:Read", "Floss: loop-csv name:Floss", "Café: loop-csv name:Café"])
      #expect(
        LoopImport.ignored(report) == [
          "2 Loop's combined Checkmarks.csv and Scores.csv (the per-habit files are read)", "1 Loop's scores (derived)",
          "2 days Loop checked automatically from the frequency (derived)", "2 days marked unknown (nothing entered)",
          "1 not-done days of habits judged on several days (Loop lets the window carry them)",
          "2 notes of days not imported",
        ], "\(form)")
      #expect(
        report.activityDetails.map {
          "\($0.name) \($0.isNew) \($0.completions.added) \($0.skipped.added) \($0.failed.added)"
        } == ["Read true 2 1 0", "Floss true 1 1 1", "Café true 3 1 0"])
    }
  }

  @Test func importingAgainAddsNothing() throws {
    let loop = try LoopImport()
    try loop.run(Self.export.zip())
    let again = try loop.run(try Self.export.folder())
    #expect(again.activities == .init(present: 3) && again.goals == .init(present: 3))
    #expect(again.completions == .init(present: 6) && again.marks == .init(present: 4))
    #expect(again.activityDetails.map(\.records) == [.init(present: 3), .init(present: 3), .init(present: 4)])
    #expect(try loop.snapshot() == Self.expected)
  }

  @Test func olderExportsWithFewerColumnsRead() throws {
    // Loop 1 named the frequency's parts NumRepetitions and Interval, and its description was the question.
    let old = LoopCSVExportBuilder(files: [
      ("Habits.csv", "Position,Name,Description,NumRepetitions,Interval,Color\n001,Read,Did you read?,2,7,#D32F2F\n"),
      ("001 Read/Checkmarks.csv", "Date,Value\n2026-07-01,YES_MANUAL\n"),
    ])
    let bare = LoopCSVExportBuilder(files: [
      ("Habits.csv", "Position,Name,Colour\n1,Read,red\n"), ("001 Read/Checkmarks.csv", "Date,Value\n"),
    ])
    let loop = try LoopImport()
    try loop.run(old.zip())
    #expect(
      try loop.snapshot() == [
        "Read | #D32F2F | 2/7d from 2026-07-01 | - | active | Did you read?", "  2026-07-01 done",
      ])
    let other = try LoopImport()
    let report = try other.run(bare.zip())
    #expect(try other.snapshot() == ["Read | #E53935 | 1/day from 2026-07-10 | - | active | "])
    #expect(LoopImport.ignored(report) == ["1 columns of Habits.csv habit does not know"])
  }

  /// Loop 1.x: no Question column, each habit's file `date,value` without a header for every day, 0 unchecked.
  static let loop1 = LoopCSVExportBuilder(files: [
    (
      "Habits.csv",
      "Position,Name,Description,NumRepetitions,Interval,Color\n001,Read,Did you read?,1,1,#D32F2F\n"
        + "002,Sleep,Hours,1,1,#00897B\n"
    ),
    ("001 Read/Checkmarks.csv", "2026-07-05,0\n2026-07-04,2\n2026-07-03,1\n2026-07-02,2\n2026-07-01,0\n"),
    ("002 Sleep/Checkmarks.csv", "2026-07-05,0\n2026-07-04,7500\n2026-07-03,8000\n"),
    ("Checkmarks.csv", "Date,Read,Sleep,\n2026-07-05,0,0,\n"),
  ])

  /// Loop 2.0.0 to 2.3.0: a Question column, known days only, 0 an explicit no and 3 a skip.
  static let loop2 = LoopCSVExportBuilder(files: [
    (
      "Habits.csv",
      "Position,Name,Question,Description,NumRepetitions,Interval,Color\n"
        + "001,Read,Did you read?,,1,1,#D32F2F\n002,Gym,,Legs,3,7,#00897B\n"
    ),
    ("001 Read/Checkmarks.csv", "2026-07-05,2\n2026-07-04,0\n2026-07-03,3\n2026-07-02,1\n"),
    ("002 Gym/Checkmarks.csv", "2026-07-05,0\n2026-07-04,2\n"),
  ])

  @Test func loop1ExportsReadWithTheirNumbersAndNumericalHabitsShowByTheirValues() throws {
    let loop = try LoopImport()
    let report = try loop.run(Self.loop1.zip())
    #expect(
      try loop.snapshot() == [
        "Read | #D32F2F | 1/day from 2026-07-02 | - | active | Did you read?",
        "  2026-07-02 done", "  2026-07-04 done",
        "Sleep | #00897B | 0 units/day from 2026-07-03 | - | active | Hours",
        "  2026-07-03 done 8", "  2026-07-04 done 7.5",
      ])
    #expect(
      LoopImport.ignored(report) == [
        "1 Loop's combined Checkmarks.csv and Scores.csv (the per-habit files are read)",
        "2 days Loop 1 listed unchecked (it listed every day)",
        "1 days Loop checked automatically from the frequency (derived)",
        "1 days of numerical habits without an amount",
        "1 targets of numerical habits: Loop's CSV had none before 2.3.1",
      ])
    let again = try loop.run(try Self.loop1.folder())
    #expect(again.completions.added == 0 && again.marks.added == 0 && again.activities == .init(present: 2))
  }

  @Test func loop2ExportsBeforeTheNamedValuesRead() throws {
    let loop = try LoopImport()
    let report = try loop.run(Self.loop2.zip())
    #expect(
      try loop.snapshot() == [
        "Read | #D32F2F | 1/day from 2026-07-03 | - | active | Did you read?",
        "  2026-07-03 skipped", "  2026-07-04 failed", "  2026-07-05 done",
        "Gym | #00897B | 3/7d from 2026-07-04 | - | active | Legs", "  2026-07-04 done",
      ])
    #expect(
      LoopImport.ignored(report) == [
        "1 days Loop checked automatically from the frequency (derived)",
        "1 not-done days of habits judged on several days (Loop lets the window carry them)",
      ])
  }

  @Test(arguments: [
    // Loop 2.1.0 to 2.3.0: numbers; a comma in a name breaks the header, not the cells.
    "Date,Read,Learn, wide,\n2026-07-05,2,3,\n2026-07-04,0,2,\n2026-07-03,-1,-1,\n",
    // Loop 2.0.0 to 2.0.3: Entry(...) cells, split in two by their comma.
    "Date,Read,Learn, wide,\n2026-07-05,Entry(timestamp=2026-07-05, value=2),Entry(timestamp=2026-07-05, value=3),\n"
      + "2026-07-04,Entry(timestamp=2026-07-04, value=0),Entry(timestamp=2026-07-04, value=2),\n"
      + "2026-07-03,Entry(timestamp=2026-07-03, value=-1),Entry(timestamp=2026-07-03, value=-1),\n",
  ])
  func habitsCSVWithTheCombinedCheckmarksAloneRead(combined: String) throws {
    // Given the two top-level files people share, without the habits' folders
    let export = LoopCSVExportBuilder(files: [
      (
        "Habits.csv",
        "Position,Name,Question,Description,NumRepetitions,Interval,Color\n"
          + "001,Read,,,1,1,#D32F2F\n002,\"Learn, wide\",,,1,1,#00897B\n"
      ),
      ("Checkmarks.csv", combined),
    ])
    // When they are imported, then again
    let loop = try LoopImport()
    try loop.run(try export.folder())
    let again = try loop.run(try export.folder())
    // Then each column is its habit's days
    #expect(
      try loop.snapshot() == [
        "Read | #D32F2F | 1/day from 2026-07-04 | - | active | ", "  2026-07-04 failed", "  2026-07-05 done",
        "Learn, wide | #00897B | 1/day from 2026-07-04 | - | active | ", "  2026-07-04 done", "  2026-07-05 skipped",
      ])
    #expect(again.completions.added == 0 && again.marks.added == 0)
  }

  @Test func aCombinedFileThatDoesNotFitHabitsCSVIsRefused() throws {
    let habits = ("Habits.csv", "Position,Name,Question\n001,Read,\n002,Run,\n")
    #expect(
      try refusal([habits, ("Checkmarks.csv", "Date,Read,Run,\n2026-07-05,2,\n")])
        == "Checkmarks.csv:2:1: this line has 1 value but Habits.csv lists 2 habits")
    #expect(
      try refusal([habits, ("Checkmarks.csv", "Date,Read,Run,\n2026-07-05,2,-5,\n")])
        == "Checkmarks.csv:2:14: '-5' is not a value Loop writes for a yes or no habit")
    #expect(
      try refusal([habits, ("Checkmarks.csv", "Day,Read,Run,\n")])
        == "Checkmarks.csv:1:1: the combined Checkmarks.csv does not start with Date,")
  }

  @Test func duplicateNamesGetASuffixAndFoldersAreMatchedByNumber() throws {
    let export = LoopCSVExportBuilder(files: [
      ("Habits.csv", "Position,Name\n001,Run\n002,run\n010,Run\n"),
      ("001 Run/Checkmarks.csv", "Date,Value\n2026-07-01,YES_MANUAL\n"),
      ("002 run/Checkmarks.csv", "Date,Value\n2026-07-02,YES_MANUAL\n"),
      ("010 Run/Checkmarks.csv", "Date,Value\n2026-07-03,YES_MANUAL\n"),
      ("011 Gone/Checkmarks.csv", "Date,Value\n"), ("notes.txt", "mine"),
    ])
    let loop = try LoopImport()
    let report = try loop.run(export.zip())
    #expect(report.activityDetails.map(\.name) == ["Run", "run (2)", "Run (3)"])
    #expect(
      try loop.snapshot().filter { $0.hasPrefix("  ") } == [
        "  2026-07-01 done", "  2026-07-02 done", "  2026-07-03 done",
      ])
    #expect(
      LoopImport.ignored(report) == ["1 files a Loop export does not have", "1 habit folders Habits.csv does not list"])
  }

  /// The error reading `export` as a zip gives: `file:line:column: message`.
  func refusal(_ files: [(String, String)]) throws -> String? {
    let export = LoopCSVExportBuilder(files: files)
    let zip = LoopImport.refusal(export.zip())
    let folder = LoopImport.refusal(try export.folder())
    #expect(zip == folder)
    return zip.map { $0.description }
  }

  @Test func badFilesAreRefusedWithTheirPlace() throws {
    let habits = ("Habits.csv", "Position,Name,Type,FrequencyNumerator,FrequencyDenominator\n001,Read,YES_NO,1,1\n")
    #expect(
      try refusal([habits, ("001 Read/Checkmarks.csv", "Date,Value,Notes\n2026-07-01,YES,\n")])
        == "001 Read/Checkmarks.csv:2:12: 'YES' is not a value Loop writes for a yes or no habit")
    #expect(
      try refusal([habits, ("001 Read/Checkmarks.csv", "Date,Value,Notes\n2026-07-01,YES_MANUAL,\n2026-07-01,NO,\n")])
        == "001 Read/Checkmarks.csv:3:1: 2026-07-01 is listed twice (first on line 2)")
    #expect(
      try refusal([habits, ("001 Read/Checkmarks.csv", "Date,Value,Notes\n2026-02-30,YES_MANUAL,\n")])
        == "001 Read/Checkmarks.csv:2:1: '2026-02-30' is not a real date")
    #expect(
      try refusal([habits, ("001 Read/Checkmarks.csv", "Date,Value,Notes\n2026-07-01,\"YES_MANUAL,\n")])
        == "001 Read/Checkmarks.csv:2:12: this quoted field is never closed")
    #expect(
      try refusal([habits, ("001 Read/Checkmarks.csv", "Day,Value\n")])
        == "001 Read/Checkmarks.csv:1:1: 'Day' is not a day of the form yyyy-MM-dd")
    #expect(
      try refusal([habits])
        == "Habits.csv lists a habit at position 001 but the export has no 001… folder with its Checkmarks.csv")
    #expect(
      try refusal([
        habits, ("001 Read/Checkmarks.csv", "Date,Value\n"), ("001/Checkmarks.csv", "Date,Value\n"),
      ]) == "the folders '001' and '001 Read' both belong to position 1")
    #expect(
      try refusal([("Habits.csv", "Position,Name,FrequencyNumerator,FrequencyDenominator\n001,Read,3,400\n")])
        == "Habits.csv:2:12: a frequency over 400 days: habit's rolling windows are 1 to 366 days long")
    #expect(
      try refusal([("Habits.csv", "Position,Name,Type\n001,Read,BOOLEAN\n")])
        == "Habits.csv:2:10: 'BOOLEAN' is not YES_NO or NUMERICAL")
    #expect(
      try refusal([("Habits.csv", "Name,Type\nRead,YES_NO\n")]) == "Habits.csv:1:1: the header has no Position column")
    #expect(
      try refusal([("Habits.csv", "Position,Name\n001,Read\n1,Walk\n")])
        == "Habits.csv:3:1: the position 1 is listed twice (first on line 2)")
    #expect(
      try refusal([
        ("Habits.csv", "Position,Name,Type\n001,Water,NUMERICAL\n"),
        ("001/Checkmarks.csv", "Date,Value\n2026-07-01,-5\n"),
      ])
        == "001/Checkmarks.csv:2:12: the amount -5 is negative")
    #expect(
      try refusal([("Habits.csv", "Position,Name\n001,\" \"\n"), ("001/Checkmarks.csv", "Date,Value\n")])
        == "Habits.csv:2:5: the habit has no name")
  }

  @Test func aFolderOrZipWithoutHabitsIsRefused() throws {
    let empty = LoopCSVExportBuilder(files: [("notes.txt", "x")])
    #expect(
      LoopImport.refusal(try empty.folder())?.message
        == "a folder without Habits.csv, habit_record.json, habits or log, so no tracker's export habit reads")
    #expect(LoopImport.refusal(empty.zip())?.message == "a zip archive without Habits.csv, so not Loop's CSV export")
    let bytes = ZipBuilder(members: [.init("Habits.csv", "Position,Name\n")]).bytes
    #expect(
      LoopImport.refusal(TemporaryFile("cut.zip", bytes: Array(bytes.prefix(30))))?.message
        == "not a zip archive (it has no central directory), or cut short")
  }
}
