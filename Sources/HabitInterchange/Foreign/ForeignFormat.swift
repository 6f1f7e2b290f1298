import HabitStore

/// Other trackers' formats, which habit imports (and never exports).
public enum ForeignFormat: String, CaseIterable, Sendable {
  /// Loop Habit Tracker's backup: a SQLite file, schema version 8 to 25.
  case loopDB = "loop-db"
  /// Loop's CSV export: `Habits.csv` and a `NNN Name/Checkmarks.csv` per habit, in a zip file or a folder.
  case loopCSV = "loop-csv"
  /// harsh's folder: a `habits` file (`Name: frequency`) and a `log` (`day : habit : y|n|s : comment : amount`).
  case harsh
  /// habitctl's folder: a `habits` file (`every_n_days name`) and a tab-separated `log`.
  case habitctl
  /// dijo's data folder, or its `habit_record.json`: an array of Bit, Count and Float habits with their days.
  case dijo
  /// Beaver Habits' JSON export: habits with their records, status and period.
  case beaver
  /// HabitKit's JSON export: habits, completions and intervals (the goal history).
  case habitkit
  /// HabitBull's CSV export: one row per habit and day.
  case habitbull
  /// Daylio's CSV export: one row per mood entry, with the activities done.
  case daylio
  /// Habitica's data export (user data JSON) or its `history.csv`.
  case habitica
  /// Rewire's backup: a SQLite file with `Habits` and `CHECKINS`.
  case rewire
  /// Tickmate's backup: a SQLite file with `tracks` and `ticks`.
  case tickmate

  /// One line for help texts and the list shown when a file's format is not recognised.
  public var summary: String {
    switch self {
    case .loopDB: return "Loop Habit Tracker's backup (Loop Habits Backup ....db), schema 8 to 25"
    case .loopCSV: return "Loop's CSV export: its zip file (Loop Habits CSV ....zip) or the unzipped folder"
    case .harsh: return "harsh's folder (HARSHPATH): habits and log, fields separated by ' : '"
    case .habitctl: return "habitctl's folder (~/.habitctl): habits and log, fields separated by tabs"
    case .dijo:
      return "dijo's folder or habit_record.json: [{\"type\": \"Bit\"|\"Count\"|\"Float\", \"name\", \"stats\", ...}]"
    case .beaver:
      return "Beaver Habits' export: {\"user_email\", \"exported_at\", \"habits\": [{\"id\", \"records\", ...}]}"
    case .habitkit: return "HabitKit's export: {\"habits\", \"completions\", \"intervals\", ...}"
    case .habitbull:
      return "HabitBull's CSV: " + HabitBullParser<MemoryByteSource>.header.joined(separator: ",")
    case .daylio: return "Daylio's CSV export: full_date,date,weekday,time,mood,activities,... (or year,date,...)"
    case .habitica:
      return "Habitica's data export (JSON: tasks, preferences, ...) or history.csv: Task Name,Task ID,..."
    case .rewire: return "Rewire's backup: a SQLite file with Habits and CHECKINS tables"
    case .tickmate: return "Tickmate's backup (Export database): a SQLite file with tracks and ticks tables"
    }
  }

  /// Every format with its summary, one per line, for hints.
  public static var list: String {
    allCases.map { format in
      "  " + format.rawValue + String(repeating: " ", count: max(1, 16 - format.rawValue.count)) + format.summary
    }.joined(separator: "\n")
  }
}
