/// What one calendar month of an activity adds up to, for statistics and charts.
public struct MonthSummary: Hashable, Sendable {
  /// The first day of the month.
  public let month: Day
  /// The completions recorded in the month, through today.
  public let completions: Int
  /// The total amount recorded in the month, through today.
  public let amount: Double
  /// The days that read `done` on a calendar.
  public let daysDone: Int

  public init(month: Day, completions: Int, amount: Double, daysDone: Int) {
    self.month = month
    self.completions = completions
    self.amount = amount
    self.daysDone = daysDone
  }
}
