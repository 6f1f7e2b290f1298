import HabitCore
import HabitScreens

extension HabitDatabase {
  /// Judges the activity as of `today` from recent records, so daily views cost what they show, not the whole
  /// history: from its streak checkpoint when one serves (made one to two weeks back), else from a short window
  /// (two weeks, from the start of their month: ten times a day over 70 days was most of what `habit today` read
  /// for an activity with an 11-day streak), and when the current streak runs into that window's edge, from the
  /// whole history, leaving a checkpoint to save (`evaluateStreaks`).
  public func evaluateRecent(_ activity: Activity, today: Day, weekStart: WeekStart, days: Int = 14) throws
    -> Evaluation
  {
    try judgeRecent(activity, today: today, weekStart: weekStart, days: days).evaluation
  }

  /// `evaluateRecent`, with the history it judged: its records reach from the day it was loaded from through the
  /// last one recorded, so a caller finds there what it would otherwise ask the file for again.
  func judgeRecent(_ activity: Activity, today: Day, weekStart: WeekStart, days: Int = 14) throws
    -> (evaluation: Evaluation, history: ActivityHistory)
  {
    if let saved = try servingCheckpoint(activity, today, weekStart) {
      return try judgeStreaks(activity, today: today, weekStart: weekStart, from: saved)
    }
    let lookback = max(days, StreakCheckpoint.longestWindow(activity.goals))
    let history = try self.history(of: activity, from: today.adding(days: -lookback).firstOfMonth)
    let evaluation = Evaluation(history: history, today: today, weekStart: weekStart)
    guard evaluation.needsEarlierRecords, let loadedFrom = history.loadedFrom, loadedFrom > history.start else {
      return (evaluation, history)
    }
    return try judgeStreaks(activity, today: today, weekStart: weekStart, from: nil)
  }

  /// Judges the activity's whole history as of `today`: for lifetime statistics and best streaks.
  public func evaluateAll(_ activity: Activity, today: Day, weekStart: WeekStart) throws -> Evaluation {
    Evaluation(history: try history(of: activity), today: today, weekStart: weekStart)
  }

  /// Judges the activity over `days` (plus what its periods need before them), for calendars.
  public func evaluate(_ activity: Activity, over days: ClosedRange<Day>, today: Day, weekStart: WeekStart) throws
    -> Evaluation
  {
    Evaluation(history: try history(of: activity, around: days), today: today, weekStart: weekStart)
  }

  /// How each of `days` reads, from the same records as `evaluate(_:over:today:weekStart:)`, without judging
  /// whole periods or streaks: for what shows days only (heatmaps, the day a check-in lands on).
  public func judgeDays(_ activity: Activity, over days: ClosedRange<Day>, today: Day, weekStart: WeekStart) throws
    -> DayJudge
  {
    DayJudge(history: try history(of: activity, around: days), today: today, weekStart: weekStart)
  }

  /// The records `days` are judged by: theirs, and those of the longest window a goal asks over before them.
  private func history(of activity: Activity, around days: ClosedRange<Day>) throws -> ActivityHistory {
    try history(
      of: activity, from: days.lowerBound.adding(days: -StreakCheckpoint.longestWindow(activity.goals)).firstOfMonth)
  }
}
