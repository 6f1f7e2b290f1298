import HabitCore
import HabitScreens

extension HabitDatabase {
  /// The web's page of one activity: the member's activity by its id, with `month`'s calendar, the statistics
  /// (`months` of the breakdown) and the latest `recent` completions.
  public func activityMonth(_ id: ActivityReference, of member: User, month: Day, months: Int?, recent: Int, today: Day)
    throws -> ActivityMonth
  {
    try snapshot {
      let activity = try activity(id, of: member)
      return ActivityMonth(
        calendar: try calendarMonth(activity, month: month, today: today),
        statistics: try statistics(of: activity, months: months, today: today),
        recent: try completions(of: activity, limit: recent))
    }
  }
}
