import HabitCore

/// `habit stats NAME`: streaks with dates, totals, completion rates and the days done per month, judged over the
/// activity's whole history.
public struct ActivityStatistics: Sendable {
  public let activity: Activity
  public let today: Day
  /// The day the history starts: the creation day or the first recorded day, whichever is earlier.
  public let start: Day
  public let currentStreak: Streak?
  public let bestStreak: Streak?
  public let timesCompleted: Int
  public let lastPerformed: Day?
  public let currentPeriod: PeriodResult
  public let completionRateThisYear: Double?
  public let completionRateSinceStart: Double?
  /// One summary per month, oldest first (the last `months` when asked).
  public let months: MonthlyBreakdown
  /// For a shared activity, who did how much and whose turn it is.
  public var credits: Credits? = nil
}

extension HabitDatabase {
  /// The activity's statistics, read in one snapshot; `months` keeps only the last N months of the breakdown
  /// (and costs only them).
  public func statistics(of activity: Activity, months: Int?, today: Day) throws -> ActivityStatistics {
    let (evaluation, credits): (Evaluation, Credits?) = try db.read {
      let evaluation = try evaluateAll(activity, today: today, weekStart: try weekStart())
      return (evaluation, try self.credits(of: activity, today: today))
    }
    let yearStart = Day(year: today.year, month: 1, day: 1)!
    var from = evaluation.start
    if let months { from = max(from.firstOfMonth, today.firstOfMonth.adding(months: 1 - max(months, 1))) }
    let breakdown = evaluation.monthlyBreakdown(from: from)
    return ActivityStatistics(
      activity: activity, today: today, start: evaluation.start, currentStreak: evaluation.currentStreak,
      bestStreak: evaluation.bestStreak, timesCompleted: evaluation.timesCompleted,
      lastPerformed: evaluation.lastPerformed, currentPeriod: evaluation.currentPeriod,
      completionRateThisYear: evaluation.completionRate(in: max(yearStart, evaluation.start)...today),
      completionRateSinceStart: evaluation.completionRate(in: evaluation.start...today), months: breakdown,
      credits: credits)
  }
}
