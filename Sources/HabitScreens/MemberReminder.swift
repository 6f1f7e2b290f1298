import HabitCore

/// A member's own reminder setting.
public struct MemberReminder: Equatable, Sendable {
  public let name: String
  public let setting: ReminderSetting

  public init(name: String, setting: ReminderSetting) {
    self.name = name
    self.setting = setting
  }
}
