import HabitCore

/// What `setDayStart` did: whose day start (nil: the household's) is now `start`.
public struct DayStartChange: Equatable, Sendable {
  public let member: User?
  public let start: DayStart

  public init(member: User?, start: DayStart) {
    self.member = member
    self.start = start
  }
}
