/// The hour a member's day turns: between midnight and it, it is still yesterday (for someone who goes to bed
/// at 2 am, a run at 1 am belongs to the evening before). Midnight unless set; at most noon, so that every day
/// still has its own morning.
///
/// ```swift
/// try DayStart(parsing: "4")  // 04:00
/// LocalTime(day: try Day(parsing: "2026-11-18"), minutes: 90).today(dayStart: try DayStart(parsing: "04:00"))
/// // 2026-11-17
/// ```
public struct DayStart: Hashable, Sendable, CustomStringConvertible {
  /// Minutes after midnight.
  public let minutes: Int

  public static let midnight = DayStart(checked: 0)
  /// The latest a day may start, in minutes after midnight (noon).
  public static let latestMinutes = 12 * 60

  private init(checked minutes: Int) { self.minutes = minutes }

  public init?(minutes: Int) {
    guard (0...Self.latestMinutes).contains(minutes) else { return nil }
    self.minutes = minutes
  }

  /// `HH:MM` (`04:00`, `4:30`) or a whole hour (`4`), from `00:00` to `12:00`.
  public init(parsing text: String) throws(DayStartError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), hour >= 0, let minute = parts.count == 2 ? Int(parts[1]) : 0, (0...59).contains(minute),
      parts.count == 1 || parts[1].count == 2
    else { throw DayStartError("\(text.debugDescription) is not a time of day such as 04:00") }
    guard let start = DayStart(minutes: hour * 60 + minute) else {
      throw DayStartError("a day can start at 12:00 at the latest, not \(text)")
    }
    self = start
  }

  /// `HH:MM`.
  public var description: String {
    let (hour, minute) = minutes.quotientAndRemainder(dividingBy: 60)
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}

public struct DayStartError: Error, Equatable, Sendable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}

/// A moment on the local clock: a calendar day, the minutes after its midnight and the seconds of that minute.
public struct LocalTime: Hashable, Comparable, Sendable {
  public let day: Day
  public let minutes: Int
  /// Only what waits for a time of day (the server's reminders) looks at the seconds.
  public let seconds: Int

  public init(day: Day, minutes: Int, seconds: Int = 0) {
    self.day = day
    self.minutes = minutes
    self.seconds = seconds
  }

  /// `yyyy-MM-ddTHH:MM` or `yyyy-MM-ddTHH:MM:SS`, as `HABIT_NOW` pins the clock.
  public init(parsing text: String) throws(DayStartError) {
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    let clock = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false) : []
    guard parts.count == 2, let day = try? Day(parsing: parts[0]), (2...3).contains(clock.count),
      clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }), let hour = Int(clock[0]),
      let minute = Int(clock[1]), let second = clock.count == 3 ? Int(clock[2]) : 0, (0...23).contains(hour),
      (0...59).contains(minute), (0...59).contains(second)
    else { throw DayStartError("\(text.debugDescription) is not a date and time such as 2026-11-18T01:30") }
    self.init(day: day, minutes: hour * 60 + minute, seconds: second)
  }

  /// The seconds since the day's midnight.
  public var secondOfDay: Int { minutes * 60 + seconds }

  /// `seconds` later (or earlier, when negative), across midnights.
  public func adding(seconds: Int) -> LocalTime {
    let total = secondOfDay + seconds
    let (days, second) = total.quotientAndRemainder(dividingBy: 86_400)
    let (shift, rest) = second < 0 ? (days - 1, second + 86_400) : (days, second)
    return LocalTime(day: day.adding(days: shift), minutes: rest / 60, seconds: rest % 60)
  }

  public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
    (lhs.day, lhs.secondOfDay) < (rhs.day, rhs.secondOfDay)
  }

  /// The day it is for someone whose day starts at `dayStart`.
  public func today(dayStart: DayStart) -> Day {
    minutes < dayStart.minutes ? day.adding(days: -1) : day
  }
}

/// What "now" is for a process: a day pinned whole (`HABIT_TODAY`), which no day start moves, or a time.
public enum Now: Sendable {
  case pinned(Day)
  case time(LocalTime)

  /// The day it is for someone whose day starts at `dayStart`.
  public func today(dayStart: DayStart) -> Day {
    switch self {
    case .pinned(let day): day
    case .time(let time): time.today(dayStart: dayStart)
    }
  }

  /// Whether a day start could make today yesterday: only before noon on a clock.
  public var dependsOnDayStart: Bool {
    if case .time(let time) = self { return time.minutes < DayStart.latestMinutes }
    return false
  }
}
