import Foundation
import HabitScreens
import SQLite
import TestSupport
import Testing

/// `habit import` of Loop Habit Tracker's backup and CSV export through the real binary: the report, what
/// `habit show`, `habit stats` and `habit export --format dates-json` then say, a second import, and bad files
/// refused whole.
@Suite struct LoopImportTests {
  /// A Loop 2 backup (schema 25): a daily yes-or-no habit, a 3-in-7-days one, and an "at most 2 cups in any 7
  /// days" numerical one, with every kind of value.
  static func backup(in sandbox: Sandbox, name: String = "Loop Habits Backup 2026-07-10 093000.db") throws -> String {
    let path = sandbox.directory.appendingPathComponent(name).path
    let db = try Connection(path: path)
    try db.execute(
      """
      PRAGMA journal_mode = DELETE;
      CREATE TABLE android_metadata (locale TEXT);
      CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
        description text, freq_den integer, freq_num integer, highlight integer, name text, position integer,
        reminder_hour integer, reminder_min integer, reminder_days integer not null default 127,
        type integer not null default 0, target_type integer not null default 0,
        target_value real not null default 0, unit text not null default "", question text, uuid text);
      CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null references habits(id),
        timestamp integer not null, value integer not null, notes text);
      CREATE UNIQUE INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp);
      INSERT INTO Habits VALUES
        (1, 0, 8, '', 1, 1, 0, 'Floss', 0, 21, 30, 127, 0, 0, 0, '', 'Did you floss?', '0a1b2c3d4e5f60718293a4b5c6d7e8f9'),
        (2, 0, 11, 'Any book', 7, 3, 0, 'Read', 1, NULL, NULL, 127, 0, 0, 0, '', '', '1a1b2c3d4e5f60718293a4b5c6d7e8f9'),
        (3, 1, 16, '', 7, 1, 0, 'Coffee', 2, NULL, NULL, 127, 1, 1, 2.0, 'cups', '', '2a1b2c3d4e5f60718293a4b5c6d7e8f9');
      INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES
        (1, 1783209600000, 2, ''), (1, 1783296000000, 0, 'forgot'), (1, 1783382400000, 3, NULL),
        (1, 1783468800000, 2, 'late'), (1, 1783555200000, -1, NULL),
        (2, 1783209600000, 2, NULL), (2, 1783296000000, 1, NULL), (2, 1783382400000, 0, NULL),
        (2, 1783468800000, 2, 'chapter 3'),
        (3, 1783209600000, 1000, NULL), (3, 1783296000000, 2500, 'long day'), (3, 1783382400000, 3, NULL);
      PRAGMA user_version = 25;
      """)
    return path
  }

  /// Loop's CSV export of the same three habits, as the zip Loop shares.
  static func csvExport(in sandbox: Sandbox) -> String {
    let zip = ZipBuilder(members: [
      .init(
        "Habits.csv",
        """
        Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,\
        Target Value,Archived?
        001,Floss,YES_NO,Did you floss?,,1,1,#00897B,,,,false
        002,Read,YES_NO,,Any book,3,7,#1976D2,,,,false
        003,Coffee,NUMERICAL,,,1,7,#5D4037,cups,AT_MOST,2.0,true

        """),
      .init(
        "001 Floss/Checkmarks.csv",
        "Date,Value,Notes\n2026-07-09,UNKNOWN,\n2026-07-08,YES_MANUAL,late\n2026-07-07,SKIP,\n2026-07-06,NO,forgot\n"
          + "2026-07-05,YES_MANUAL,\n"),
      .init("001 Floss/Scores.csv", "Date,Score\n2026-07-09,0.0500\n"),
      .init(
        "002 Read/Checkmarks.csv",
        "Date,Value,Notes\n2026-07-11,YES_AUTO,\n2026-07-08,YES_MANUAL,chapter 3\n2026-07-07,NO,\n"
          + "2026-07-06,YES_AUTO,\n2026-07-05,YES_MANUAL,\n"),
      .init(
        "003 Coffee/Checkmarks.csv", "Date,Value,Notes\n2026-07-07,3,\n2026-07-06,2500,long day\n2026-07-05,1000,\n"),
      .init("Checkmarks.csv", "Date,Floss,Read,Coffee,\n2026-07-09,UNKNOWN,YES_AUTO,UNKNOWN,\n"),
      .init("Scores.csv", "Date,Floss,Read,Coffee,\n2026-07-09,0.0500,0.1000,0.0000,\n"),
    ])
    return sandbox.write("Loop Habits CSV 2026-07-10.zip", zip.bytes)
  }

