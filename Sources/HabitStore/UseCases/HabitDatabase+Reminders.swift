import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  /// What is still open today: today's plan, and the active activities that are due or at risk (as
  /// `habit today` judges them) or whose programme in progress is not checked yet today.
  public func reminders(for user: User, today: Day) throws -> Reminders {
    try readSavingCheckpoints { try openToday(of: user, today: today) }
  }

  /// ``reminders(for:today:)`` inside the caller's read.
  func openToday(of user: User, today: Day) throws -> Reminders {
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
      let evaluation = try evaluateRecent(activity, today: today, weekStart: weekStart)
      let standing = evaluation.standing
      let isOpen = standing.state == .due || standing.state == .atRisk
      let challengeDay = running[activity.id]
      if isOpen || challengeDay != nil {
        open.append(
          OpenActivity(
            activity: activity, goal: activity.goal(on: today), period: isOpen ? evaluation.currentPeriod : nil,
            atRisk: standing.state == .atRisk, challengeDay: challengeDay))
      }
    }
    return Reminders(today: today, plan: plan, makesPlans: makesPlans, activities: open)
  }
}
