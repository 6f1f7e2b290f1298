import Testing

@testable import HabitCore

/// Random histories with long empty gaps and very old records (from year 1), judged by `Evaluation`, which
/// takes a stretch of alike periods as one run, and by `DenseReferenceEvaluation`, which judges every day and
/// every period one by one. Every period, streak, rate, month and day must read the same.
struct LongGapPropertyTests {
  @Test(arguments: 0..<400)
  func runsOfAlikePeriodsReadAsTheDenseReference(seed: Int) {
    // Given a history of a few clusters of records far apart, some starting in the first centuries
    var random = SeededRandom(seed: UInt64(50_000 + seed))
    let (history, today, weekStart) = random.gappedHistory(ancient: seed % 40 == 0)
    // When judged both ways, with the completions one by one or, as a store reads them, taken together by day
    let judged = seed % 3 == 0 ? history.takenTogetherByDay() : history
    let evaluation = Evaluation(history: judged, today: today, weekStart: weekStart)
    let reference = DenseReferenceEvaluation(history: judged, today: today, weekStart: weekStart)
    // Then every period, expanded from its run, is the reference's, and so are both streaks
    #expect(evaluation.start == reference.start, "seed \(seed)")
    #expect(evaluation.periods(in: reference.knownFrom...today) == reference.results, "seed \(seed)")
    #expect(evaluation.currentPeriod == reference.results.last, "seed \(seed)")
    #expect(evaluation.currentStreak == reference.currentStreak, "seed \(seed)")
    #expect(evaluation.bestStreak == reference.bestStreak, "seed \(seed)")
    #expect(evaluation.needsEarlierRecords == reference.needsEarlierRecords, "seed \(seed)")
    // And any stretch has the same periods and completion rate, starting and ending anywhere in a run
    let span = max(1, reference.start.distance(to: today))
    for _ in 0..<12 {
      let first = reference.start.adding(days: random.int(-40...span + 40))
      let last = first.adding(days: random.chance(50) ? random.int(0...60) : random.int(0...span))
      #expect(evaluation.periods(in: first...last) == reference.periods(in: first...last), "seed \(seed) \(first)")
      #expect(
        evaluation.completionRate(in: first...last) == reference.completionRate(in: first...last),
        "seed \(seed) \(first)...\(last)")
    }
    // And each month adds up its days as they read one by one
    let from = today.adding(days: -random.int(0...min(span, 20_000)))
    let breakdown = evaluation.monthlyBreakdown(from: from)
    let months = monthByMonth(evaluation, from: from)
    #expect(Array(breakdown) == months, "seed \(seed)")
    // And the months in a row with nothing recorded (empty, rest or paused days only) are counted as the text view would find them one by one
    for _ in 0..<8 where !months.isEmpty {
      let index = random.int(0...months.count - 1)
      let quiet = months[index...].prefix {
        $0.completions == 0 && $0.statuses.keys.allSatisfy { [.empty, .rest, .paused].contains($0) }
      }
      #expect(breakdown.quietMonths(from: index) == quiet.count, "seed \(seed) month \(index)")
    }
    // And a day reads as the brute-force oracle reads it, around the records and anywhere in the gaps
    guard history.loadedFrom == nil else { return }
    let oracle = Oracle(history: history, today: today, weekStart: weekStart)
    var days = history.completions.map(\.day) + history.marks.keys + history.goals.map(\.effectiveFrom)
    days = days.flatMap { [$0.adding(days: -1), $0, $0.adding(days: 1)] }
    days += (0..<20).map { _ in reference.start.adding(days: random.int(-3...span + 3)) }
    for day in days {
      #expect(evaluation.dayStatus(day) == oracle.dayStatus(day), "seed \(seed) \(day)")
    }
  }

  @Test func oneCompletionInYearOneCostsItsRecordsNotItsDays() {
    // Given daily, weekly, monthly and rolling goals, each with one completion on 0001-01-01 and a recent week
    let today = d("2026-11-21")
    for goal in ["1/day", "3/week", "2/month", "3/7d", "<=2/day", "150 minutes/week"] {
      let history = ActivityHistory(
        createdOn: d("2026-11-01"), goals: [GoalChange(effectiveFrom: d("2026-11-01"), goal: g(goal))],
        completions: [Completion(day: d("0001-01-01"), amount: 30)] + did(("2026-11-19", 200), ("2026-11-20", 200)))
      // When judged
      let evaluation = Evaluation(history: history, today: today)
      // Then the 2,000 empty years are a handful of runs, not one period per day, week or month
      #expect(evaluation.runs.count < 20, "\(goal): \(evaluation.runs.count) runs")
      #expect(evaluation.start == d("0001-01-01"))
    }
  }

  /// The monthly breakdown as it was computed before: every known day of every month judged one by one.
  private func monthByMonth(_ evaluation: Evaluation, from day: Day) -> [MonthSummary] {
    var summaries: [MonthSummary] = []
    var month = day.firstOfMonth
    while month <= evaluation.today {
      var completions = 0
      var amount = 0.0
      var statuses: [DayStatus: Int] = [:]
      var judged = 0
      for day in stride(
        from: max(month, evaluation.knownFrom), through: min(month.lastOfMonth, evaluation.today), by: 1)
      {
        let judgedDay = evaluation.day(day)
        completions += judgedDay.completions
        amount += judgedDay.amount
        statuses[judgedDay.status, default: 0] += 1
        // A weekday goal's rest day or a paused day with nothing recorded is not judged.
        if judgedDay.status != .rest && judgedDay.status != .paused { judged += 1 }
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

extension ActivityHistory {
  /// The same history with its completions taken together by day (`DayTotal`), as a store hands them over.
  func takenTogetherByDay() -> ActivityHistory {
    var totals: [DayTotal] = []
    for completion in completions.enumerated().sorted(by: { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) })
      .map(\.element)
    {
      if totals.last?.day != completion.day { totals.append(DayTotal(day: completion.day, completions: 0)) }
      totals[totals.count - 1].completions += 1
      totals[totals.count - 1].amount += completion.amount ?? 0
      if let note = completion.note { totals[totals.count - 1].notes.append(note) }
    }
    var history = self
    history.completions = []
    history.dayTotals = totals
    return history
  }
}

extension SeededRandom {
  /// A history of one to four clusters of records, each a few days to a few weeks long, scattered over up to
  /// twenty years (or, when `ancient`, from a day in years 1 to 1500) before today, which is in 2020-2026. Goal
  /// changes of every kind fall anywhere, in the gaps too; the creation day is anywhere from the oldest record to
  /// after today, so first weeks and months are often partial. A third of the histories are loaded only from a
  /// random day on.
  mutating func gappedHistory(ancient: Bool) -> (ActivityHistory, today: Day, WeekStart) {
    let today = d("2020-01-01").adding(days: int(0...2500))
    let oldest =
      ancient ? Day(year: int(1...1500), month: int(1...12), day: int(1...28))! : today.adding(days: -int(100...7300))
    let span = oldest.distance(to: today)
    var completions: [Completion] = []
    var marks: [Day: DayMark] = [:]
    for cluster in 0..<int(1...4) {
      let length = int(1...40)
      let first = cluster == 0 ? oldest : oldest.adding(days: int(0...span))
      for _ in 0..<int(0...length * 2) {
        completions.append(
          Completion(day: first.adding(days: int(0...length)), amount: chance(30) ? nil : halves(0...12)))
      }
      for _ in 0..<int(0...length / 3) { marks[first.adding(days: int(0...length))] = chance(70) ? .skipped : .failed }
    }
    if chance(30) { completions.append(Completion(day: today.adding(days: -int(0...3)), amount: halves(0...12))) }
    // Goal changes: anywhere in the span, some in the last months.
    let goals = (0..<(chance(5) ? 0 : int(1...3))).map { _ in
      GoalChange(
        effectiveFrom: chance(50) ? oldest.adding(days: int(-10...span + 5)) : today.adding(days: -int(0...120)),
        goal: goal(), requiredAmount: chance(25) ? halves(1...6) : nil)
    }
    let createdOn = chance(50) ? today.adding(days: -int(0...60)) : oldest.adding(days: int(0...span + 3))
    // Pauses: a few days to years long, anywhere, one perhaps still open
    let pauses = (0..<(chance(50) ? 0 : int(1...3))).map { _ in
      let first = chance(50) ? oldest.adding(days: int(0...span)) : today.adding(days: -int(0...60))
      return first...(chance(15) ? Pauses.openEnd : first.adding(days: chance(70) ? int(0...30) : int(0...2000)))
    }
    var history = ActivityHistory(
      createdOn: createdOn, requiredAmount: chance(15) ? halves(1...6) : nil, goals: goals,
      completions: completions, marks: marks, pauses: Pauses(pauses))
    if chance(33) {
      let loadedFrom = history.start.adding(days: int(0...max(0, history.start.distance(to: today))))
      history = ActivityHistory(
        createdOn: history.createdOn, goals: history.goals,
        completions: history.completions.filter { $0.day >= loadedFrom },
        marks: history.marks.filter { $0.key >= loadedFrom }, start: history.start, loadedFrom: loadedFrom,
        pauses: history.pauses)
    }
    return (history, today, chance(50) ? .monday : .sunday)
  }
}
