/// Statistics over the known days: totals, the last time, completion rates and monthly sums.
///
/// They cover the records from `knownFrom` through today; a caller that evaluates a window and wants lifetime
/// figures evaluates the whole history.
extension Evaluation {
  /// How many completions were recorded through today.
  public var timesCompleted: Int { records.timesCompleted }

  /// The last day through today with a completion.
  public var lastPerformed: Day? { records.lastPerformed }

  /// The share of judged complete periods that were met: met / (met + unmet), passing over neutral ones, the
  /// current one and any reaching before the loaded records. Nil when no period was judged.
  ///
  /// Periods are calendar periods: a week cut by a goal change counts once, met when no part of it is unmet
  /// and some part met, as a streak counts it once.
  public func completionRate(in days: ClosedRange<Day>) -> Double? {
    var met = 0
    var judged = 0
    var pieces: [PeriodResult] = []
    func close() {
      defer { pieces = [] }
      guard !pieces.isEmpty, !pieces.contains(where: { $0.isCurrent || $0.reachesBeforeLoaded }) else { return }
      if pieces.contains(where: { $0.status == .unmet }) {
        judged += 1
      } else if pieces.contains(where: { $0.status == .met }) {
        met += 1
        judged += 1
      }
    }
    for (run, indices) in runs(in: days) {
      if run.count > 1 && !indices.isEmpty {
        // Whole periods judged alike, each its own calendar period: counted by multiplication.
        close()
        if run.first.status == .met { met += indices.count }
        if run.first.status == .met || run.first.status == .unmet { judged += indices.count }
        continue
      }
      for result in indices.map(run.period) {
        if let last = pieces.last, last.window != result.window { close() }
        pieces.append(result)
      }
    }
    close()
    return judged == 0 ? nil : Double(met) / Double(judged)
  }

  /// One summary per calendar month from the month containing `day` through the current month, counted from
  /// `day(_:)`; days before `knownFrom` (before the history, or not loaded) add nothing.
  ///
  /// Only the days with a record are judged one by one: every other day of the known history reads `empty`.
  public func monthlyBreakdown(from day: Day) -> [MonthSummary] {
    var summaries: [MonthSummary] = []
    // The statuses of a month with nothing recorded, by its days: shared, as thousands of such months may follow.
    var quiet: [Int: [DayStatus: Int]] = [0: [:]]
    var month = day.firstOfMonth
    while month <= today {
      var completions = 0
      var amount = 0.0
      var statuses: [DayStatus: Int] = [:]
      let first = max(month, knownFrom)
      let last = min(month.lastOfMonth, today)
      let judged = first <= last ? first.distance(to: last) + 1 : 0
      let recorded = first <= last ? records.recordedDays(in: first...last) : []
      if recorded.isEmpty {
        if quiet[judged] == nil { quiet[judged] = [.empty: judged] }
        summaries.append(
          MonthSummary(
            month: month, completions: 0, amount: 0, daysDone: 0, daysJudged: judged, statuses: quiet[judged]!))
        month = month.adding(months: 1)
        continue
      }
      for day in recorded {
        let judgedDay = self.day(day)
        completions += judgedDay.completions
        amount += judgedDay.amount
        statuses[judgedDay.status, default: 0] += 1
      }
      if judged > recorded.count { statuses[.empty, default: 0] += judged - recorded.count }
      summaries.append(
        MonthSummary(
          month: month, completions: completions, amount: amount, daysDone: statuses[.done] ?? 0,
          daysJudged: judged, statuses: statuses))
      month = month.adding(months: 1)
    }
    return summaries
  }
}
