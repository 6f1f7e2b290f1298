import HabitCore

/// What `habit plan set` did: the plan as it is now, and as it was before today's edit.
public struct PlanRevision: Hashable, Sendable {
  public let plan: DailyPlan
  public let previous: DailyPlan?
}

/// The plan after an action, and what changed.
public struct PlanUpdate: Hashable, Sendable {
  public let plan: DailyPlan
  public let events: [PlanEvent]
}
