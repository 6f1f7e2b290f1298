/// A goal taking effect on a day. Changing a goal adds one of these, so the past keeps being judged by the goal
/// that was in force then.
public struct GoalChange: Hashable, Sendable {
  public var effectiveFrom: Day
  public var goal: Goal

  public init(effectiveFrom: Day, goal: Goal) {
    self.effectiveFrom = effectiveFrom
    self.goal = goal
  }
}
