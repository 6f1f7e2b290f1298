import Foundation
import HabitCore
import HabitInterchange
import HabitStore
import SQLite
import Testing

/// Rewire's and Tickmate's backups, SQLite files written here with the tables those apps have.
@Suite struct SQLiteBackupImportTests {
  /// A SQLite file made by `sql`.
  static func backup(_ name: String, _ sql: String) throws -> TemporaryFile {
    let file = TemporaryFile(name)
    let connection = try Connection(path: file.path, access: .readWriteCreate)
    try connection.execute(sql)
    return file
  }

  static let rewire = """
    CREATE TABLE Habits (_id INTEGER PRIMARY KEY, Order_num INTEGER, Name TEXT NOT NULL, description TEXT,
      active_days TEXT, archived INTEGER, schedule INTEGER, days INTEGER, period INTEGER, repeating_count INTEGER,
      start_date TEXT);
    CREATE TABLE CHECKINS (_id INTEGER PRIMARY KEY, Habit_id INTEGER NOT NULL, date TEXT NOT NULL,
      type INTEGER NOT NULL, note TEXT, UNIQUE(Habit_id, date));
    CREATE TABLE UNIT (_id INTEGER PRIMARY KEY, UNIT_NAME TEXT);
    CREATE TABLE REMINDERS (_id INTEGER PRIMARY KEY, habit_id INTEGER, time INTEGER, active_days TEXT);
    INSERT INTO Habits VALUES (1, 0, 'Wake up early', 'before 6', '1,3,5', 0, 0, NULL, NULL, NULL, '20250201');
    INSERT INTO Habits VALUES (2, 1, 'Floss', '', '0,1,2,3,4,5,6', 1, 1, 3, 0, NULL, '20250201');
    INSERT INTO Habits VALUES (3, 2, 'Water plants', NULL, '', 0, 2, 0, 0, 5, '20250205');
    INSERT INTO CHECKINS VALUES (1, 1, '20250210', 2, 'made it'), (2, 1, '20250211', 1, NULL),
      (3, 1, '20250212', 3, NULL), (4, 2, '20250211', 2, ''), (5, 9, '20250211', 2, NULL);
    INSERT INTO REMINDERS VALUES (1, 1, 480, '0,1,2');
    PRAGMA user_version = 24;
    """

  @Test func rewireSchedulesBecomeGoalsAndItsDoneCheckinsCompletions() throws {
    let file = try Self.backup("rewire.db", Self.rewire)
    let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
    let rewire = try ForeignImport()
    let batch = try #require(try Importer.read(path: file.path, settings: rewire.settings()))
    #expect(batch.format == "rewire")
    let report = try rewire.apply(batch)
    #expect(
      try rewire.described() == [
        "Wake up early | created 2025-02-01 | tue,thu,sat from 2025-02-01 | description before 6",
        "  2025-02-10 done 'made it'",
        "Floss | created 2025-02-01 | 3/7d from 2025-02-01 | archived",
        "  2025-02-11 done",
        "Water plants | created 2025-02-05 | 1/5d from 2025-02-05",
      ])
    #expect(
      report.ignored == [
        .init(reason: "Rewire check-ins of no habit", count: 1),
        .init(
          reason: "Rewire check-ins of types other than done (1 and 3, whose meaning Rewire never published)",
          count: 2),
        .init(reason: "Rewire reminders: habit's are a member's, set with habit settings reminder", count: 1),
      ])
    let again = try rewire.apply(try #require(try Importer.read(path: file.path, settings: rewire.settings())))
    #expect(again.completions == .init(present: 2) && again.activities == .init(present: 3))
    #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before)
  }

  static let tickmate = """
    CREATE TABLE tracks (_id integer primary key autoincrement, name text not null, description text not null,
      icon text not null, enabled integer not null, multiple_entries_per_day integer DEFAULT 0,
      "order" integer DEFAULT -1);
    CREATE TABLE ticks (_id integer primary key autoincrement, _track_id integer, year integer, month integer,
      day integer, hour integer, minute integer, second integer, has_time_info integer DEFAULT 0);
    INSERT INTO tracks VALUES (1, 'Vegan', 'no meat', 'food', 1, 0, 1), (2, 'Coffee', '', 'cup', 0, 1, 0);
    INSERT INTO ticks (_track_id, year, month, day) VALUES (1, 2025, 0, 31), (1, 2025, 0, 31), (1, 2025, 1, 1),
      (2, 2025, 1, 1), (2, 2025, 1, 1), (2, 2025, 1, 1), (7, 2025, 1, 2);
    PRAGMA user_version = 13;
    """

  @Test func tickmateTicksAreCompletionsOnTheirDayWithMonthsCountedFromZero() throws {
    let file = try Self.backup("tickmate.db", Self.tickmate)
    let tickmate = try ForeignImport()
    let batch = try #require(try Importer.read(path: file.path, settings: tickmate.settings()))
    #expect(batch.format == "tickmate")
    let report = try tickmate.apply(batch)
    #expect(
      try tickmate.described() == [
        "Coffee | created 2025-02-01 | 0/day from 2025-02-01 | archived",
        "  2025-02-01 done", "  2025-02-01 done", "  2025-02-01 done",
        "Vegan | created 2025-01-31 | 0/day from 2025-01-31 | description no meat",
        "  2025-01-31 done", "  2025-02-01 done",
      ])
    #expect(
      report.ignored == [
        .init(reason: "Tickmate ticks of deleted tracks", count: 1),
        .init(reason: "Tickmate ticks repeating a day of a track with one tick a day", count: 1),
      ])
    let again = try tickmate.apply(try #require(try Importer.read(path: file.path, settings: tickmate.settings())))
    #expect(again.completions == .init(present: 5) && again.activities == .init(present: 2))
  }

  @Test func anImpossibleTickIsRefusedWithItsRow() throws {
    let bad = try Self.backup(
      "tickmate.db", Self.tickmate + "INSERT INTO ticks (_id, _track_id, year, month, day) VALUES (99, 1, 2025, 12, 1);"
    )
    let tickmate = try ForeignImport()
    let error = #expect(throws: ImportError.self) { try Importer.read(path: bad.path, settings: tickmate.settings()) }
    #expect(error?.message == "ticks row with id 99: year 2025, month 12 (counted from 0), day 1 is not a real date")
  }
}
