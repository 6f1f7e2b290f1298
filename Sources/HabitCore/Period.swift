/// The stretch of time a goal is judged over.
///
/// Calendar periods (`day`, `week`, `month`) are aligned to the calendar: a week starts on the household's
/// first weekday, a month on its 1st. A rolling window, "N times in any D days", is judged on every day over the
/// D days that end there (README explains how Loop and harsh read the same words differently).
public enum Period: Hashable, Sendable {
  case day
  case week
  case month
  /// The `days` days ending on the day being judged.
  case rolling(days: Int)

  /// The word used in goal specs and the database: `day`, `week`, `month`, or `Nd` for a rolling window.
  public var code: String {
    switch self {
    case .day: return "day"
    case .week: return "week"
    case .month: return "month"
    case .rolling(let days): return "\(days)d"
    }
  }

  public init?(code: some StringProtocol) {
    switch code.lowercased() {
    case "day", "d", "daily": self = .day
    case "week", "w", "weekly": self = .week
    case "month", "m", "monthly": self = .month
    default:
      let text = code.lowercased()
      if text.hasSuffix("d"), let days = Int(text.dropLast()), (1...Period.longestWindowDays).contains(days) {
        self = days == 1 ? .day : .rolling(days: days)
      } else if text.hasSuffix("w"), let weeks = Int(text.dropLast()), (1...Period.longestWindowWeeks).contains(weeks) {
        self = .rolling(days: weeks * 7)
      } else {
        return nil
      }
    }
  }

  /// The longest rolling windows, in days (`366d`) and in weeks (`52w`): a year.
  public static let longestWindowDays = 366
  public static let longestWindowWeeks = 52

  /// The length a rolling window's code asks for, as written ("400d": 400 days), whether or not it is allowed;
  /// nil for a code that is no window.
  static func windowLength(_ code: some StringProtocol) -> (count: Int, unit: String)? {
    let text = code.lowercased()
    guard let count = Int(text.dropLast()) else { return nil }
    if text.hasSuffix("d") { return (count, count == 1 ? "day" : "days") }
    if text.hasSuffix("w") { return (count, count == 1 ? "week" : "weeks") }
    return nil
  }

  /// How the period reads after a count: "a day", "a week", "in any 7 days".
  public var phrase: String {
    switch self {
    case .day: return "a day"
    case .week: return "a week"
    case .month: return "a month"
    case .rolling(let days): return "in any \(days) days"
    }
  }

  /// Whether the period is a rolling window ending on each judged day, not a calendar period.
  var isRolling: Bool {
    if case .rolling = self { return true }
    return false
  }

  /// The unit a streak of this period is counted in: "day", "week", "month" (rolling windows count days).
  public var streakUnit: String {
    switch self {
    case .day, .rolling: return "day"
    case .week: return "week"
    case .month: return "month"
    }
  }
}

/// The first day of a calendar week, a household setting.
public enum WeekStart: String, Sendable, CaseIterable {
  case monday
  case sunday

  /// ISO weekday number (1 Monday ... 7 Sunday) of the first day.
  public var isoWeekday: Int { self == .monday ? 1 : 7 }
}

/// One concrete calendar period: its first and last day, both inclusive.
public struct PeriodInterval: Hashable, Sendable {
  public let start: Day
  public let end: Day

  public init(start: Day, end: Day) {
    self.start = start
    self.end = end
  }

  public var days: ClosedRange<Day> { start...end }
  public var length: Int { start.distance(to: end) + 1 }
  public func contains(_ day: Day) -> Bool { start <= day && day <= end }
}

extension Period {
  /// The calendar period containing `day`. A rolling window's "period" is the single day it is judged on.
  public func interval(containing day: Day, weekStart: WeekStart = .monday) -> PeriodInterval {
    switch self {
    case .day, .rolling:
      return PeriodInterval(start: day, end: day)
    case .week:
      let offset = (day.isoWeekday - weekStart.isoWeekday + 7) % 7
      let start = day.adding(days: -offset)
      return PeriodInterval(start: start, end: start.adding(days: 6))
    case .month:
      return PeriodInterval(start: day.firstOfMonth, end: day.lastOfMonth)
    }
  }
}
