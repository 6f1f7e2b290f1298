/// One day as the evaluation reads it: everything a calendar cell, a `show` line or a heatmap square renders,
/// so that no view reads rows or decides anything itself.
///
/// ```swift
/// let day = evaluation.day(try Day(parsing: "2026-03-04"))
/// day.status          // .partial
/// day.amount          // 15
/// day.requiredAmount  // 20: "◐ 15/20 pages"
/// ```
public struct JudgedDay: Hashable, Sendable {
  public let day: Day
  public let status: DayStatus
  /// The goal in force on the day; nil for days outside the judged history (before it, after today, not loaded).
  public let goal: Goal?
  /// The completions recorded on the day (through today).
  public let completions: Int
  /// The day's total amount, 0 when none was given.
  public let amount: Double
  /// The amount the day's total must reach to read done: the required amount in force, or the target of a daily
  /// amount goal (less for a partly skipped period, never for a day); nil when the day is not judged by amount.
  public let requiredAmount: Double?
  /// The unit the day's amounts and `requiredAmount` are in: the one in force on the day; nil when none is.
  public let unit: String?
  /// Under an at-most goal, the period's total (in the goal's measure) through this day, which `overLimit`
  /// compares with `goal.target`; nil under an at-least goal.
  public let totalSoFar: Double?
  /// The notes of the day's completions, in the order they were recorded.
  public let notes: [String]
  /// The note given with the day's skip or fail mark.
  public let markNote: String?

  public init(
    day: Day, status: DayStatus, goal: Goal?, completions: Int = 0, amount: Double = 0,
    requiredAmount: Double? = nil, unit: String? = nil, totalSoFar: Double? = nil, notes: [String] = [],
    markNote: String? = nil
  ) {
    self.day = day
    self.status = status
    self.goal = goal
    self.completions = completions
    self.amount = amount
    self.requiredAmount = requiredAmount
    self.unit = unit
    self.totalSoFar = totalSoFar
    self.notes = notes
    self.markNote = markNote
  }
}
