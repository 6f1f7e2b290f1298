import HabitCore

/// One member's activity on the household board, judged over its whole history (best streaks need it).
public struct BoardEntry: Sendable {
  public let user: User
  public let activity: Activity
  public let evaluation: Evaluation
}

extension HabitDatabase {
  /// Every member's active activities judged as of `today`, read in one snapshot: the household side by side.
  public func householdBoard(today: Day) throws -> [BoardEntry] {
    try db.read {
      let weekStart = try self.weekStart()
      return try users().flatMap { user in
        try activities(of: user).map { activity in
          BoardEntry(
            user: user, activity: activity, evaluation: try evaluateAll(activity, today: today, weekStart: weekStart))
        }
      }
    }
  }
}
