import HabitCore

/// What `habit plan set` did: the plan as it is now, and as it was before today's edit.
public struct PlanRevision: Hashable, Sendable {
  public let plan: DailyPlan
  public let previous: DailyPlan?

  public init(plan: DailyPlan, previous: DailyPlan?) {
    self.plan = plan
    self.previous = previous
  }
}
