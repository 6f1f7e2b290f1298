import HabitCore

/// Words for days, periods and streaks on the pages (the terminal has its own; these read the same).
enum WebWording {
  static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  static func weekday(_ day: Day) -> String { weekdays[day.isoWeekday - 1] }

  /// "Saturday 21 November 2026".
  static func longDate(_ day: Day) -> String {
    "\(weekday(day)) \(day.dayOfMonth) \(months[day.month - 1]) \(day.year)"
  }

  /// "November 2026".
  static func month(_ day: Day) -> String { months[day.month - 1] + " \(day.year)" }

  static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

  /// "12 days", or "–" without a streak.
  static func streak(_ streak: Streak?) -> String {
    guard let streak else { return "–" }
    return count(streak.length, streak.unit.streakUnit)
  }

  /// "12 days (2026-11-10 to 2026-11-21)", or "none".
  static func streakWithDates(_ streak: Streak?) -> String {
    guard let streak else { return "none" }
    return self.streak(streak) + " (\(streak.start) to \(streak.end))"
  }

  static func percent(_ share: Double?) -> String {
    guard let share else { return "–" }
    return "\(Int((share * 100).rounded()))%"
  }

  static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  static func currentPeriod(_ period: Period) -> String {
    switch period {
    case .day: return "today"
    case .week: return "this week"
    case .month: return "this month"
    case .rolling(let days): return "in the last \(days) days"
    }
  }

  /// "2/3 this week", "90/150 minutes this week", "1 of at most 2 today".
  static func progress(_ result: PeriodResult) -> String {
    let unit = result.goal.measure == .amount ? result.goal.unit.map { " " + $0 } ?? "" : ""
    let achieved = formatAmount(rounded(result.achieved))
    let required = formatAmount(rounded(result.required))
    let when = currentPeriod(result.goal.period)
    if result.goal.comparison == .atMost { return "\(achieved)\(unit) of at most \(required) \(when)" }
    return "\(achieved)/\(required)\(unit) \(when)"
  }

  /// "Done", "At risk", ... : the evaluation's standing, in words.
  static func state(_ state: Standing.State) -> String {
    switch state {
    case .atRisk: return "At risk"
    case .due: return "To do"
    case .overLimit: return "Over the limit"
    case .done: return "Done"
    case .withinLimit: return "Within the limit"
    case .skipped: return "Skipped"
    case .failed: return "Failed"
    }
  }
}
