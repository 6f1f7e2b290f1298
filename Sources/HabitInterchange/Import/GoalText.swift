import HabitCore
import HabitStore

/// A goal as the activities CSV writes it, and back: `1/day`, `<=2/day`, `3/7d`, `150 minutes/week`,
/// `1/day on mon,wed,fri` (a weekday goal).
///
/// The same text as `habit add --goal` takes, but read by its own small grammar (split at the last `/`), so that
/// every goal habit can store reads back unchanged, whatever its unit contains.
enum GoalText {
  static func text(_ goal: Goal, unit: String?) -> String {
    var text = goal.comparison == .atMost ? "<=" : ""
    text += JSONNumberFormat.text(goal.target)
    if goal.measure == .amount { text += " " + (unit ?? "units") }
    return text + "/" + goal.period.code + (goal.weekdays.map { " on " + $0.list } ?? "")
  }

  static func parse(_ text: String, at location: @autoclosure () -> InputLocation) throws(ImportError) -> Goal {
    let fail = ImportError(
      "\(ImportValues.quoted(text)) is not a goal", at: location(),
      hint: "Write goals as 1/day, 3/week, 2/month, 3/7d (3 in any 7 days), <=2/day (at most), 150 minutes/week or "
        + "1/day on mon,wed,fri (on those weekdays).")
    guard let slash = text.lastIndex(of: "/") else { throw fail }
    // A period code has no space: what follows " on " names a weekday goal's weekdays.
    var periodText = text[text.index(after: slash)...]
    var weekdays: Weekdays?
    if let on = periodText.firstRange(of: " on ") {
      guard let days = Weekdays(parsing: periodText[on.upperBound...]) else { throw fail }
      weekdays = days
      periodText = periodText[..<on.lowerBound]
    }
    guard let period = Period(code: periodText), weekdays == nil || period == .day else { throw fail }
    var rest = Substring(text[..<slash])
    var comparison = Goal.Comparison.atLeast
    if rest.hasPrefix("<=") {
      comparison = .atMost
      rest = rest.dropFirst(2)
    } else if rest.hasPrefix(">=") {
      rest = rest.dropFirst(2)
    }
    let number = rest.prefix { $0 != " " }
    let unit = rest.dropFirst(number.count).drop { $0 == " " }
    guard let target = try? ImportValues.amount(String(number), at: location()) else { throw fail }
    guard weekdays == nil || comparison == .atLeast else { throw fail }
    if unit.isEmpty {
      return Goal(comparison: comparison, measure: .count, target: target, period: period, weekdays: weekdays)
    }
    return Goal(
      comparison: comparison, measure: .amount, target: target, period: period, unit: String(unit), weekdays: weekdays)
  }
}
