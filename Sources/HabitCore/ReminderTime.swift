/// When `habit serve` reminds a member of what is still open today: a time of day, `HH:MM` from `00:00` to
/// `23:59`, on the server's local clock.
///
/// ```swift
/// let time = try ReminderTime(parsing: "20:00")
/// time.moments(after: try LocalTime(parsing: "2026-11-18T19:59:58"), through: try LocalTime(parsing: "2026-11-18T20:00:01"))
/// // [2026-11-18T20:00]
/// ```
public struct ReminderTime: Hashable, Sendable, CustomStringConvertible {
  /// Minutes after midnight.
  public let minutes: Int

  public init?(minutes: Int) {
    guard (0..<24 * 60).contains(minutes) else { return nil }
    self.minutes = minutes
  }

  /// `HH:MM` (`20:00`, `7:30`) or a whole hour (`20`).
  public init(parsing text: String) throws(DayStartError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), (0...23).contains(hour), let minute = parts.count == 2 ? Int(parts[1]) : 0,
      (0...59).contains(minute), parts.count == 1 || parts[1].count == 2,
      let time = ReminderTime(minutes: hour * 60 + minute)
    else { throw DayStartError("\(text.debugDescription) is not a time of day such as 20:00") }
    self = time
  }

  /// `HH:MM`.
  public var description: String {
    let (hour, minute) = minutes.quotientAndRemainder(dividingBy: 60)
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// The moments this time of day comes after `start` and no later than `end`: what a clock that read `start`
  /// and then `end` has passed. None when the clock went back.
  public func moments(after start: LocalTime, through end: LocalTime) -> [LocalTime] {
    guard start < end else { return [] }
    return (start.day...end.day).map { LocalTime(day: $0, minutes: minutes) }.filter { start < $0 && $0 <= end }
  }
}
