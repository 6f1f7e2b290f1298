import HabitCore

/// What is still open today, for `habit remind`.
public struct Reminders: Sendable {
  public let today: Day
  /// Today's plan, when there is one (its goal may be achieved and its tasks all done).
  public let plan: DailyPlan?
  /// The user has made a plan before: worth a nudge when today has none.
  public let makesPlans: Bool
  public let activities: [OpenActivity]

  public init(today: Day, plan: DailyPlan?, makesPlans: Bool, activities: [OpenActivity]) {
    self.today = today
    self.plan = plan
    self.makesPlans = makesPlans
    self.activities = activities
  }
}
