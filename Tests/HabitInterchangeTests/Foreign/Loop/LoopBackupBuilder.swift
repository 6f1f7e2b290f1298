import Foundation
import SQLite

/// Writes Loop backups of any schema version from 8 to 25, with the tables and columns Loop's migrations give
/// each version (`type` and a repetition's `value` from 16, target and unit from 18, question 23, uuid 24,
/// notes 25), into a temporary file.
struct LoopBackupBuilder {
  let version: Int
  /// Habit rows, by column; missing columns take Loop's defaults.
  var habits: [[String: any SQLiteBindable]] = []
  /// Repetition rows, by column (`habit`, `timestamp`, `value`, `notes`).
  var repetitions: [[String: any SQLiteBindable]] = []
  /// SQL run after the rows are written, to damage or disguise the file.
  var extraSQL = ""

  init(version: Int) { self.version = version }

  /// Adds a habit with Loop's usual values for what is not given, and returns its id.
  @discardableResult
  mutating func habit(_ name: String, _ values: [String: any SQLiteBindable] = [:]) -> Int64 {
    let id = Int64(habits.count + 1)
    var row: [String: any SQLiteBindable] = [
      "id": id, "name": name, "archived": 0, "color": version < 14 ? -16_742_021 : 8, "description": "",
      "freq_num": 1, "freq_den": 1, "highlight": 0, "position": habits.count,
    ]
    if version >= 23 { row["question"] = "" }
    if version >= 24 { row["uuid"] = String(format: "%032x", id) }
    row.merge(values) { $1 }
    habits.append(row)
    return (row["id"] as? Int64) ?? Int64(row["id"] as! Int)
  }

  /// Adds a repetition on `day` (yyyy-MM-dd, as its UTC midnight).
  mutating func repetition(_ habit: Int64, _ day: String, _ value: Int64? = nil, notes: String? = nil) {
    var row: [String: any SQLiteBindable] = ["habit": habit, "timestamp": Self.timestamp(day)]
    if let value { row["value"] = value }
    if let notes { row["notes"] = notes }
    repetitions.append(row)
  }

  static func timestamp(_ day: String) -> Int64 {
    let parts = day.split(separator: "-").map { Int($0)! }
    var components = DateComponents()
    (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return Int64(calendar.date(from: components)!.timeIntervalSince1970) * 1000
  }

  var schema: String {
    var habits = """
      id integer primary key autoincrement, archived integer, color integer, description text, freq_den integer,
      freq_num integer, highlight integer, name text, position integer, reminder_hour integer, reminder_min integer
      """
    var repetitions = "id integer primary key autoincrement, habit integer references habits(id), timestamp integer"
    if version >= 11 { habits += ", reminder_days integer not null default 127" }
    if version >= 16 {
      habits += ", type integer not null default 0"
      repetitions += ", value integer not null default 2"
    }
    if version >= 18 {
      habits += ", target_type integer not null default 0, target_value real not null default 0"
      habits += ", unit text not null default \"\""
    }
    if version >= 23 { habits += ", question text" }
    if version >= 24 { habits += ", uuid text" }
    if version >= 25 { repetitions += ", notes text" }
    var sql = """
      CREATE TABLE android_metadata (locale TEXT);
      CREATE TABLE Habits (\(habits));
      CREATE TABLE Repetitions (\(repetitions));
      """
    if version < 20 {
      sql += "CREATE TABLE Checkmarks (id integer primary key, habit integer, timestamp integer, value integer);"
    }
    if version >= 19 {
      sql += "CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text);"
    }
    sql +=
      version >= 22
      ? "CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions (habit, timestamp);"
      : "CREATE INDEX idx_repetitions_habit_timestamp ON Repetitions (habit, timestamp);"
    return sql
  }

  /// Writes the backup to a new temporary file.
  func write() throws -> TemporaryFile {
    let file = TemporaryFile("Loop Habits Backup 2026-07-10 093000.db")
    let db = try Connection(path: file.path)
    try db.execute("PRAGMA journal_mode = DELETE; " + schema)
    for (table, rows) in [("Habits", habits), ("Repetitions", repetitions)] {
      for row in rows {
        let columns = row.keys.sorted()
        try db.run(
          "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
          columns.map { row[$0]! })
      }
    }
    try db.execute(extraSQL + "; PRAGMA user_version = \(version);")
    return file
  }
}
