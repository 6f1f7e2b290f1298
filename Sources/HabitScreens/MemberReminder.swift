import HabitCore

/// A member's own reminder setting.
public struct MemberReminder: Equatable, Sendable {
  public init(name: String, setting: ReminderSetting) {
    self.name = name
    self.setting = setting
  }

  public let name: String
  public let setting: ReminderSetting
}
