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
  /// Periods are calendar periods: a week cut by goal changes counts once, however many pieces it is cut into
  /// and whatever goals judge the days between them, met when no piece is unmet and some piece met, as a streak
  /// counts it once.
  public func completionRate(in days: ClosedRange<Day>) -> Double? {
    var met = 0
    var judged = 0
    // The pieces of cut calendar periods, by their period: a goal of another kind between two pieces (a rolling
    // goal for a few days of a month) leaves them one period.
    var cut: [PeriodInterval: (anyUnmet: Bool, anyMet: Bool, open: Bool)] = [:]
    for (run, indices) in runs(in: days) {
      if run.count > 1 && !indices.isEmpty {
        // Whole periods judged alike, each its own calendar period: counted by multiplication (rest days left
        // out).
        let due = run.dueCount(indices)
        if run.dueStatus == .met { met += due }
        if run.dueStatus == .met || run.dueStatus == .unmet { judged += due }
        continue
      }
      for result in indices.map(run.period) {
        let open = result.isCurrent || result.reachesBeforeLoaded
        if result.goal.period.isRolling || result.interval == result.window {
          guard !open, result.status == .met || result.status == .unmet else { continue }
          judged += 1
          if result.status == .met { met += 1 }
          continue
        }
        var piece = cut[result.window] ?? (false, false, false)
        piece.anyUnmet = piece.anyUnmet || result.status == .unmet
        piece.anyMet = piece.anyMet || result.status == .met
        piece.open = piece.open || open
        cut[result.window] = piece
      }
    }
    for piece in cut.values where !piece.open && (piece.anyUnmet || piece.anyMet) {
      judged += 1
      if !piece.anyUnmet { met += 1 }
    }
    return judged == 0 ? nil : Double(met) / Double(judged)
  }

  /// One summary per calendar month from the month containing `day` through the current month, counted from
  /// `day(_:)`; days before `knownFrom` (before the history, or not loaded) add nothing.
  ///
  /// Only the days with a record are judged one by one, and only the months that hold one are kept: every
  /// other day of the known history reads `empty` (see `MonthlyBreakdown`).
  public func monthlyBreakdown(from day: Day) -> MonthlyBreakdown {
    let firstMonth = day.firstOfMonth
    let count = today < firstMonth ? 0 : (today.year - firstMonth.year) * 12 + today.month - firstMonth.month + 1
    var breakdown = MonthlyBreakdown(
      firstMonth: firstMonth, knownFrom: knownFrom, today: today, endIndex: count, recordedIndices: [],
      recordedMonths: [], scheduled: timeline.scheduledSegments, pauses: days.pauses)
    let first = max(firstMonth, knownFrom)
    guard first <= today else { return breakdown }
    var indices: [Int] = []
    var months: [MonthSummary] = []
    let recorded = records.recordedDays(in: first...today)
    var start = recorded.startIndex
    while start < recorded.endIndex {
      let month = recorded[start].firstOfMonth
      let next = month.adding(months: 1)
      var completions = 0
      var amount = 0.0
      var statuses: [DayStatus: Int] = [:]
      var end = start
      while end < recorded.endIndex && recorded[end] < next {
        let judgedDay = self.day(recorded[end])
        completions += judgedDay.completions
        amount += judgedDay.amount
        statuses[judgedDay.status, default: 0] += 1
        end += 1
      }
      // The days with nothing recorded: empty, paused, or a weekday goal's rest days (those recorded read
      // otherwise).
      let recordedPaused = recorded[start..<end].count(where: days.pauses.contains)
      let recordedRest = recorded[start..<end].count {
        !days.pauses.contains($0) && !timeline.segment(on: $0).goal.isDue(on: $0)
      }
      let quiet = breakdown.quietDays(in: month)
      let (rest, paused) = (quiet.rest - recordedRest, quiet.paused - recordedPaused)
      let judged = breakdown.judgedDays(in: month) - rest - paused
      if judged > end - start { statuses[.empty, default: 0] += judged - (end - start) }
      if rest > 0 { statuses[.rest] = rest }
      if paused > 0 { statuses[.paused] = paused }
      indices.append((month.year - firstMonth.year) * 12 + month.month - firstMonth.month)
      months.append(
        MonthSummary(
          month: month, completions: completions, amount: amount, daysDone: statuses[.done] ?? 0,
          daysJudged: judged, statuses: statuses))
      start = end
    }
    breakdown = MonthlyBreakdown(
      firstMonth: firstMonth, knownFrom: knownFrom, today: today, endIndex: count, recordedIndices: indices,
      recordedMonths: months, scheduled: timeline.scheduledSegments, pauses: days.pauses)
    return breakdown
  }
}
