@testable import HabitCore

// A plain evaluation that judges every day and period one by one, without runs of alike periods, kept only as the
// reference that `LongGapPropertyTests` compares the evaluation with: dense per-day buckets over every day from
// the start, and one judgement per period. Its cost grows with the calendar span; it is not used by habit.

/// Every day from the first loaded one through today bucketed, with running totals over all of them.
struct DenseDayRecords {
  /// The days held. Records outside them were not loaded (before) or are not judged (after today).
  let days: ClosedRange<Day>
  let timesCompleted: Int
  let lastPerformed: Day?
  private let completions: [Int]
  private let amounts: [Double]
  private let marks: [DayMark?]
  /// Notes are few: kept by day index, only for the days that have one.
  private let notes: [Int: [String]]
  private let markNotes: [Day: String]
  // Running totals from the first day, one longer than the days: the sum over i..<j is total[j] - total[i].
  // Counted units and amounts leave skipped days out: a skipped day is taken out of its period whole.
  private let countedTotal: [Int]
  private let amountTotal: [Double]
  private let skippedTotal: [Int]
  private let failedTotal: [Int]

  /// Buckets `history`'s records; each day counts by the required amount of `timeline`'s goal in force that day.
  init(_ history: ActivityHistory, days: ClosedRange<Day>, timeline: GoalTimeline) {
    self.days = days
    let count = days.count
    var completions = [Int](repeating: 0, count: count)
    var amounts = [Double](repeating: 0, count: count)
    var marks = [DayMark?](repeating: nil, count: count)
    var notes: [Int: [String]] = [:]
    for completion in history.completions where days.contains(completion.day) {
      let index = days.lowerBound.distance(to: completion.day)
      completions[index] += 1
      amounts[index] += completion.amount ?? 0
      if let note = completion.note { notes[index, default: []].append(note) }
    }
    for total in history.dayTotals where days.contains(total.day) {
      let index = days.lowerBound.distance(to: total.day)
      completions[index] += total.completions
      amounts[index] += total.amount
      if !total.notes.isEmpty { notes[index, default: []] += total.notes }
    }
    self.notes = notes
    markNotes = history.markNotes.filter { days.contains($0.key) }
    for (day, mark) in history.marks where days.contains(day) {
      marks[days.lowerBound.distance(to: day)] = mark
    }
    var counted = [0]
    var amount = [0.0]
    var skipped = [0]
    var failed = [0]
    var segment = timeline.segment(on: days.lowerBound)
    for index in 0..<count {
      let day = days.lowerBound.adding(days: index)
      if let last = segment.last, day > last { segment = timeline.segment(on: day) }
      let requiredAmount = segment.requiredAmount
      let isSkipped = marks[index] == .skipped
      let units = DayRecords.countingUnits(completions[index], amounts[index], requiredAmount: requiredAmount)
      counted.append(counted[index] + (isSkipped ? 0 : units))
      amount.append(amount[index] + (isSkipped ? 0 : amounts[index]))
      skipped.append(skipped[index] + (isSkipped && !history.pauses.contains(day) ? 1 : 0))
      failed.append(failed[index] + (marks[index] == .failed ? 1 : 0))
    }
    self.completions = completions
    self.amounts = amounts
    self.marks = marks
    countedTotal = counted
    amountTotal = amount
    skippedTotal = skipped
    failedTotal = failed
    timesCompleted = completions.reduce(0, +)
    lastPerformed = completions.lastIndex { $0 > 0 }.map { days.lowerBound.adding(days: $0) }
  }

  func completions(on day: Day) -> Int { index(of: day).map { completions[$0] } ?? 0 }
  func amount(on day: Day) -> Double { index(of: day).map { amounts[$0] } ?? 0 }
  func mark(on day: Day) -> DayMark? { index(of: day).flatMap { marks[$0] } }
  func notes(on day: Day) -> [String] { index(of: day).flatMap { notes[$0] } ?? [] }
  func markNote(on day: Day) -> String? { markNotes[day] }

  /// Counting completions on the days that are not skipped.
  func counted(_ stretch: ClosedRange<Day>) -> Int { sum(countedTotal, stretch) ?? 0 }
  /// The amount recorded on the days that are not skipped.
  func amount(_ stretch: ClosedRange<Day>) -> Double { sum(amountTotal, stretch) ?? 0 }
  func skippedDays(_ stretch: ClosedRange<Day>) -> Int { sum(skippedTotal, stretch) ?? 0 }
  func failedDays(_ stretch: ClosedRange<Day>) -> Int { sum(failedTotal, stretch) ?? 0 }

  private func index(of day: Day) -> Int? { days.contains(day) ? days.lowerBound.distance(to: day) : nil }

  private func sum<Value: AdditiveArithmetic>(_ total: [Value], _ stretch: ClosedRange<Day>) -> Value? {
    let lower = max(stretch.lowerBound, days.lowerBound)
    let upper = min(stretch.upperBound, days.upperBound)
    guard lower <= upper else { return nil }
    return total[days.lowerBound.distance(to: upper) + 1] - total[days.lowerBound.distance(to: lower)]
  }
}

/// Judges every period one by one against the dense records.
struct DenseReferenceJudge {
  let records: DenseDayRecords
  let pauses: Pauses
  /// The history's start: days before it count like skipped days.
  let start: Day
  let today: Day
  let weekStart: WeekStart

