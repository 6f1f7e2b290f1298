/// How one day reads on a calendar or heatmap.
public enum DayStatus: String, Hashable, Sendable, CaseIterable {
  /// Counts towards the goal: a completion, or with a required amount, the day's total reaching it.
  case done
  /// Something was recorded, but the day's total is below the required amount.
  case partial
  /// Marked skipped: not judged.
  case skipped
  /// Marked failed: its period is not met.
  case failed
  /// Nothing recorded. (Not `none`, which an optional status would read as nil.)
  case empty
  /// After today.
  case future
  /// Before the history started.
  case beforeStart = "before_start"
  /// Before the loaded window of records, so unknown here.
  case notLoaded = "not_loaded"
}
