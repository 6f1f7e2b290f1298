import HabitCore

extension HabitDatabase {
  /// Judges the activity as of `today` from a recent window of records, widened (doubling) only while the
  /// current streak runs into the window's edge, so daily views cost what they show, not the whole history.
  /// The first window is short (two weeks, from the start of their month): ten times a day over 70 days was most
  /// of what `habit today` read for an activity with an 11-day streak.
  public func evaluateRecent(_ activity: Activity, today: Day, weekStart: WeekStart, days: Int = 14) throws
    -> Evaluation
  {
    var lookback = max(days, longestWindow(activity))
    var history = try self.history(of: activity, from: today.adding(days: -lookback).firstOfMonth)
    while true {
      let evaluation = Evaluation(history: history, today: today, weekStart: weekStart)
      guard evaluation.needsEarlierRecords, let loadedFrom = history.loadedFrom, loadedFrom > history.start else {
        return evaluation
      }
      lookback *= 2
      try widen(&history, of: activity, from: today.adding(days: -lookback).firstOfMonth)
    }
  }

  /// Judges the activity's whole history as of `today`: for lifetime statistics and best streaks.
  public func evaluateAll(_ activity: Activity, today: Day, weekStart: WeekStart) throws -> Evaluation {
    Evaluation(history: try history(of: activity), today: today, weekStart: weekStart)
  }

  /// Judges the activity over `days` (plus what its periods need before them), for calendars and heatmaps.
  public func evaluate(_ activity: Activity, over days: ClosedRange<Day>, today: Day, weekStart: WeekStart) throws
    -> Evaluation
  {
    let from = days.lowerBound.adding(days: -longestWindow(activity)).firstOfMonth
    return Evaluation(history: try history(of: activity, from: from), today: today, weekStart: weekStart)
  }

  /// The most days one period of any of the activity's goals spans.
  private func longestWindow(_ activity: Activity) -> Int {
    activity.goals.map { change in
      switch change.goal.period {
      case .day: 1
      case .week: 7
      case .month: 31
      case .rolling(let days): days
      }
    }.max() ?? 1
  }
}
