import HabitCore

/// One day of a calendar feed: each activity done that day.
public struct FeedDay: Hashable, Sendable {
  public let day: Day
  public let entries: [FeedEntry]

  public init(day: Day, entries: [FeedEntry]) {
    self.day = day
    self.entries = entries
  }
}
