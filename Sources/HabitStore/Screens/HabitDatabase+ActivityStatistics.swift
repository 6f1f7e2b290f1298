import HabitCore
import HabitScreens

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
