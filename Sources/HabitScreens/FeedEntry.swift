import HabitCore

/// One activity on one day of a calendar feed.
public struct FeedEntry: Hashable, Sendable {
  public let activity: String
  public let icon: String
  /// Completions that day.
  public let count: Int
  /// Their amounts added up; nil when none was measured.
  public let amount: Double?
  public let unit: String?
  public let notes: [String]

  public init(activity: String, icon: String, count: Int, amount: Double?, unit: String?, notes: [String]) {
    self.activity = activity
    self.icon = icon
    self.count = count
    self.amount = amount
    self.unit = unit
    self.notes = notes
  }
}
