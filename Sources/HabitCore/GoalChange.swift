/// A goal taking effect on a day, with the amount a day's completions must reach to count from then on and the
/// unit amounts are recorded in. Changing a goal, the required amount or the unit adds one of these, so the past
/// keeps being judged, and shown, by what was in force then.
public struct GoalChange: Hashable, Sendable {
  public var effectiveFrom: Day
  public var goal: Goal
  /// A completion needs at least this amount that day to count (the day then counts once); nil means any
  /// completion counts.
  public var requiredAmount: Double?
  /// What the day's amounts are measured in while this change is in force ("pages"); nil when none is.
  public var unit: String?

  public init(effectiveFrom: Day, goal: Goal, requiredAmount: Double? = nil, unit: String? = nil) {
    self.effectiveFrom = effectiveFrom
    self.goal = goal
    self.requiredAmount = requiredAmount
    self.unit = unit ?? goal.unit
  }
}

extension GoalChange {
  /// Whether this change asks and shows what `other` does: the same goal, required amount and unit.
  public func judgesAlike(_ other: GoalChange) -> Bool {
    (goal, requiredAmount, unit) == (other.goal, other.requiredAmount, other.unit)
  }
}
