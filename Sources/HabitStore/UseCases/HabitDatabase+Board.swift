import HabitCore

/// One member's activity on the board: only what the board shows, so a household's ten years of history are
/// judged one activity at a time and not held in memory together.
public struct BoardEntry: Sendable {
  public let user: User
  public let activity: Activity
  public let currentStreak: Streak?
  public let bestStreak: Streak?
  public let currentPeriod: PeriodResult
  public let standing: Standing

  init(user: User, activity: Activity, evaluation: Evaluation) {
    self.user = user
    self.activity = activity
    currentStreak = evaluation.currentStreak
    bestStreak = evaluation.bestStreak
    currentPeriod = evaluation.currentPeriod
    standing = evaluation.standing
  }
}

extension HabitDatabase {
  /// Every member's active activities judged as of `today`, read in one snapshot: the household side by side.
  /// Best streaks come from each activity's streak checkpoint, so the board reads the weeks since, not the years.
  public func householdBoard(today: Day) throws -> HouseholdBoard {
    try readSavingCheckpoints {
      let weekStart = try self.weekStart()
      let entries = try users().flatMap { user in
        try activities(of: user).map { activity in
          BoardEntry(
            user: user, activity: activity,
            evaluation: try evaluateStreaks(activity, today: today, weekStart: weekStart))
        }
      }
      return HouseholdBoard(entries, today: today)
    }
  }
}
