/// How one day reads on every view (calendar, `show`, heatmap, `list`, board, the SQL views): the evaluation's
/// judgement of the day, never a reading of raw rows.
public enum DayStatus: String, Hashable, Sendable, CaseIterable {
  /// The day does what the goal asks of it: a counting completion, or under a daily goal, the period met.
  case done
  /// Something was recorded, but short of what the day needs: the required amount, or a daily goal's target.
  case partial
  /// Under an at-most goal, the day's records took the period's total above its limit (or added to a total
  /// already above it).
  case overLimit = "over_limit"
  /// Marked skipped: not judged.
  case skipped
  /// Marked failed: its period is not met.
  case failed
  /// Nothing recorded: a missed day, or under an at-most goal a day within the limit.
  /// (Not `none`, which an optional status would read as nil.)
  case empty
  /// A weekday goal's rest day (a weekday it is not due on) with nothing recorded: judged neither way.
  case rest
  /// A paused day with nothing recorded: judged neither way.
  case paused
  /// After today.
  case future
  /// Before the history started.
  case beforeStart = "before_start"
  /// Before the loaded window of records, so unknown here.
  case notLoaded = "not_loaded"
}
