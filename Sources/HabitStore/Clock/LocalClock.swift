import HabitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one reading of the clock, for the command line and the web server alike: `HABIT_TODAY` pins the day
/// whole, `HABIT_NOW` (`2026-11-18T01:30`, or with seconds `2026-11-18T19:59:58`) pins the clock (the server's
/// starts there and runs on), else the local time (the system's time zone, `TZ`).
/// Which day that is for a member depends on their day start (``HabitDatabase/dayStart(for:)``).
public enum LocalClock {
  /// What is wrong with a pinned clock, and what to do.
  public struct PinError: Error, Sendable {
    public let message: String
    public let hint: String
  }

  public static func now() throws(PinError) -> Now {
    try pinned() ?? .time(clock())
  }

  /// The day or time the environment pins, nil when it pins neither.
  public static func pinned() throws(PinError) -> Now? {
    if let pinned = variable("HABIT_TODAY") {
      do {
        return .pinned(try Day(parsing: pinned))
      } catch {
        throw PinError(message: "HABIT_TODAY: \(error)", hint: "Set it to a day such as 2026-03-01, or unset it.")
      }
    }
    if let pinned = variable("HABIT_NOW") {
      do {
        return .time(try LocalTime(parsing: pinned))
      } catch {
        throw PinError(
          message: "HABIT_NOW: \(error)", hint: "Set it to a date and time such as 2026-11-18T01:30, or unset it.")
      }
    }
    return nil
  }

  /// The local time now.
  public static func clock() -> LocalTime {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    let day = Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
    return LocalTime(day: day, minutes: Int(parts.tm_hour) * 60 + Int(parts.tm_min), seconds: Int(parts.tm_sec) % 60)
  }

  private static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}
