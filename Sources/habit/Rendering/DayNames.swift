import HabitCore

/// English names of weekdays and months, for headings. Dates themselves are always `yyyy-MM-dd`.
enum DayNames {
  static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// "Fri 2026-11-20".
  static func short(_ day: Day) -> String { String(weekdays[day.isoWeekday - 1].prefix(3)) + " " + day.description }

  /// "Friday 2026-11-20".
  static func long(_ day: Day) -> String { weekdays[day.isoWeekday - 1] + " " + day.description }

  /// "November 2026".
  static func month(_ month: Int, year: Int) -> String { months[month - 1] + " \(year)" }
}
