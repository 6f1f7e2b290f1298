import HabitCore

/// The plan after an action, and what changed.
public struct PlanUpdate: Hashable, Sendable {
  public let plan: DailyPlan
  public let events: [PlanEvent]

  public init(plan: DailyPlan, events: [PlanEvent]) {
    self.plan = plan
    self.events = events
  }
}
