import HabitCore

/// How a day's status is drawn on calendars and heatmaps, with and without colour.
public enum DayCells {
  public static func symbol(_ status: DayStatus) -> String {
    switch status {
    case .done: return "✓"
    case .partial: return "◐"
    case .overLimit: return "!"
    case .skipped: return "~"
    case .failed: return "✗"
    case .rest: return "-"
    case .paused: return "="
    case .empty, .future, .beforeStart, .notLoaded: return " "
    }
  }

  public static func style(_ status: DayStatus) -> Style? {
    switch status {
    case .done: return .green
    case .partial: return .yellow
    case .overLimit: return .red
    case .skipped, .rest, .paused: return .dim
    case .failed: return .red
    case .empty, .future, .beforeStart, .notLoaded: return nil
    }
  }

  /// A day's status in words, for labels and legends: never the raw `over_limit`.
  public static func words(_ status: DayStatus) -> String {
    switch status {
    case .done: return "done"
    case .partial: return "partly done"
    case .overLimit: return "over the limit"
    case .skipped: return "skipped"
    case .failed: return "failed"
    case .empty: return "nothing recorded"
    case .rest: return "rest day"
    case .paused: return "paused"
    case .future: return "to come"
    case .beforeStart: return "before the start"
    case .notLoaded: return "not read"
    }
  }

  /// What the symbols mean; "over the limit" only where a goal has a limit, "rest" and "paused" only where
  /// some day is.
  public static func legend(limit: Bool, rest: Bool = false, paused: Bool = false) -> String {
    "✓ done  ◐ partial  " + (limit ? "! over the limit  " : "") + "~ skipped  ✗ failed  " + (rest ? "- rest  " : "")
      + (paused ? "= paused  " : "") + "[ ] today"
  }

  /// Two-letter weekday names starting from the household's first weekday.
  public static func weekdayHeader(_ weekStart: WeekStart) -> [String] {
    let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    let first = weekStart.isoWeekday - 1
    return (0..<7).map { names[(first + $0) % 7] }
  }
}
