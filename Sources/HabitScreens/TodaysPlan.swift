import HabitCore

/// Today's plan, or when there is none yet, the plan offered for it (yesterday's, not achieved).
public struct TodaysPlan: Hashable, Sendable {
  public let plan: DailyPlan?
  public let offer: DailyPlan?

  public init(plan: DailyPlan?, offer: DailyPlan?) {
    self.plan = plan
    self.offer = offer
  }
}
