import HabitCore

/// What `setReminder` did: whose reminder (nil: the household's) is now `setting`, and whether that member now
/// follows the household's.
public struct ReminderChange: Equatable, Sendable {
  public let member: User?
  public let setting: ReminderSetting
  public let followsHousehold: Bool

  public init(member: User?, setting: ReminderSetting, followsHousehold: Bool) {
    self.member = member
    self.setting = setting
    self.followsHousehold = followsHousehold
  }
}
