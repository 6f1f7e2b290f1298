import HabitCore

/// One activity as the daily views (`habit today`, `habit list`) show it: judged as of today by the evaluation.
public struct ActivitySummary: Sendable {
  public let activity: Activity
  /// The goal in force today.
  public let goal: Goal
  /// The period containing today, as the evaluation judges it.
  public let currentPeriod: PeriodResult
  /// Today as the evaluation judges it: its status, and the amount recorded so far against the required one.
  public let judgedToday: JudgedDay
  /// Today's status, as the evaluation judges it.
  public var todayStatus: DayStatus { judgedToday.status }
  /// Where the activity stands today: due, at risk, done, within or over its limit, skipped, failed.
  public let standing: Standing
  public let currentStreak: Streak?
  public let lastPerformed: Day?
  /// For a shared activity with a rotation, the member whose turn it is.
  public let turn: String?

  public init(activity: Activity, evaluation: Evaluation, lastPerformed: Day?, turn: String? = nil) {
    self.activity = activity
    goal = evaluation.currentPeriod.goal
    currentPeriod = evaluation.currentPeriod
    judgedToday = evaluation.day(evaluation.today)
    standing = evaluation.standing
    currentStreak = evaluation.currentStreak
    self.lastPerformed = lastPerformed
    self.turn = turn
  }
}
