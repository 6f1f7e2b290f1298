import HabitCore
import HabitScreens

extension HabitDatabase {
  /// An activity's statistics (`months` of its monthly breakdown) and its `year`, day by day.
  public func activityYear(_ activity: Activity, of user: User, year: Int, months: Int?, today: Day) throws
    -> ActivityYear
  {
    ActivityYear(
      statistics: try statistics(of: activity, months: months, today: today),
      heatmap: try heatmapYear(activity, of: user, year: year, today: today))
  }

  /// The web's statistics page of one activity: the member's activity by its id, as ``activityYear(_:of:year:months:today:)``.
  public func activityYear(_ id: ActivityReference, of member: User, year: Int, months: Int?, today: Day) throws
    -> ActivityYear
  {
    try snapshot {
      try activityYear(try activity(id, of: member), of: member, year: year, months: months, today: today)
    }
  }
}