  /// The report's lines for what both forms add: the three habits, each with its records.
  static let threeHabitsAdded = """
      activities: 3 added
      goals: 3 added
      completions: 6 added
      day marks: 3 added
      Floss (new, once a day): 2 completions added, 1 skipped day, 1 failed day
      Read (new, 3 times in any 7 days): 2 completions added
      Coffee (new, archived, at most 2 cups in any 7 days): 2 completions added, 1 skipped day
    """

  func sandbox() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-07-10")
    try sandbox.run("user", "add", "alice")
    return sandbox
  }

  /// What both forms give: `habit show` and `habit stats` of each habit, and the dates-json export.
  func expectTheThreeHabits(in sandbox: Sandbox) throws {
    #expect(
      try sandbox.run("show", "Floss", "--days", "6").stdout.masked == """
        Floss
        Did you floss?

        Goal       once a day
        Colour     #00897B
        Created    2026-07-05
        Last done  2 days ago
        Id         <id 1>

        Last 6 days
        2026-07-08  ✓ (late)
        2026-07-07  skipped
        2026-07-06  failed (forgot)
        2026-07-05  ✓

        """)
    #expect(
      try sandbox.run("show", "Read", "--days", "6").stdout.masked == """
        Read
        Any book

        Goal       3 times in any 7 days
        Colour     #1976D2
        Created    2026-07-05
        Last done  2 days ago
        Id         <id 1>

        Last 6 days
        2026-07-08  ✓ (chapter 3)
        2026-07-05  ✓

        """)
    #expect(
      try sandbox.run("show", "Coffee", "--days", "6").stdout.masked == """
        Coffee

        Goal         at most 2 cups in any 7 days
        Measured in  cups
        Colour       #5D4037
        Created      2026-07-05
        Last done    4 days ago
        Id           <id 1>
        Archived     yes

        Last 6 days
        2026-07-07  skipped
        2026-07-06  ! 2.5 cups (long day): 3.5, over the limit of 2
        2026-07-05  ✓ 1 cups

        """)
    try expectGolden(try sandbox.stats(of: "Floss", "Read", "Coffee"), "import-loop-stats.txt")
    #expect(
      try sandbox.run("export", "--format", "dates-json").stdout.masked == """
        {
          "habits": [
            {"id": "<id 1>", "title": "Floss", "emoji": "", "colorHex": "#00897B", "createdDate": "2026-07-05T00:00:00Z"},
            {"id": "<id 2>", "title": "Read", "emoji": "", "colorHex": "#1976D2", "createdDate": "2026-07-05T00:00:00Z"},
            {"id": "<id 3>", "title": "Coffee", "emoji": "", "colorHex": "#5D4037", "createdDate": "2026-07-05T00:00:00Z"}
          ],
          "completions": {
            "<id 1>": ["2026-07-05", "2026-07-08"],
            "<id 2>": ["2026-07-05", "2026-07-08"],
            "<id 3>": ["2026-07-05", "2026-07-06"]
          }
        }

        """)
  }

  @Test func aBackupImportsWithAReportPerHabitAndASecondImportAddsNothing() throws {
    let sandbox = try sandbox()
    let file = try Self.backup(in: sandbox)
    #expect(
      try sandbox.run("import", file)
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (loop-db):
            \(Self.threeHabitsAdded)
              ignored: 1 (days Loop checked automatically from the frequency (derived))
              ignored: 1 (days marked unknown (nothing entered))
              ignored: 1 (not-done days of habits judged on several days (Loop lets the window carry them))
              ignored: 1 (reminders (habit's are a member's: habit settings reminder))

            """, status: 0))
    try expectTheThreeHabits(in: sandbox)
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let again = try sandbox.run("import", file)
    #expect(again.status == 0)
    #expect(
      again.stderr.hasPrefix(
        """
        Imported \(file) (loop-db):
          activities: 0 added, 3 already present
          goals: 0 added, 3 already present
          completions: 0 added, 6 already present
          day marks: 0 added, 3 already present
          Floss: nothing new; 4 already present

        """))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  @Test func aBackupsNewestRowsInItsWriteAheadLogAreImportedFromAPrivateCopy() throws {
    // Given a Loop backup in WAL mode whose newest habit and check are only in its -wal (Loop stopped before
    // SQLite moved them into the file), copied with its -wal while the writer still has it open
    let sandbox = try sandbox()
    let original = try Self.backup(in: sandbox, name: "original.db")
    let writer = try Connection(path: original)
    try writer.execute(
      """
      PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
      INSERT INTO Habits VALUES
        (4, 0, 5, '', 1, 1, 0, 'Stretch', 3, NULL, NULL, 127, 0, 0, 0, '', '', '3a1b2c3d4e5f60718293a4b5c6d7e8f9');
      INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (4, 1783555200000, 2, 'in the log');
      """)
    let file = sandbox.directory.appendingPathComponent("Loop Habits Backup 2026-07-10 093000.db").path
    try FileManager.default.copyItem(atPath: original, toPath: file)
    try FileManager.default.copyItem(atPath: original + "-wal", toPath: file + "-wal")
    let temporary = sandbox.directory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let (main, log) = (sandbox.bytes(of: file), sandbox.bytes(of: file + "-wal"))
    let immutable = "file:" + file.replacingOccurrences(of: " ", with: "%20") + "?mode=ro&immutable=1"
    #expect(
      try Connection(path: immutable, access: .readOnly).scalar(
        "SELECT count(*) FROM Habits", as: Int.self) == 3)
    // When it is imported
    let imported = try sandbox.run(["import", file], environment: ["TMPDIR": temporary.path])
    // Then the habit and the check only in the log arrive with the rest
    #expect(imported.status == 0, "\(imported)")
    #expect(imported.stderr.contains("activities: 4 added"), "\(imported.stderr)")
    #expect(imported.stderr.contains("Stretch (new, once a day): 1 completion added"), "\(imported.stderr)")
    #expect(try sandbox.run("show", "Stretch", "--days", "2").stdout.contains("in the log"))
    // and the backup and its log are as they were, with nothing beside them or left in TMPDIR
    #expect(sandbox.bytes(of: file) == main && sandbox.bytes(of: file + "-wal") == log)
    #expect(!FileManager.default.fileExists(atPath: file + "-shm"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    try writer.execute("SELECT 1")
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func theWriteAheadLogsPrivateCopyGoesWithAnInterruptedImport(signal: Int32) throws {
    // Given a Loop backup whose -wal holds 300,000 checks, so that reading it takes a while
    let sandbox = try sandbox()
    let temporary = sandbox.directory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    sandbox.environment["TMPDIR"] = temporary.path
    let file = try Self.backupWithALongLog(in: sandbox)
    let before = try sandbox.dump(sandbox.defaultDatabase)
    // When the import is interrupted while its private copy of the backup exists
    let process = try sandbox.spawn(["import", file])
    var seen = false
    while sandbox.isRunning(process) && !seen {
      seen = Self.walCopies(in: temporary.path).count == 1
      if !seen { usleep(500) }
    }
    kill(process, signal)
    let end = sandbox.waitForEnd(of: process)
    // Then the copy went with it, and nothing was imported
    #expect(seen, "the import ended before its private copy was seen")
    #expect(end.signal == signal, "\(end)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  @Test func aPrivateCopyLeftByAKilledImportIsSweptByTheNextOneAndALiveOneIsNot() throws {
    // Given an import killed with SIGKILL (which cannot be caught) while its private copy of the backup existed,
    let sandbox = try sandbox()
    let temporary = sandbox.directory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    sandbox.environment["TMPDIR"] = temporary.path
    let file = try Self.backupWithALongLog(in: sandbox)
    let killed = try sandbox.spawn(["import", file])
    while sandbox.isRunning(killed) && Self.walCopies(in: temporary.path).isEmpty { usleep(500) }
    kill(killed, SIGKILL)
    _ = sandbox.waitForEnd(of: killed)
    let dead = Self.walCopies(in: temporary.path)
    #expect(dead.count == 1, "\(dead)")
    // and another import stopped (SIGSTOP) while it reads from its copy, both copies a minute old
    let stopped = try sandbox.spawn(["import", file])
    while sandbox.isRunning(stopped) && Self.walCopies(in: temporary.path).count < 2 { usleep(500) }
    kill(stopped, SIGSTOP)
    let live = Set(Self.walCopies(in: temporary.path)).subtracting(dead)
    #expect(live.count == 1, "\(live)")
    for name in dead + live {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: temporary.appendingPathComponent(name).path
      )
    }
    // When a third import makes a copy of its own
    let imported = try sandbox.run(["import", file])
    // Then the dead process's copy is gone, the third's too, and the stopped one's is still there
    #expect(imported.status == 0, "\(imported)")
    #expect(Set(Self.walCopies(in: temporary.path)) == live)
    // and the stopped import, let go on, finishes (finding everything already imported) and leaves nothing
    kill(stopped, SIGCONT)
    #expect(sandbox.waitForEnd(of: stopped).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  /// The private copies of backups in `directory`.
  static func walCopies(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix("habit-wal-") }
  }

  /// The three-habit backup, with 300 more habits of 1,000 checks each only in its -wal.
  static func backupWithALongLog(in sandbox: Sandbox) throws -> String {
    let original = try backup(in: sandbox, name: "original.db")
    let writer = try Connection(path: original)
    try writer.execute(
      """
      PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0;
      WITH RECURSIVE n(i) AS (SELECT 4 UNION ALL SELECT i + 1 FROM n WHERE i < 303)
      INSERT INTO Habits SELECT i, 0, 5, '', 1, 1, 0, 'Habit ' || i, i - 1, NULL, NULL, 127, 0, 0, 0, '', '',
        printf('%032x', i) FROM n;
      WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 299999)
      INSERT INTO Repetitions (habit, timestamp, value, notes)
        SELECT 4 + i % 300, 1783555200000 - (i / 300) * 86400000, 2, NULL FROM n;
      """)
    let file = sandbox.directory.appendingPathComponent("Loop Habits Backup 2026-07-10 093000.db").path
    try FileManager.default.copyItem(atPath: original, toPath: file)
    try FileManager.default.copyItem(atPath: original + "-wal", toPath: file + "-wal")
    try writer.execute("SELECT 1")
    return file
  }

  @Test func aBackupsLogThatIsNotARegularFileIsRefused() throws {
    let sandbox = try sandbox()
    let file = try Self.backup(in: sandbox)
    try FileManager.default.createSymbolicLink(atPath: file + "-wal", withDestinationPath: "/etc/passwd")
    let before = try sandbox.dump(sandbox.defaultDatabase)
    #expect(
      try sandbox.run("import", file)
        == .init(
          stdout: "",
          stderr: """
            error: \(file): the -wal beside it is not a regular file, so the backup's newest rows cannot be read
            Remove \(file)-wal, or put back the one the app left; then import again.
            Nothing was imported.

            """, status: 65))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  @Test func theCSVZipGivesTheSameHabitsAndTheBackupThenFindsThem() throws {
    let sandbox = try sandbox()
    let zip = Self.csvExport(in: sandbox)
    #expect(
      try sandbox.run("import", zip)
        == .init(
          stdout: "",
          stderr: """
            Imported \(zip) (loop-csv):
            \(Self.threeHabitsAdded)
              ignored: 2 (Loop's combined Checkmarks.csv and Scores.csv (the per-habit files are read))
              ignored: 1 (Loop's scores (derived))
              ignored: 2 (days Loop checked automatically from the frequency (derived))
              ignored: 1 (days marked unknown (nothing entered))
              ignored: 1 (not-done days of habits judged on several days (Loop lets the window carry them))

            """, status: 0))
    try expectTheThreeHabits(in: sandbox)
    // The backup of the same phone finds each habit by name, takes its uuid on, and adds nothing.
    let backup = try sandbox.run("import", try Self.backup(in: sandbox))
    #expect(backup.status == 0)
    #expect(
      backup.stderr.contains("  completions: 0 added, 6 already present\n  day marks: 0 added, 3 already present\n"))
    #expect(
      try sandbox.sqlite3(sandbox.defaultDatabase, "SELECT source, count(*) FROM activity_sources GROUP BY source")
        == "loop|3\nloop-csv|3\n")
  }

  @Test func badLoopFilesAreRefusedWholeWithExitStatus65() throws {
    let sandbox = try sandbox()
    try sandbox.run("import", try Self.backup(in: sandbox))
    let database = sandbox.defaultDatabase
    let before = try sandbox.dump(database)

    let badValue = try Self.backup(in: sandbox, name: "bad-value.db")
    try Connection(path: badValue).execute("UPDATE Repetitions SET value = 7 WHERE id = 2")
    let view = try Self.backup(in: sandbox, name: "view.db")
    try Connection(path: view).execute("ALTER TABLE Habits RENAME TO h; CREATE VIEW Habits AS SELECT * FROM h")
    let whole = try #require(sandbox.bytes(of: try Self.backup(in: sandbox, name: "whole.db")))
    let truncated = sandbox.write("truncated.db", Array(whole.prefix(whole.count / 2)))
    let zip = try #require(sandbox.bytes(of: Self.csvExport(in: sandbox)))
    let cutZip = sandbox.write("cut.zip", Array(zip.prefix(zip.count - 30)))
    let badZip = sandbox.write(
      "bad.zip",
      ZipBuilder(members: [
        .init("Habits.csv", "Position,Name\n001,Floss\n"),
        .init("001 Floss/Checkmarks.csv", "Date,Value,Notes\n2026-07-05,YES_MANUAL,\n2026-07-06,MAYBE,\n"),
      ]).bytes)
    let folder = sandbox.directory.appendingPathComponent("not an export").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

    let damaged = "The backup is damaged or not Loop's: make a new backup in Loop and import that."
    let loopBackup = "Import a backup made by Loop Habit Tracker (Settings, Export full backup)."
    for (path, message, hint) in [
      (
        badValue,
        ": Repetitions row with id 2: value is 7, not 2 (done), 0 (not done), 3 (skipped), 1 (automatic) or -1 (unknown)",
        damaged
      ),
      (
        view, ": Habits is a view, not a table: not a backup Loop writes",
        "habit reads only plain tables from a backup and runs none of its code."
      ),
      (
        truncated, ": not a SQLite database, or a damaged one (SQLite says: database disk image is malformed)",
        loopBackup
      ),
      (
        cutZip, ": not a zip archive (it has no central directory), or cut short",
        "The zip file is damaged or not Loop's: export the CSV from Loop again."
      ),
      (
        badZip, "/001 Floss/Checkmarks.csv:3:12: 'MAYBE' is not a value Loop writes for a yes or no habit",
        "A yes or no habit's values are YES_MANUAL, YES_AUTO, NO, SKIP and UNKNOWN."
      ),
      (
        folder, ": a folder without Habits.csv, habit_record.json, habits or log, so no tracker's export habit reads",
        "Import the folder of Loop's CSV export unzipped (Habits.csv and a folder per habit), dijo's data folder "
          + "(habit_record.json), harsh's (HARSHPATH) or habitctl's (~/.habitctl)."
      ),
    ] {
      #expect(
        try sandbox.run("import", path)
          == .init(stdout: "", stderr: "error: \(path)\(message)\n\(hint)\nNothing was imported.\n", status: 65))
      #expect(try sandbox.dump(database) == before)
    }
  }
}
