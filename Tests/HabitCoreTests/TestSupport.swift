@testable import HabitCore

/// Shorthand for a day in tests: `d("2026-03-01")`.
func d(_ text: String) -> Day {
  do { return try Day(parsing: text) } catch { fatalError("bad test day \(text): \(error)") }
}

/// Shorthand for a goal in tests: `g("3/week")`.
func g(_ spec: String) -> Goal {
  do { return try Goal(spec: spec) } catch { fatalError("bad test goal \(spec): \(error)") }
}

/// One completion per day listed, without an amount.
func done(_ days: String...) -> [Completion] { days.map { Completion(day: d($0)) } }

/// Completions with amounts: `did(("2026-03-02", 30), ("2026-03-04", 45))`.
func did(_ entries: (String, Double)...) -> [Completion] { entries.map { Completion(day: d($0.0), amount: $0.1) } }

/// A history under one goal from its creation day, which is also the day the goal took effect.
func history(
  _ goal: String, created: String, _ completions: [Completion] = [], marks: [String: DayMark] = [:],
  requiredAmount: Double? = nil
) -> ActivityHistory {
  ActivityHistory(
    createdOn: d(created), requiredAmount: requiredAmount,
    goals: [GoalChange(effectiveFrom: d(created), goal: g(goal))],
    completions: completions, marks: Dictionary(uniqueKeysWithValues: marks.map { (d($0.key), $0.value) }))
}

extension Evaluation {
  /// The result whose judged days contain `day`.
  func period(containing day: String) -> PeriodResult? { periods(in: d(day)...d(day)).first }

  /// The statuses of the periods sharing a day with the stretch, in order.
  func statuses(_ from: String, _ through: String) -> [PeriodStatus] { periods(in: d(from)...d(through)).map(\.status) }
}
