import HabitCore
import HabitScreens

/// What recording a completion did, in the sentence both `habit done` and the web's notice after ✓ say: the
/// day as the evaluation judges it with the new completion, so that an amount short of the required one is never
/// announced as done.
///
/// ```swift
/// RecordText.recorded(outcome, on: today, today: today)  // "◐ Book: 16 of 20 pages today."
/// ```
public enum RecordText {
  /// "✓ Read (20 pages) done today.", "◐ Book: 16 of 20 pages today.", "✓ Water done on 2026-11-20, for the
  /// 2nd time that day.", with the skip or fail mark it replaced and a limit it went over.
  public static func recorded(_ outcome: RecordOutcome, on day: Day, today: Day) -> String {
    let when = day == today ? "today" : "on \(day)"
    var line: String
    if let judged = outcome.judged, judged.status == .partial, let shortOf = shortOf(judged) {
      line = "◐ \(outcome.activity): \(shortOf) \(when)"
    } else {
      line = "✓ \(outcome.activity)"
      if let amount = outcome.amount { line += " (\(formatAmount(amount))\(outcome.unit.map { " " + $0 } ?? ""))" }
      line += " done \(when)"
      if outcome.completionsThatDay > 1 {
        line += ", for the \(ordinal(outcome.completionsThatDay)) time" + (day == today ? "" : " that day")
      }
    }
    if let mark = outcome.clearedMark { line += "; it was marked \(mark.rawValue), no longer" }
    if let judged = outcome.judged, judged.status == .overLimit, let goal = judged.goal, let total = judged.totalSoFar {
      line += "; that is over the limit: \(formatAmount(total)) against \(goal)"
    }
    return line + "."
  }

  /// "Removed a completion of Read on 2026-11-20; 1 left that day.", or the mark taken back: what `habit undo` says.
  public static func undone(_ outcome: UndoOutcome, of activity: String, on day: Day) -> String {
    switch outcome {
    case .completion(_, let remaining, let challengeDay):
      var line = "Removed a completion of \(activity) on \(day); \(remaining) left that day."
      if let challengeDay { line += " Day \(challengeDay) of its challenge is unchecked again." }
      return line
    case .mark(let mark):
      return "\(activity) on \(day) is no longer marked \(mark.rawValue)."
    }
  }

  /// "Read on 2026-11-20 marked skipped (was failed).": what `habit skip` and `habit fail` say.
  public static func marked(_ activity: String, _ mark: DayMark, previous: DayMark?, on day: Day) -> String {
    var line = "\(activity) on \(day) marked \(mark.rawValue)"
    if let previous, previous != mark { line += " (was \(previous.rawValue))" }
    return line + "."
  }

  /// The sentence of any day write, as the command that makes it says it.
  public static func sentence(_ outcome: DayWriteOutcome, on day: Day, today: Day) -> String {
    switch outcome {
    case .done(let outcome): return recorded(outcome, on: day, today: today)
    case .undone(let activity, let undone): return self.undone(undone, of: activity, on: day)
    case .marked(let activity, let mark, let previous): return marked(activity, mark, previous: previous, on: day)
    }
  }

  /// "16 of 20 pages", "3 of 8": what a partial day holds of what it needs to count, or nil when the day does
  /// not say what it needs.
  static func shortOf(_ judged: JudgedDay) -> String? {
    if let required = judged.requiredAmount {
      let unit = judged.unit.map { " " + $0 } ?? judged.goal?.unit.map { " " + $0 } ?? ""
      return "\(formatAmount(Wording.rounded(judged.amount))) of \(formatAmount(Wording.rounded(required)))\(unit)"
    }
    guard let goal = judged.goal, goal.period == .day, goal.measure == .count else { return nil }
    return "\(judged.completions) of \(formatAmount(goal.target))"
  }

  /// "1st", "2nd", "3rd", "4th", "11th", "22nd".
  static func ordinal(_ number: Int) -> String {
    let suffix =
      switch (number % 10, number % 100) {
      case (_, 11...13): "th"
      case (1, _): "st"
      case (2, _): "nd"
      case (3, _): "rd"
      default: "th"
      }
    return "\(number)\(suffix)"
  }
}
