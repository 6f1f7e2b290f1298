import HabitCore

/// A day to come this week on which a weekday goal is due.
public struct FeedDue: Hashable, Sendable {
  public let day: Day
  public let activity: String
  public let activityUUID: String
  public let icon: String

  public init(day: Day, activity: String, activityUUID: String, icon: String) {
    self.day = day
    self.activity = activity
    self.activityUUID = activityUUID
    self.icon = icon
  }
}
