import HabitCore
import HabitScreens

extension HabitDatabase {
  /// The prompt's status, read in one snapshot.
  public func promptStatus(of user: User, today: Day) throws -> PromptStatus {
    try readSavingCheckpoints {
      let weekStart = try self.weekStart()
      let states = try activities(of: user).map {
        try evaluateRecent($0, today: today, weekStart: weekStart).standing.state
      }
      return PromptStatus(toDo: states.count { $0 == .due }, atRisk: states.count { $0 == .atRisk })
    }
  }
}
