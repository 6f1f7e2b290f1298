import Foundation
import HabitScreens
import Testing

/// `habit import` of more sources and versions, through the real binary: harsh's `n`, dijo's
/// folder, Beaver's storage file, HabitKit's 2023 export, old Loop CSV exports, Loop's top-level files alone,
/// Daylio, Habitica, Rewire and Tickmate. Each arrives with its report, and a second import adds nothing and
/// exits 0.
@Suite struct MoreSourcesImportTests {
  /// A file or folder of files, and what its first import must report (besides the header line).
  struct Source: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    let sql: String?
    let report: [String]

    var testDescription: String { name }
  }

  static let sources: [Source] = [
    Source(
      name: "harsh",
      files: [
        "habits": "Swim: 2/7\nRead: 1\n",
        "log": "2026-11-18 : Swim : y\n2026-11-19 : Swim : n\n2026-11-20 : Swim : y\n2026-11-20 : Read : n\n",
      ], sql: nil,
      report: [
        "  Swim (new, twice in any 7 days): 2 completions added", "  Read (new, once a day): 1 failed day added",
        "  ignored: 1 (not-done days of habits judged over several days or only tracked (they never miss a window))",
      ]),
    Source(
      name: "dijo",
      files: [
        "habit_record.json": #"[{"type": "Bit", "name": "Walk", "stats": {"2026-11-20": true}, "goal": true}]"#,
        "habit_record[auto].json":
          #"[{"type": "Count", "name": "Commits", "stats": {"2026-11-20": 4}, "goal": 1, "auto": true}]"#,
      ], sql: nil,
      report: ["  Walk (new, once a day): 1 completion added", "  Commits (new, 1 a day): 1 completion added"]),
    Source(
      name: "beaver-storage.json",
      files: [
        "beaver-storage.json":
          #"{"data": {"order": ["a1"], "habits": [{"id": "a1", "name": "Read", "records": "#
          + #"[{"day": "2026-11-20", "done": true}]}]}}"#
      ], sql: nil,
      report: ["  Read (new, once a day): 1 completion added"]),
    Source(
      name: "habitkit-2023.json",
      files: [
        "habitkit-2023.json":
          #"{"habits": [{"id": 1, "name": "Stretch", "createdAt": "2026-11-01T23:41:26.850664"}], "completions": "#
          + #"[{"id": 2, "habitId": 1, "date": "2026-11-20T00:00:00.000", "timezoneOffsetInMinutes": -420, "#
          + #""amountOfCompletions": 1}], "intervals": []}"#
      ], sql: nil,
      report: ["  Stretch (new, once a day): 1 completion added"]),
    Source(
      name: "loop-2.0-folder",
      files: [
        "Habits.csv":
          "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Read,Did you?,,1,1,#D32F2F\n",
        "001 Read/Checkmarks.csv": "2026-11-20,2\n2026-11-19,0\n2026-11-18,1\n",
      ], sql: nil,
      report: [
        "  Read (new, once a day): 1 completion added, 1 failed day",
        "  ignored: 1 (days Loop checked automatically from the frequency (derived))",
      ]),
    Source(
      name: "loop-top-level-files",
      files: [
        "Habits.csv":
          "Position,Name,Description,NumRepetitions,Interval,Color\n001,Read,,1,1,#D32F2F\n002,Run,,1,1,#00897B\n",
        "Checkmarks.csv": "Date,Read,Run,\n2026-11-20,2,0,\n2026-11-19,0,2,\n",
      ], sql: nil,
      report: [
        "  Read (new, once a day): 1 completion added", "  Run (new, once a day): 1 completion added",
        "  ignored: 2 (days Loop 1 listed unchecked (it listed every day))",
      ]),
    Source(
      name: "daylio_export.csv",
      files: [
        "daylio_export.csv":
          "full_date,date,weekday,time,mood,activities,note_title,note\n"
          + "2026-11-20,November 20,Friday,21:00,good,run | read,,\n"
      ], sql: nil,
      report: ["  run (new, 0 times a day): 1 completion added", "  read (new, 0 times a day): 1 completion added"]
        .sorted()),
    Source(
      name: "habitica-user-data.json",
      files: [
        "habitica-user-data.json":
          #"{"preferences": {"dayStart": 0, "timezoneOffset": 0}, "tasks": {"habits": [], "dailys": [{"id": "d1", "#
          + #""text": "Floss", "frequency": "daily", "everyX": 1, "history": [{"date": 1763640000000, "value": 1, "#
          + #""isDue": true, "completed": true}]}], "todos": [], "rewards": []}}"#
      ], sql: nil,
      report: ["  Floss (new, once a day): 1 completion added"]),
    Source(
      name: "rewire.db", files: ["rewire.db": ""],
      sql: """
        CREATE TABLE Habits (_id INTEGER PRIMARY KEY, Name TEXT NOT NULL, description TEXT, active_days TEXT,
          schedule INTEGER, days INTEGER, period INTEGER, repeating_count INTEGER, archived INTEGER);
        CREATE TABLE CHECKINS (_id INTEGER PRIMARY KEY, Habit_id INTEGER NOT NULL, date TEXT NOT NULL,
          type INTEGER NOT NULL, note TEXT);
        CREATE TABLE UNIT (_id INTEGER PRIMARY KEY);
        INSERT INTO Habits VALUES (1, 'Stretch', '', '0,2,4', 0, NULL, NULL, NULL, 0);
        INSERT INTO CHECKINS VALUES (1, 1, '20261120', 2, NULL), (2, 1, '20261119', 1, NULL);
        """,
      report: [
        "  Stretch (new, on Mon, Wed and Fri): 1 completion added",
        "  ignored: 1 (Rewire check-ins of types other than done (1 and 3, whose meaning Rewire never published))",
      ]),
    Source(
      name: "tickmate-backup.db", files: ["tickmate-backup.db": ""],
      sql: """
        CREATE TABLE tracks (_id integer primary key, name text not null, description text not null,
          icon text not null, enabled integer not null, multiple_entries_per_day integer DEFAULT 0);
        CREATE TABLE ticks (_id integer primary key, _track_id integer, year integer, month integer, day integer);
        INSERT INTO tracks VALUES (1, 'Water', '', 'drop', 1, 1);
        INSERT INTO ticks (_track_id, year, month, day) VALUES (1, 2026, 10, 20), (1, 2026, 10, 20);
        """,
      report: ["  Water (new, 0 times a day): 2 completions added"]),
  ]

  @Test(arguments: sources)
  func importsWithItsReportAndASecondImportAddsNothing(_ source: Source) throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let path: String
    if source.files.count == 1, let (name, text) = source.files.first {
      path = sandbox.write(name, text)
      if let sql = source.sql { _ = try sandbox.sqlite3(path, sql) }
    } else {
      path = sandbox.directory.appendingPathComponent(source.name).path
      for (name, text) in source.files {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    }
    let first = try sandbox.run("import", path)
    #expect(first.status == 0, "\(first)")
    for line in source.report { #expect(first.stderr.contains(line + "\n"), "\(first)") }
    let again = try sandbox.run("import", path)
    #expect(again.status == 0, "\(again)")
    #expect(again.stderr.contains("  activities: 0 added, "), "\(again)")
    #expect(!again.stderr.contains(/\b[1-9][0-9,]* (completions? |skipped days? |failed days? )?added/), "\(again)")
  }
}
