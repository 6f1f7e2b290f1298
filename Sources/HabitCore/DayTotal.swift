/// The completions of one day taken together: how many, their total amount, and their notes in the order they were
/// recorded. It is all the evaluation reads of a day's completions, so a store can hand it a day with a thousand
/// completions as one value instead of a thousand.
///
/// ```swift
/// let total = DayTotal(day: try Day(parsing: "2026-03-02"), completions: 3, amount: 45, notes: ["before work"])
/// ```
public struct DayTotal: Hashable, Sendable {
  public var day: Day
  /// How many completions the day holds.
  public var completions: Int
  /// The sum of their amounts; 0 when none was recorded.
  public var amount: Double
  /// The notes given with them, in the order they were recorded.
  public var notes: [String]

  public init(day: Day, completions: Int, amount: Double = 0, notes: [String] = []) {
    self.day = day
    self.completions = completions
    self.amount = amount
    self.notes = notes
  }
}
