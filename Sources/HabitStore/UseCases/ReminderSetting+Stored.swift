import HabitCore
import HabitScreens

extension ReminderSetting {
  /// What `users.reminder` and the settings key `reminder` hold: `HH:MM` or `off`.
  init(stored text: String) {
    self = (try? ReminderTime(parsing: text)).map(ReminderSetting.at) ?? .off
  }
}
