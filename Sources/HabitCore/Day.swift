/// A calendar day in the proleptic Gregorian calendar, written `yyyy-MM-dd`.
///
/// A `Day` has no time and no time zone: it is what a person means by "Tuesday the 3rd". Converting the clock
/// into a `Day` happens once, at the command line's edge. Internally a day is a count of days since
/// 1970-01-01, so that arithmetic and comparison are integer operations.
///
/// ```swift
/// let day = try Day(parsing: "2026-02-28")
/// day.adding(days: 1).description  // "2026-03-01"
/// ```
public struct Day: Hashable, Comparable, Sendable, Strideable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let ordinal: Int

  public init(ordinal: Int) { self.ordinal = ordinal }

  /// Creates a day from its parts, or returns nil when the date does not exist (2026-02-30).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Day.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.ordinal = Day.ordinal(year: year, month: month, day: day)
  }

  /// Parses exactly `yyyy-MM-dd` and rejects dates that do not exist.
  public init(parsing text: some StringProtocol) throws(DayError) {
    let bytes = Array(text.utf8)
    guard let day = bytes.withUnsafeBufferPointer({ Day(utf8: $0) }) else {
      throw Day.classify(bytes, text: String(text))
    }
    self = day
  }

  /// Reads exactly `yyyy-MM-dd` from UTF-8 bytes, without building a String: for reading millions of rows.
  /// Nil when the bytes are not a real date.
  // Read once per day of every record read: inlinable, so that a store reading rows gets it without a call, and
  // counted with wrapping arithmetic (every part is at most 9999, so nothing can overflow), as
  // `init(year:month:day:)` and `ordinal(year:month:day:)` count with checks; `DayTests` compares the two.
  @inlinable
  public init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, let text = bytes.baseAddress, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-")
    else { return nil }
    // Each digit's value, wrapping: a byte below "0" becomes more than 9 too.
    let d = (
      text[0] &- 48, text[1] &- 48, text[2] &- 48, text[3] &- 48, text[5] &- 48, text[6] &- 48, text[8] &- 48,
      text[9] &- 48
    )
    guard d.0 < 10, d.1 < 10, d.2 < 10, d.3 < 10, d.4 < 10, d.5 < 10, d.6 < 10, d.7 < 10 else { return nil }
    let year = Int(d.0) &* 1000 &+ Int(d.1) &* 100 &+ Int(d.2) &* 10 &+ Int(d.3)
    let month = Int(d.4) &* 10 &+ Int(d.5)
    let day = Int(d.6) &* 10 &+ Int(d.7)
    guard year >= 1, month >= 1, month <= 12, day >= 1 else { return nil }
    let leap = year & 3 == 0 && (year % 100 != 0 || year % 400 == 0)
    // 31 days in January, March, May, July, August, October and December: the months whose number's lowest bit
    // differs from its bit of 8.
    let length = month == 2 ? (leap ? 29 : 28) : 30 | ((month ^ (month >> 3)) & 1)
    guard day <= length else { return nil }
    // Howard Hinnant's days_from_civil, for a year of 0 or more.
    let y = month <= 2 ? year &- 1 : year
    let era = y / 400
    let yoe = y &- era &* 400
    let doy = (153 &* (month > 2 ? month &- 3 : month &+ 9) &+ 2) / 5 &+ day &- 1
    self.init(ordinal: era &* 146_097 &+ yoe &* 365 &+ yoe / 4 &- yoe / 100 &+ doy &- 719_468)
  }

  /// Why bytes that `init?(utf8:)` refused are not a day: the wrong shape, or no such date.
  private static func classify(_ bytes: [UInt8], text: String) -> DayError {
    let digits = [0, 1, 2, 3, 5, 6, 8, 9]
    let wellFormed =
      bytes.count == 10 && bytes[4] == UInt8(ascii: "-") && bytes[7] == UInt8(ascii: "-")
      && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
    return wellFormed ? .nonexistent(text) : .malformed(text)
  }

  public var components: (year: Int, month: Int, day: Int) {
    // Howard Hinnant's civil_from_days.
    let z = ordinal + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  public var year: Int { components.year }
  public var month: Int { components.month }
  public var dayOfMonth: Int { components.day }

  /// ISO weekday: 1 is Monday, 7 is Sunday.
  public var isoWeekday: Int {
    // 1970-01-01 was a Thursday (ISO 4).
    let remainder = (ordinal + 3) % 7
    return (remainder < 0 ? remainder + 7 : remainder) + 1
  }

  public func adding(days: Int) -> Day { Day(ordinal: ordinal + days) }

  /// The same day of the month `months` later, clamped to the month's last day.
  public func adding(months: Int) -> Day {
    let (year, month, day) = components
    let index = year * 12 + (month - 1) + months
    // Floor division: truncation would give month 0 or less for indexes below zero (years before 1).
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    let newMonth = index - newYear * 12 + 1
    let clamped = min(day, Day.daysIn(month: newMonth, year: newYear))
    return Day(ordinal: Day.ordinal(year: newYear, month: newMonth, day: clamped))
  }

  public var firstOfMonth: Day { adding(days: 1 - dayOfMonth) }
  public var lastOfMonth: Day {
    let (year, month, _) = components
    return Day(ordinal: Day.ordinal(year: year, month: month, day: Day.daysIn(month: month, year: year)))
  }

  public var description: String {
    let (year, month, day) = components
    guard (0...9999).contains(year) else { return Day.pad(year, 4) + "-" + Day.pad(month, 2) + "-" + Day.pad(day, 2) }
    // Ten ASCII bytes made on the stack: a small string, without the three padded strings joined (an import
    // writes a day for each of 100,000 activities).
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { text in
      func digit(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: 48 + value % 10) }
      (text[0], text[1], text[2], text[3]) = (digit(year / 1000), digit(year / 100), digit(year / 10), digit(year))
      (text[4], text[5], text[6]) = (UInt8(ascii: "-"), digit(month / 10), digit(month))
      (text[7], text[8], text[9]) = (UInt8(ascii: "-"), digit(day / 10), digit(day))
      return String(decoding: UnsafeBufferPointer(text), as: UTF8.self)
    }
  }

  public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }
  public func distance(to other: Day) -> Int { other.ordinal - ordinal }
  public func advanced(by n: Int) -> Day { Day(ordinal: ordinal + n) }

  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

  static func ordinal(year: Int, month: Int, day: Int) -> Int {
    // Howard Hinnant's days_from_civil.
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

/// Why a text is not a day.
public enum DayError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Not of the form `yyyy-MM-dd`.
  case malformed(String)
  /// Well formed, but no such date (2026-02-30).
  case nonexistent(String)

  public var description: String {
    switch self {
    case .malformed(let text): return "'\(text)' is not a date of the form yyyy-MM-dd"
    case .nonexistent(let text): return "'\(text)' is not a real date"
    }
  }
}

extension Day {
  /// The latest day some time zone may already call today while it is `self` here: UTC+14 runs 26 hours ahead of
  /// UTC-12, so up to two days after. An import accepts records up to it, so that a household's file moves
  /// anywhere on Earth.
  public var latestTodayAnywhere: Day { adding(days: 2) }
}
