import HabitCore
import HabitStore

/// HabitKit's intervals as habit's goal history.
///
/// An interval asks for `requiredNumberOfCompletionsPerDay` completions (K, at least 1) for a day to count, and,
/// for `week` or `month`, `requiredNumberOfCompletions` such days (R) in the calendar period. `day` and `none`
/// (no streak goal; HabitKit still fills a day's square at K) become K a day, `week` and `month` R a week or a
/// month. habit cannot ask for R days of K completions each: with K above 1 the goal becomes R × K completions
/// a period, and is counted in the report. An inverse habit counts slips: its day or period fails at the count
/// that would complete it, so the goal is at most one less. Each interval takes effect from its start day; of
/// two from one day the later in the file counts.
enum HabitKitGoal {
  struct Interval {
    let from: Day
    let type: String
    let required: Int?
    let perDay: Int?
    let location: InputLocation
  }

  static func changes(_ intervals: [Interval], inverse: Bool, batch: inout ImportBatch) throws -> [GoalChange] {
    var byDay: [Day: GoalChange] = [:]
    for interval in intervals {
      if byDay[interval.from] != nil { batch.ignore("HabitKit intervals replaced by a later one from the same day") }
      byDay[interval.from] = GoalChange(
        effectiveFrom: interval.from, goal: try goal(interval, inverse: inverse, batch: &batch))
    }
    return byDay.values.sorted { $0.effectiveFrom < $1.effectiveFrom }
  }

  private static func goal(_ interval: Interval, inverse: Bool, batch: inout ImportBatch) throws -> Goal {
    let perDay = max(interval.perDay ?? 1, 1)
    let (period, most): (Period, Int)
    switch interval.type {
    case "none", "day": (period, most) = (.day, 1)
    case "week": (period, most) = (.week, 7)
    case "month": (period, most) = (.month, 31)
    default:
      throw ImportError(
        "\(ImportValues.quoted(interval.type)) is not an interval type", at: interval.location,
        hint: "A HabitKit interval's type is none, day, week or month.")
    }
    let days = period == .day ? 1 : max(interval.required ?? 1, 1)
    guard days <= most else {
      throw ImportError(
        "\(days) days cannot fit in a \(period.code)", at: interval.location,
        hint: "requiredNumberOfCompletions is a number of days in the period.")
    }
    if period != .day && perDay > 1 {
      batch.ignore("HabitKit goals of days with several completions each, kept as their total a period")
    }
    let threshold = days * perDay
    return inverse
      ? Goal(comparison: .atMost, target: Double(threshold - 1), period: period)
      : Goal(target: Double(threshold), period: period)
  }
}
