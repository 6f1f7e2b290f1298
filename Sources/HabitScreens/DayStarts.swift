import HabitCore

/// The household's day start and each member's own, as `habit settings` shows them.
public struct DayStarts: Equatable, Sendable {
  /// The household's (the `day_start` setting; midnight when unset).
  public let household: DayStart
  /// The members with a day start of their own, by name.
  public let members: [MemberDayStart]

  public init(household: DayStart, members: [MemberDayStart]) {
    self.household = household
    self.members = members
  }
}
