import HabitCore

/// `habit prompt`: how many of the user's activities are still open today (due or at risk), as the evaluation
/// judges them, for a shell prompt.
public struct PromptStatus: Sendable, Equatable {
  /// Due or at risk today.
  public let open: Int
  /// Of those, at risk: today is the last day to keep the period's streak.
  public let atRisk: Int

  public init(open: Int, atRisk: Int) {
    self.open = open
    self.atRisk = atRisk
  }
}

extension HabitDatabase {
  /// The prompt's status, read in one snapshot.
  public func promptStatus(of user: User, today: Day) throws -> PromptStatus {
    try readSavingCheckpoints {
      let weekStart = try self.weekStart()
      let states = try activities(of: user).map {
        try evaluateRecent($0, today: today, weekStart: weekStart).standing.state
      }
      return PromptStatus(
        open: states.filter { $0 == .due || $0 == .atRisk }.count, atRisk: states.filter { $0 == .atRisk }.count)
    }
  }
}
