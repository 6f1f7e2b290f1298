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

  public init(
    activity: Activity, today: Day, start: Day, currentStreak: Streak?, bestStreak: Streak?, timesCompleted: Int,
    lastPerformed: Day?, currentPeriod: PeriodResult, completionRateThisYear: Double?,
    completionRateSinceStart: Double?, months: MonthlyBreakdown, credits: Credits? = nil
  ) {
    self.activity = activity
    self.today = today
    self.start = start
    self.currentStreak = currentStreak
    self.bestStreak = bestStreak
    self.timesCompleted = timesCompleted
    self.lastPerformed = lastPerformed
    self.currentPeriod = currentPeriod
    self.completionRateThisYear = completionRateThisYear
    self.completionRateSinceStart = completionRateSinceStart
    self.months = months
    self.credits = credits
  }
}
