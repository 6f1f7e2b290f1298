import HabitCore

/// The household's reminder time and each member's own, as `habit settings` shows them.
public struct ReminderSettings: Equatable, Sendable {
  /// The household's (the settings key `reminder`; off when unset).
  public let household: ReminderSetting
  /// The members with a setting of their own (a time or off), by name.
  public let members: [MemberReminder]

  public init(household: ReminderSetting, members: [MemberReminder]) {
    self.household = household
    self.members = members
  }
}
