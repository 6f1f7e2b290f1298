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
    // The statuses of a month with nothing recorded, by its judged days (0 to 31): shared, as thousands of such
    // months may follow (a history from year 1), and found by index rather than by hashing.
    var quiet = [[DayStatus: Int]?](repeating: nil, count: 32)
    quiet[0] = [:]
    var month = day.firstOfMonth
    var (year, number) = (month.year, month.month)
    while month <= today {
      // The next month's first day, worked out once: this month's last is the day before it.
      (year, number) = number == 12 ? (year + 1, 1) : (year, number + 1)
      let next = Day(ordinal: Day.ordinal(year: year, month: number, day: 1))
      var completions = 0
      var amount = 0.0
      var statuses: [DayStatus: Int] = [:]
      let first = max(month, knownFrom)
      let last = min(next.adding(days: -1), today)
      let judged = first <= last ? first.distance(to: last) + 1 : 0
      let recorded = first <= last ? records.recordedDays(in: first...last) : []
      if recorded.isEmpty {
        if quiet[judged] == nil { quiet[judged] = [.empty: judged] }
        summaries.append(
          MonthSummary(
            month: month, completions: 0, amount: 0, daysDone: 0, daysJudged: judged, statuses: quiet[judged]!))
        month = next
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
      month = next
    }
    return summaries
  }
}
