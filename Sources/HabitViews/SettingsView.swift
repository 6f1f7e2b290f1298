import HabitCore
import HabitScreens

/// `habit settings`: each setting on a line, a member's own day start after the household's, the reminder when
/// one is set (the household's, then members' own), the order of sections when one is set; as rows for CSV and as
/// an object for JSON.
public struct SettingsView {
  public let settings: HouseholdSettings

  public init(_ settings: HouseholdSettings) { self.settings = settings }

  /// `setting`, `member` (empty for the household's) and `value`.
  public var rows: [[String]] {
    [["week-start", "", settings.weekStart.rawValue], ["day-start", "", settings.dayStarts.household.description]]
      + settings.dayStarts.members.map { ["day-start", $0.name, $0.start.description] }
      + (showsReminders ? [["reminder", "", settings.reminders.household.description]] : [])
      + settings.reminders.members.map { ["reminder", $0.name, $0.setting.description] }
      + (settings.sections.names.isEmpty ? [] : [["sections", "", settings.sections.names.joined(separator: ",")]])
  }

  /// Reminders are shown once one is set, for the household or a member.
  var showsReminders: Bool { settings.reminders.household != .off || !settings.reminders.members.isEmpty }

  public struct JSON: Encodable {
    let weekStart: String
    let dayStart: String
    let memberDayStarts: [String: String]
    let reminder: String
    let memberReminders: [String: String]
    let sections: [String]

    enum CodingKeys: String, CodingKey {
      case weekStart = "week-start"
      case dayStart = "day-start"
      case memberDayStarts = "members-day-start"
      case reminder
      case memberReminders = "members-reminder"
      case sections
    }
  }

  public var json: JSON {
    JSON(
      weekStart: settings.weekStart.rawValue, dayStart: settings.dayStarts.household.description,
      memberDayStarts: Dictionary(settings.dayStarts.members.map { ($0.name, $0.start.description) }) { first, _ in
        first
      }, reminder: settings.reminders.household.description,
      memberReminders: Dictionary(settings.reminders.members.map { ($0.name, $0.setting.description) }) { first, _ in
        first
      }, sections: settings.sections.names)
  }

  public func render(to stream: inout some TextOutputStream) {
    stream.write("week-start  \(settings.weekStart.rawValue)\n")
    stream.write("day-start   \(settings.dayStarts.household)\n")
    for member in settings.dayStarts.members {
      stream.write("day-start   \(member.start)  (\(visible(member.name)))\n")
    }
    if showsReminders { stream.write("reminder    \(settings.reminders.household)\n") }
    for member in settings.reminders.members {
      stream.write("reminder    \(member.setting)  (\(visible(member.name)))\n")
    }
    if !settings.sections.names.isEmpty {
      stream.write("sections    \(settings.sections.names.map(visible).joined(separator: ", "))\n")
    }
  }
}
