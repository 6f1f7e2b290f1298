/// What one calendar month of an activity adds up to, for statistics and charts: the evaluation's days, counted.
public struct MonthSummary: Hashable, Sendable {
  /// The first day of the month.
  public let month: Day
  /// The completions recorded in the month's judged days.
  public let completions: Int
  /// The total amount recorded in the month's judged days.
  public let amount: Double
  /// The days that read `done`.
  public let daysDone: Int
  /// The month's days within the judged history: from its start (or the loaded records) through today. Days
  /// before the history started are not counted, nor are they anywhere in the summary.
  public let daysJudged: Int
  /// How many of the judged days read each status.
  public let statuses: [DayStatus: Int]

  public init(
    month: Day, completions: Int, amount: Double, daysDone: Int, daysJudged: Int, statuses: [DayStatus: Int] = [:]
  ) {
    self.month = month
    self.completions = completions
    self.amount = amount
    self.daysDone = daysDone
    self.daysJudged = daysJudged
    self.statuses = statuses
  }
}
