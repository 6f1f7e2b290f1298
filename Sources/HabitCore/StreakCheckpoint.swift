/// The state of the streak search at a boundary day: what judging every period before it left behind, so that an
/// evaluation can start there instead of at the beginning of the history.
///
/// A boundary is a day no judged period straddles: any day under a daily or rolling goal, the first day of a
/// week or month under a weekly or monthly one (or the day such a goal took effect). Everything recorded before
/// the boundary, every goal change on or before it, the history's start and the first weekday decide the state;
/// a change to any of them makes the checkpoint wrong, so whoever keeps one must drop it then (the store's
/// triggers do). Resuming needs the records from `firstDayNeeded(goals:)` on, since the windows of the first
/// periods after the boundary reach back before it.
///
/// ```swift
/// let whole = Evaluation(history: history, today: today, checkpointNear: today.adding(days: -40))
/// let resumed = Evaluation(history: recent, today: today, resuming: whole.checkpoint)
/// resumed.bestStreak == whole.bestStreak  // true
/// ```
public struct StreakCheckpoint: Hashable, Sendable {
  /// The first day whose period was not judged yet.
  public let boundary: Day
  /// The first weekday the periods were judged with: a checkpoint of another one is of no use.
  public let weekStart: WeekStart
  public let best: Streak?
  /// The run still open at the boundary.
  public let current: Streak?
  /// The goal period of the last result judged: a change of kind at the boundary ends the open run.
  public let kind: Period?
  /// The window of the last met result: a week split by a goal change counts once.
  public let lastWindow: PeriodInterval?

  public init(
    boundary: Day, weekStart: WeekStart, best: Streak?, current: Streak?, kind: Period?, lastWindow: PeriodInterval?
  ) {
    self.boundary = boundary
    self.weekStart = weekStart
    self.best = best
    self.current = current
    self.kind = kind
    self.lastWindow = lastWindow
  }

  /// The first day whose records an evaluation resuming here must have: the boundary, less what the longest
  /// rolling window among `goals` reaches back. A calendar period judged from the boundary on asks only over its
  /// own days from the boundary on (a part of a week cut by a goal change is judged over that part), so it needs
  /// nothing before it.
  public func firstDayNeeded(goals: [GoalChange]) -> Day {
    let reach =
      goals.map { change in
        if case .rolling(let days) = change.goal.period { return days - 1 }
        return 0
      }.max() ?? 0
    return boundary.adding(days: -reach)
  }

  /// Whether an evaluation as of `today` with weeks starting on `weekStart` can resume here.
  public func serves(today: Day, weekStart: WeekStart) -> Bool {
    self.weekStart == weekStart && boundary <= today
  }

  /// The most days one period of any of `goals` spans.
  public static func longestWindow(_ goals: [GoalChange]) -> Int {
    goals.map { change in
      switch change.goal.period {
      case .day: 1
      case .week: 7
      case .month: 31
      case .rolling(let days): days
      }
    }.max() ?? 1
  }
}

extension GoalTimeline {
  /// The latest boundary on or before `day`: `day` itself under a daily or rolling goal, else the start of its
  /// week or month, or the day the goal took effect when that is later.
  func checkpointBoundary(onOrBefore day: Day, weekStart: WeekStart) -> Day {
    let segment = segment(on: day)
    let periodStart = segment.goal.period.interval(containing: day, weekStart: weekStart).start
    return max(periodStart, segment.first ?? periodStart)
  }
}
