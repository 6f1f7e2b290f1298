import HabitCore

/// What `setDayStart` did: whose day start (nil: the household's) is now `start`.
public struct DayStartChange: Equatable, Sendable {
  public let member: User?
  public let start: DayStart
  /// Whether the member follows the household's day start again.
  public let followsHousehold: Bool

  public init(member: User?, start: DayStart, followsHousehold: Bool) {
    self.member = member
    self.start = start
    self.followsHousehold = followsHousehold
  }
}
