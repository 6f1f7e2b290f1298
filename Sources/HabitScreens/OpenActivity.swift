import HabitCore

/// An activity still to do today: its goal is not met yet, or its programme is not checked yet today.
public struct OpenActivity: Sendable {
  public let activity: Activity
  public let goal: Goal
  /// The current period, when it is the goal that is open (due or at risk).
  public let period: PeriodResult?
  /// Whether today is the last chance to keep the period's goal (see `Standing`).
  public let atRisk: Bool
  /// The programme in progress and today's day number in it, when today is not checked yet.
  public let challengeDay: (day: Int, length: Int)?

  public init(
    activity: Activity, goal: Goal, period: PeriodResult?, atRisk: Bool, challengeDay: (day: Int, length: Int)?
  ) {
    self.activity = activity
    self.goal = goal
    self.period = period
    self.atRisk = atRisk
    self.challengeDay = challengeDay
  }
}
