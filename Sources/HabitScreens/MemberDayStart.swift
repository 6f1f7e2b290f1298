import HabitCore

/// A member's own day start.
public struct MemberDayStart: Equatable, Sendable {
  public let name: String
  public let start: DayStart

  public init(name: String, start: DayStart) {
    self.name = name
    self.start = start
  }
}
