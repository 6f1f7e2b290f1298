import HabitCore
import HabitScreens

extension HabitDatabase {
  /// One page of the plan chart (`habit plan progress`), and whether the user has any plan, read in one snapshot.
  public func planProgress(of user: User, grouping: ProgressGrouping, page: Int, today: Day) throws
    -> (page: PlanProgressPage, hasPlans: Bool)
  {
    try db.read {
      let plans = try dailyPlans(of: user)
      let chart = try PlanProgressPage(
        plans: plans, grouping: grouping, page: page, today: today, weekStart: try weekStart())
      return (chart, !plans.isEmpty)
    }
  }
}
