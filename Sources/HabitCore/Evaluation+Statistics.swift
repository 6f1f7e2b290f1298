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
    for result in periods(in: days) {
      if let last = pieces.last, last.window != result.window { close() }
      pieces.append(result)
    }
    close()
    return judged == 0 ? nil : Double(met) / Double(judged)
  }

  /// One summary per calendar month from the month containing `day` through the current month, counted from
  /// `day(_:)`; days before `knownFrom` (before the history, or not loaded) add nothing.
  public func monthlyBreakdown(from day: Day) -> [MonthSummary] {
    var summaries: [MonthSummary] = []
    var month = day.firstOfMonth
    while month <= today {
      var completions = 0
      var amount = 0.0
      var statuses: [DayStatus: Int] = [:]
      var judged = 0
      for day in stride(from: max(month, knownFrom), through: min(month.lastOfMonth, today), by: 1) {
        let judgedDay = self.day(day)
        completions += judgedDay.completions
        amount += judgedDay.amount
        statuses[judgedDay.status, default: 0] += 1
        judged += 1
      }
      summaries.append(
        MonthSummary(
          month: month, completions: completions, amount: amount, daysDone: statuses[.done] ?? 0,
          daysJudged: judged, statuses: statuses))
      month = month.adding(months: 1)
    }
    return summaries
  }
}
