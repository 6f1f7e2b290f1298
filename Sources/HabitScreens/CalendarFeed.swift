import HabitCore

/// A member's days as a calendar feed: what they did on each day of the window, and the days still to come this
/// week that a weekday goal is due on.
public struct CalendarFeed: Hashable, Sendable {
  /// How many days, today included, the feed looks back.
  public static let daysShown = 365

  public let member: String
  public let memberUUID: String
  public let today: Day
  /// The days with something done, oldest first.
  public let days: [FeedDay]
  /// The days from today to the end of the week on which a weekday goal is due and not yet met, by day.
  public let due: [FeedDue]

  public init(member: String, memberUUID: String, today: Day, days: [FeedDay], due: [FeedDue]) {
    self.member = member
    self.memberUUID = memberUUID
    self.today = today
    self.days = days
    self.due = due
  }
}
