import HabitCore
import HabitStore
import HabitViews

/// "Today" for a command: the clock as `LocalClock` reads it (`HABIT_TODAY`, `HABIT_NOW`, the local time),
/// turned into a day by the acting member's day start (`Context`).
enum Today {
  static func now() throws(CLIError) -> Now {
    do {
      return try LocalClock.now()
    } catch {
      throw CLIError.usage(error.message, hint: error.hint)
    }
  }

  /// Today with the day starting at midnight, for a command without a database (`demo`).
  static func resolve() throws(CLIError) -> Day {
    try now().today(dayStart: .midnight)
  }

  /// Reads `--date` (or the option named `option`): `yyyy-MM-dd`, `today`, `yesterday` or `-N`, and where
  /// `allowingFuture` (a goal set to start on a coming day, a pause to come) `tomorrow` and `+N` too; refuses days
  /// after today unless `allowingFuture`.
  static func parse(
    _ text: String, today: Day, option: String = "--date", allowingFuture: Bool = false
  ) throws(CLIError) -> Day {
    let day: Day
    switch text.lowercased() {
    case "today": day = today
    case "yesterday": day = today.adding(days: -1)
    case "tomorrow" where allowingFuture: day = today.adding(days: 1)
    default:
      if text.hasPrefix("-"), let back = Int(text.dropFirst()), back >= 0 {
        day = today.adding(days: -back)
      } else if allowingFuture, text.hasPrefix("+"), let ahead = Int(text.dropFirst()), ahead >= 0 {
        day = today.adding(days: ahead)
      } else {
        do {
          day = try Day(parsing: text)
        } catch {
          throw CLIError.usage("\(option): \(error)", hint: "Use yyyy-MM-dd, today, yesterday, or -N for N days ago.")
        }
      }
    }
    do {
      return try day.recordable(asOf: today, allowingFuture: allowingFuture)
    } catch {
      throw CLIError.usage("\(option): \(error)", hint: "Only today and past days can be recorded.")
    }
  }
}
