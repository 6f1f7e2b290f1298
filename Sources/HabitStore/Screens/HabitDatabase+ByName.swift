import HabitCore
import HabitScreens

/// The screens of one activity as a command asks for them: by the member's reference and the activity's name or
/// prefix, found inside the screen's one snapshot, so that the activity shown is the one the name stands for in
/// the data shown.
extension HabitDatabase {
  /// `habit show`: ``activityDetail(_:of:days:today:)`` of the member's activity named `query`.
  /// Seen by another member (`viewer`), the member's private activities are not found.
  public func activityDetail(
    _ query: String, of user: UserReference, viewer: UserReference? = nil, days: Int, today: Day
  ) throws -> ActivityDetail {
    try db.read {
      let member = try resolve(user)
      let found = try activity(query, of: member)
      if found.isPrivate, try isOther(viewer, than: member) {
        throw StoreError.activityNotFound(query: query, user: member.name, suggestions: [])
      }
      return try activityDetail(found, of: member, days: days, today: today)
    }
  }

  /// `habit calendar`: ``calendarMonth(_:month:today:)`` of the member's activity named `query`.
  public func calendarMonth(_ query: String, of user: UserReference, month: Day, today: Day) throws -> CalendarMonth {
    try db.read { try calendarMonth(try activity(query, of: try resolve(user)), month: month, today: today) }
  }

  /// `habit heatmap`: ``heatmapYear(_:of:year:today:)`` of the member's activity named `query`, or of all.
  public func heatmapYear(_ query: String?, of user: UserReference, year: Int, today: Day) throws -> HeatmapYear {
    try db.read {
      let member = try resolve(user)
      return try heatmapYear(try query.map { try activity($0, of: member) }, of: member, year: year, today: today)
    }
  }

  /// `habit stats`: ``statistics(of:months:today:)`` of the member's activity named `query`.
  public func statistics(of query: String, user: UserReference, months: Int?, today: Day) throws
    -> ActivityStatistics
  {
    try db.read { try statistics(of: try activity(query, of: try resolve(user)), months: months, today: today) }
  }
}
