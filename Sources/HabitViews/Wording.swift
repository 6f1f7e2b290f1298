import HabitCore
import HabitScreens

/// Words for days, months, periods and streaks, in one place so every view reads the same.
public enum Wording {
  public static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  public static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  public static func weekday(_ day: Day) -> String { weekdays[day.isoWeekday - 1] }

  /// "Fri 2026-11-20".
  public static func shortDay(_ day: Day) -> String { String(weekday(day).prefix(3)) + " " + day.description }

  /// "Friday 2026-11-20".
  public static func dayWithWeekday(_ day: Day) -> String { weekday(day) + " " + day.description }

  /// "November 2026".
  public static func month(_ month: Int, year: Int) -> String { months[month - 1] + " \(year)" }

  /// "Saturday 21 November 2026"
  public static func longDate(_ day: Day) -> String {
    "\(weekday(day)) \(day.dayOfMonth) \(months[day.month - 1]) \(day.year)"
  }

  /// "today", "this week", "this month", "in the last 7 days".
  public static func currentPeriod(_ period: Period) -> String {
    switch period {
    case .day: return "today"
    case .week: return "this week"
    case .month: return "this month"
    case .rolling(let days): return "in the last \(days) days"
    }
  }

  /// "2/3 this week", "90/150 minutes this week", "1 of at most 2 today", "rest day" (a weekday goal's),
  /// "nothing asked today" (a period skipped or paused whole).
  public static func progress(_ result: PeriodResult) -> String {
    let unit = result.goal.measure == .amount ? result.goal.unit.map { " " + $0 } ?? "" : ""
    let achieved = formatAmount(rounded(result.achieved))
    let required = formatAmount(rounded(result.required))
    let when = currentPeriod(result.goal.period)
    if !result.goal.isDue(on: result.interval.start) {
      return result.achieved > 0 ? "\(achieved)\(unit) on a rest day" : "rest day"
    }
    // A period skipped or paused whole: "0/0 today" would read as a goal of nothing.
    if result.status == .neutral && result.goal.comparison == .atLeast && result.required == 0 && result.achieved == 0 {
      return "nothing asked \(when)"
    }
    if result.goal.comparison == .atMost { return "\(achieved)\(unit) of at most \(required) \(when)" }
    return "\(achieved)/\(required)\(unit) \(when)"
  }

  /// "16/20 pages" (under a daily goal) or "16/20 pages today": the amount a day holds against the required
  /// amount it must reach to count; nil when the day has no amount recorded or is not judged by a required amount
  /// (an amount goal's progress already is its total).
  public static func amountSoFar(_ day: JudgedDay, period: Period) -> String? {
    guard let required = day.requiredAmount, day.amount > 0, day.goal?.measure == .count else { return nil }
    let unit = day.unit.map { " " + $0 } ?? ""
    let text = "\(formatAmount(rounded(day.amount)))/\(formatAmount(rounded(required)))\(unit)"
    return period == .day ? text : text + " today"
  }

  /// "12 days", "1 week", "5 months".
  public static func streak(_ streak: Streak?) -> String {
    guard let streak else { return "–" }
    return count(streak.length, streak.unit.streakUnit)
  }

  /// "a 12-day", "an 8-week", "an 11-day": a streak as an adjective, for "keeps a 12-day streak".
  public static func streakArticle(_ streak: Streak) -> String {
    let digits = String(streak.length)
    let soundsVowel = digits.hasPrefix("8") || ((digits.count % 3 == 2) && ["11", "18"].contains(digits.prefix(2)))
    return (soundsVowel ? "an " : "a ") + "\(streak.length)-\(streak.unit.streakUnit)"
  }

  /// "12 days (2026-11-10 to 2026-11-21)"
  public static func streakWithDates(_ streak: Streak?) -> String {
    guard let streak else { return "none" }
    return self.streak(streak) + " (\(streak.start) to \(streak.end))"
  }

  /// "today", "yesterday", "3 days ago", or the date when it is further back than a week; "never" for none.
  public static func relativeDay(_ day: Day?, today: Day) -> String {
    guard let day else { return "never" }
    switch day.distance(to: today) {
    case 0: return "today"
    case 1: return "yesterday"
    case 2...7: return "\(day.distance(to: today)) days ago"
    default: return day.description
    }
  }

  /// "bob's", "James's".
  public static func possessive(_ name: String) -> String { name + "'s" }

  /// A member's share of a shared activity: "bob 3 (60%)"; a member since removed is "a former member".
  public static func share(_ member: String?, _ count: Int, of whole: Int) -> String {
    "\(member ?? "a former member") \(count) (\(Credits.percent(count, of: whole))%)"
  }

  public static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

  public static func percent(_ share: Double?) -> String {
    guard let share, share.isFinite else { return "–" }
    return "\(Int((share * 100).rounded()))%"
  }

  public static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

/// Horizontal bars drawn with eighth blocks, so a bar's length is exact to an eighth of a column.
public enum Bar {
  public static func draw(_ value: Double, of maximum: Double, width: Int) -> String {
    // Rows written with `habit sql --write` or sqlite3 may add up to infinity, which no Int holds.
    guard maximum > 0, value > 0, maximum.isFinite else { return "" }
    let eighths = Int((min(value, maximum) / maximum * Double(width * 8)).rounded())
    let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
    return String(repeating: "█", count: eighths / 8) + partial
  }
}
