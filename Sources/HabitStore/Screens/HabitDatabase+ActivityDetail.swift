import HabitCore
import HabitScreens

extension HabitDatabase {
  /// An activity and its last `days` days (at least today), read in one snapshot.
  public func activityDetail(_ activity: Activity, of user: User, days: Int, today: Day) throws -> ActivityDetail {
    try db.read {
      let from = today.adding(days: -(max(days, 1) - 1))
      let evaluation = try evaluate(activity, over: from...today, today: today, weekStart: try weekStart())
      let completions = Dictionary(grouping: try completions(of: activity, from: from, through: today), by: \.day)
      let recent = (0..<max(days, 1)).map { today.adding(days: -$0) }.compactMap { day -> ActivityDetail.DayEntry? in
        let judged = evaluation.day(day)
        let done = completions[day] ?? []
        guard !done.isEmpty || [.skipped, .failed, .paused].contains(judged.status) else { return nil }
        return ActivityDetail.DayEntry(judged: judged, completions: done.reversed())
      }
      return ActivityDetail(
        user: user, activity: activity, today: today, goal: activity.goal(on: today),
        lastPerformed: try lastPerformed(activity), days: max(days, 1), recent: recent,
        credits: try credits(of: activity, today: today), rotation: try rotation(of: activity))
    }
  }
}
