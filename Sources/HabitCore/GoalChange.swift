/// A goal taking effect on a day, with the amount a day's completions must reach to count from then on. Changing
/// a goal or the required amount adds one of these, so the past keeps being judged by what was in force then.
public struct GoalChange: Hashable, Sendable {
  public var effectiveFrom: Day
  public var goal: Goal
  /// A completion needs at least this amount that day to count (the day then counts once); nil means any
  /// completion counts.
  public var requiredAmount: Double?

  public init(effectiveFrom: Day, goal: Goal, requiredAmount: Double? = nil) {
    self.effectiveFrom = effectiveFrom
    self.goal = goal
    self.requiredAmount = requiredAmount
  }
}
