import HabitCore

/// A reminder setting: a time of day, or none.
public enum ReminderSetting: Hashable, Sendable, CustomStringConvertible {
  case at(ReminderTime)
  case off

  /// `HH:MM` or `off`.
  public var description: String {
    switch self {
    case .at(let time): time.description
    case .off: "off"
    }
  }
}
