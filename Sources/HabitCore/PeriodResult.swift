/// How one period stands against the goal in force then.
///
/// For a calendar goal the period is a day, week or month; where a goal change falls inside it, each goal judges
/// its own part (`interval`) against the whole calendar period (`window`). For a rolling goal the period is the
/// single day judged, and the window the days ending there.
///
/// ```swift
/// let week = evaluation.currentPeriod
/// "\(formatAmount(week.achieved))/\(formatAmount(week.required)) \(week.goal.period.phrase)"  // "2/3 a week"
/// ```
public struct PeriodResult: Hashable, Sendable {
  /// The days this result judges: the calendar period cut to the goal's time in force and to the history's
  /// start, or for a rolling goal the one day judged. Streaks run from and to these days.
  public let interval: PeriodInterval
  /// The days the goal asks over: the whole calendar period, or the rolling window ending on the judged day.
  /// Its length is what a required count is shrunk against; its days outside the goal's time in force, before
  /// the history started, or skipped are left out.
  public let window: PeriodInterval
  public let goal: Goal
  public let status: PeriodStatus
  /// The count or amount recorded so far on the days that are judged.
  public let achieved: Double
  /// For an at-least goal, the count or amount asked for after shrinking for skipped days; for an at-most goal,
  /// the limit.
  public let required: Double
  /// Whether the period contains today, so is not over yet.
  public let isCurrent: Bool
  /// Whether the window reaches before the loaded records, so the status may be wrong: load from earlier.
  public let reachesBeforeLoaded: Bool

  public init(
    interval: PeriodInterval, window: PeriodInterval, goal: Goal, status: PeriodStatus, achieved: Double,
    required: Double, isCurrent: Bool, reachesBeforeLoaded: Bool = false
  ) {
    self.interval = interval
    self.window = window
    self.goal = goal
    self.status = status
    self.achieved = achieved
    self.required = required
    self.isCurrent = isCurrent
    self.reachesBeforeLoaded = reachesBeforeLoaded
  }
}

/// Whether a period met its goal.
public enum PeriodStatus: String, Hashable, Sendable, CaseIterable {
  /// The goal was reached (for the current period: already reached).
  case met
  /// The goal was missed, or a day in the period was marked failed.
  case unmet
  /// Every day the goal asks over was skipped or before the history: the period is passed over.
  case neutral
  /// The current period, not reached yet (or for an at-most goal, not over yet).
  case inProgress = "in_progress"
}
