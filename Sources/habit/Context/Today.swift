import HabitCore
import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place the program reads the clock: "today" in the local time zone, or `HABIT_TODAY` when set.
enum Today {
  static func resolve() throws(CLIError) -> Day {
    if let pinned = System.environment("HABIT_TODAY"), !pinned.isEmpty {
      do {
        return try Day(parsing: pinned)
      } catch {
        throw CLIError.usage("HABIT_TODAY: \(error)", hint: "Set it to a day such as 2026-03-01, or unset it.")
      }
    }
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
  }

  /// Reads `--date` (or the option named `option`): `yyyy-MM-dd`, `today`, `yesterday` or `-N`; refuses days
  /// after today unless `allowingFuture` (a goal set to start on a coming day).
  static func parse(
    _ text: String, today: Day, option: String = "--date", allowingFuture: Bool = false
  ) throws(CLIError) -> Day {
    let day: Day
    switch text.lowercased() {
    case "today": day = today
    case "yesterday": day = today.adding(days: -1)
    default:
      if text.hasPrefix("-"), let back = Int(text.dropFirst()), back >= 0 {
        day = today.adding(days: -back)
      } else {
        do {
          day = try Day(parsing: text)
        } catch {
          throw CLIError.usage("\(option): \(error)", hint: "Use yyyy-MM-dd, today, yesterday, or -N for N days ago.")
        }
      }
    }
    guard day <= today || allowingFuture else {
      throw CLIError.usage(
        "\(option): \(day) is after today (\(today))", hint: "Only today and past days can be recorded.")
    }
    return day
  }
}
