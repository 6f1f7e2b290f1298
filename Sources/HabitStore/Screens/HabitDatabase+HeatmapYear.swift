import HabitCore
import HabitScreens

extension HabitDatabase {
  /// The year of `activity`, or of all the user's active activities when nil, read in one snapshot.
  public func heatmapYear(_ activity: Activity?, of user: User, year: Int, today: Day) throws -> HeatmapYear {
    let first = Day(year: year, month: 1, day: 1)!
    let last = Day(year: year, month: 12, day: 31)!
    return try db.read {
      let weekStart = try self.weekStart()
      let activities = try activity.map { [$0] } ?? self.activities(of: user)
      // Days only: the heatmap shows no period or streak, so none is judged (`DayJudge` reads each day as
      // `Evaluation` does). Activity by activity, then turned into days: each judge taken out of the array once
      // per activity, not once per day and activity (each take copied it whole, 15,000 times for 41 activities).
      let judges = try activities.map {
        try judgeDays($0, over: first...last, today: today, weekStart: weekStart)
      }
      let days = Array(first...last)
      let statuses = judges.map { judge in days.map { judge.dayStatus($0) } }
      return HeatmapYear(
        user: user, year: year, today: today, weekStart: weekStart, activities: activities,
        isSingle: activity != nil,
        days: days.indices.map { index in .init(day: days[index], statuses: statuses.map { $0[index] }) })
    }
  }
}
