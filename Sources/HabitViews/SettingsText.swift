import HabitCore
import HabitScreens

/// What `habit settings ...` says after changing a setting, one sentence each.
public enum SettingsText {
  /// "Weeks now start on Sunday."
  public static func weekStart(_ start: WeekStart) -> String {
    "Weeks now start on \(start.rawValue.prefix(1).uppercased() + start.rawValue.dropFirst())."
  }

  /// "Days now start at 04:00.", "alice's days now start at 04:00, as the household's do."
  public static func dayStart(_ change: DayStartChange) -> String {
    let whose = change.member.map { "\($0.name)'s days" } ?? "Days"
    return "\(whose) now start at \(change.start)\(change.followsHousehold ? ", as the household's do" : "")."
  }

  /// "The household's reminder is now at 20:00.", "alice's reminder is now off, as the household's is."
  public static func reminder(_ change: ReminderChange) -> String {
    let whose = change.member.map { "\($0.name)'s reminder" } ?? "The household's reminder"
    let now = change.setting == .off ? "is now off" : "is now at \(change.setting)"
    return "\(whose) \(now)\(change.followsHousehold ? ", as the household's is" : "")."
  }

  /// "Sections are now listed in this order: Morning, Evening.", or alphabetically when none is given.
  public static func sections(_ order: SectionOrder) -> String {
    order.names.isEmpty
      ? "Sections are now listed alphabetically."
      : "Sections are now listed in this order: \(order.names.joined(separator: ", "))."
  }
}
