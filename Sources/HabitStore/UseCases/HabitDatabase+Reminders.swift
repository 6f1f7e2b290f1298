import HabitCore
import SQLite

extension HabitDatabase {
  /// What is still open today: today's plan, and the active activities whose goal is not met yet (by the
  /// provisional `OpenToday` rule) or whose programme in progress is not checked yet today.
  public func reminders(for user: User, today: Day) throws -> Reminders {
    try db.read {
      let weekStart = try self.weekStart()
      let plan = try dailyPlan(of: user, on: today)
      let makesPlans =
        try db.scalar("SELECT EXISTS (SELECT 1 FROM daily_plans WHERE user_id = ?)", [user.id], as: Bool.self) ?? false
      var running: [Int64: (day: Int, length: Int)] = [:]
      for progress in try challenges(of: user) {
        if case .running(let day, false) = progress.challenge.state(today: today) {
          running[progress.activityID] = (day, progress.challenge.length)
        }
      }
      var open: [OpenActivity] = []
      for activity in try activities(of: user) {
        let goal = activity.goal(on: today)
        var status: OpenToday.Status?
        if let window = OpenToday.window(of: goal, today: today, weekStart: weekStart) {
          let completions = try db.query(
            "SELECT day, amount FROM completions WHERE activity_id = ? AND day BETWEEN ? AND ?",
            [activity.id, window.start.description, today.description]
          ) { row in Completion(day: try parseDay(try row[0]), amount: try row[1]) }
          status = OpenToday.status(
            goal: goal, requiredAmount: activity.requiredAmount, completions: completions,
            markToday: try mark(of: activity, on: today), today: today, weekStart: weekStart)
        }
        let challengeDay = running[activity.id]
        if status != nil || challengeDay != nil {
          open.append(OpenActivity(activity: activity, goal: goal, status: status, challengeDay: challengeDay))
        }
      }
      return Reminders(today: today, plan: plan, makesPlans: makesPlans, activities: open)
    }
  }
}
