import HabitCore

/// One member's activity on the board: only what the board shows, not the history it was judged from.
public struct BoardEntry: Sendable {
  public let user: User
  public let activity: Activity
  public let currentStreak: Streak?
  public let bestStreak: Streak?
  public let currentPeriod: PeriodResult
  public let standing: Standing

  public init(user: User, activity: Activity, evaluation: Evaluation) {
    self.user = user
    self.activity = activity
    currentStreak = evaluation.currentStreak
    bestStreak = evaluation.bestStreak
    currentPeriod = evaluation.currentPeriod
    standing = evaluation.standing
  }
}
