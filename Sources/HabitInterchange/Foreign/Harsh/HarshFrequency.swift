import HabitCore
import HabitStore

/// A harsh frequency as the goal it means.
///
/// `N` is once every N days (1 daily, 7 weekly), `Nw` once every N weeks, and `T/I` T times in any I days (I may
/// be `Nw`), all on a rolling window as harsh judges them; `0` (or `0/I`) is tracked without a goal
/// (``Goal/trackOnly``). Exactly daily becomes the calendar day.
enum HarshFrequency {
  static let hint =
    "harsh frequencies are N (once every N days, 0 to only track), Nw (once every N weeks) or T/I (T times in any "
    + "I days, where I may be Nw)."

  /// - Parameter fail: makes the error for a message, at the frequency's place.
  static func goal(_ text: String, fail: (String) -> ImportError) throws(ImportError) -> Goal {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count <= 2, let first = parts.first else {
      throw fail("\(ImportValues.quoted(text)) is not a frequency")
    }
    let (times, days): (Int, Int)
    if parts.count == 1 {
      guard let every = Self.days(first) else { throw fail("\(ImportValues.quoted(text)) is not a frequency") }
      (times, days) = (every == 0 ? 0 : 1, max(every, 1))
    } else {
      guard let count = Int(first.trimmed), count >= 0, let window = Self.days(parts[1]), window > 0 else {
        throw fail("\(ImportValues.quoted(text)) is not a frequency")
      }
      guard count <= window else {
        throw fail("\(count) times cannot fit in \(window) \(window == 1 ? "day" : "days") (\(text))")
      }
      (times, days) = (count, window)
    }
    guard let goal = Goal.times(times, inAny: days) else {
      throw fail("a window of \(days) days is longer than habit's rolling goals can be (366 days)")
    }
    return goal
  }

  /// `N` days or `Nw` weeks, N a whole number of 0 or more.
  private static func days(_ text: Substring) -> Int? {
    let text = text.trimmed
    let weeks = text.hasSuffix("w")
    guard let number = Int(weeks ? String(text.dropLast()) : text), number >= 0,
      number <= 100_000, text.first?.isASCIIDigit == true
    else { return nil }
    return weeks ? number * 7 : number
  }
}