  /// Every period that has a day among the records' days (the loaded days through today), in order.
  func judgeAll(_ timeline: GoalTimeline) -> [PeriodResult] {
    var results: [PeriodResult] = []
    for segment in timeline.segments {
      guard let days = segment.clamp(records.days) else { continue }
      switch segment.goal.period {
      case .rolling(let length):
        for day in days {
          let window = PeriodInterval(start: day.adding(days: 1 - max(length, 1)), end: day)
          results.append(judge(segment, interval: PeriodInterval(start: day, end: day), window: window))
        }
      case .day, .week, .month:
        var day = days.lowerBound
        while day <= days.upperBound {
          let window = segment.goal.period.interval(containing: day, weekStart: weekStart)
          let judged = segment.clamp(max(window.start, start)...window.end)!
          let interval = PeriodInterval(start: judged.lowerBound, end: judged.upperBound)
          results.append(judge(segment, interval: interval, window: window))
          day = window.end.adding(days: 1)
        }
      }
    }
    return results
  }

  private func judge(_ segment: GoalTimeline.Segment, interval: PeriodInterval, window: PeriodInterval)
    -> PeriodResult
  {
    let goal = segment.goal
    // The days the goal asks over: its window, within the goal's time in force and the history. Those after
    // today are still open, so they count in full towards what is asked.
    let asked = segment.clamp(max(window.start, start)...window.end)!
    let recorded = asked.lowerBound...min(asked.upperBound, today)
    let openDays = asked.count - records.skippedDays(recorded) - asked.filter(pauses.contains).count
    let achieved = goal.measure == .count ? Double(records.counted(recorded)) : records.amount(recorded)
    let required = goal.required(openDays: openDays, of: window.length)
    let isCurrent = interval.end >= today
    let status: PeriodStatus
    let failed = records.failedDays(recorded) > 0
    let passedOver =
      isSkipped(interval.start) || (pauses.contains(interval.start) && records.mark(on: interval.start) != .failed)
    if (openDays == 0 && !failed) || (isRolling(goal) && passedOver) {
      // A rolling goal is judged on each day: a skipped day is neutral there, as under a daily goal.
      status = .neutral
    } else if !goal.isDue(on: interval.start) && records.failedDays(recorded) == 0 {
      // A weekday goal's rest day: only a fail judges it.
      status = .neutral
    } else if records.failedDays(recorded) > 0 {
      status = .unmet
    } else if goal.comparison == .atLeast && achieved.reaches(required) {
      status = .met
    } else if isCurrent {
      // Not reached yet, or an at-most period that can still be exceeded: judged when it is over.
      status = .inProgress
    } else {
      status = goal.comparison == .atMost && achieved.staysWithin(required) ? .met : .unmet
    }
    return PeriodResult(
      interval: interval, window: window, goal: goal, status: status, achieved: achieved, required: required,
      isCurrent: isCurrent, reachesBeforeLoaded: asked.lowerBound < records.days.lowerBound)
  }

  private func isRolling(_ goal: Goal) -> Bool {
    if case .rolling = goal.period { return true }
    return false
  }

  private func isSkipped(_ day: Day) -> Bool { records.mark(on: day) == .skipped }
}

/// The whole judgement by the dense reference: the periods, and the streaks found one period at a time.
struct DenseReferenceEvaluation {
  let start: Day
  let knownFrom: Day
  let results: [PeriodResult]
  let currentStreak: Streak?
  let bestStreak: Streak?
  let needsEarlierRecords: Bool

  init(history: ActivityHistory, today: Day, weekStart: WeekStart) {
    start = min(history.start, today)
    knownFrom = min(max(start, history.loadedFrom ?? start), today)
    let timeline = GoalTimeline(history.goals)
    let records = DenseDayRecords(history, days: knownFrom...today, timeline: timeline)
    results = DenseReferenceJudge(
      records: records, pauses: history.pauses, start: start, today: today, weekStart: weekStart
    )
    .judgeAll(timeline)
    var finder = StreakFinder(afterUnloadedDays: knownFrom > start)
    for result in results { finder.add(result) }
    currentStreak = finder.current?.ending(by: today)
    bestStreak = finder.best?.ending(by: today)
    needsEarlierRecords = finder.reachesLoadedEdge
  }

  /// The periods sharing a day with `days`, by a plain filter.
  func periods(in days: ClosedRange<Day>) -> [PeriodResult] {
    results.filter { $0.interval.end >= days.lowerBound && $0.interval.start <= days.upperBound }
  }

  /// The completion rate, one period at a time: the pieces of a calendar period cut by goal changes are
  /// gathered wherever they lie, and count once.
  func completionRate(in days: ClosedRange<Day>) -> Double? {
    var met = 0
    var judged = 0
    var calendarPeriods: [(window: PeriodInterval, pieces: [PeriodResult])] = []
    var calendarIndex: [PeriodInterval: Int] = [:]
    for result in periods(in: days) {
      if case .rolling = result.goal.period {
        calendarPeriods.append((result.window, [result]))
      } else if let index = calendarIndex[result.window] {
        calendarPeriods[index].pieces.append(result)
      } else {
        calendarIndex[result.window] = calendarPeriods.count
        calendarPeriods.append((result.window, [result]))
      }
    }
    for (_, pieces) in calendarPeriods where !pieces.contains(where: { $0.isCurrent || $0.reachesBeforeLoaded }) {
      if pieces.contains(where: { $0.status == .unmet }) {
        judged += 1
      } else if pieces.contains(where: { $0.status == .met }) {
        met += 1
        judged += 1
      }
    }
    return judged == 0 ? nil : Double(met) / Double(judged)
  }
}
