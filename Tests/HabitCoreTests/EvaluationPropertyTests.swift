import Foundation
import Testing

@testable import HabitCore

/// Random histories judged twice: by `Evaluation`, and by a brute-force oracle written straight from the
/// semantics in this file. They must agree on every period, the current streak and the best streak.
struct EvaluationPropertyTests {
  @Test(arguments: 0..<600)
  func evaluationAgreesWithTheBruteForceOracle(seed: Int) {
    // Given a random history
    var random = SeededRandom(seed: UInt64(seed))
    let (history, today, weekStart) = random.history()
    // When judged by both
    let evaluation = Evaluation(history: history, today: today, weekStart: weekStart)
    let oracle = Oracle(history: history, today: today, weekStart: weekStart)
    let expected = oracle.periods()
    // Then they agree on every period, both streaks, and every day's status
    #expect(evaluation.start == oracle.start)
    let actual = evaluation.periods(in: oracle.start...today)
    #expect(actual.count == expected.count)
    for (result, judged) in zip(actual, expected) {
      #expect(result.interval == judged.interval, "seed \(seed)")
      #expect(result.window == judged.window, "seed \(seed) \(judged.interval)")
      #expect(result.goal == judged.goal, "seed \(seed) \(judged.interval)")
      #expect(result.status == judged.status, "seed \(seed) \(judged.interval)")
      #expect(result.achieved == judged.achieved, "seed \(seed) \(judged.interval)")
      #expect(result.required == judged.required, "seed \(seed) \(judged.interval)")
      #expect(result.isCurrent == (judged.interval.end >= today), "seed \(seed) \(judged.interval)")
    }
    #expect(evaluation.currentStreak == oracle.currentStreak(expected), "seed \(seed)")
    #expect(evaluation.bestStreak == oracle.bestStreak(expected), "seed \(seed)")
    // And so does a DayJudge made on its own (the heatmaps judge days with one, judging no period)
    let days = DayJudge(history: history, today: today, weekStart: weekStart)
    for day in oracle.start.adding(days: -2)...today.adding(days: 2) {
      #expect(evaluation.dayStatus(day) == oracle.dayStatus(day), "seed \(seed) \(day)")
      #expect(days.dayStatus(day) == oracle.dayStatus(day), "seed \(seed) \(day)")
    }
  }

  @Test func aWindowThatDoesNotReachItsEdgeGivesTheFullHistorysCurrentStreak() {
    var exact = 0
    for seed in 0..<600 {
      // Given a random history, and the same history loaded only from a random day on
      var random = SeededRandom(seed: UInt64(10_000 + seed))
      let (history, today, weekStart) = random.history()
      let full = Evaluation(history: history, today: today, weekStart: weekStart)
      let loadedFrom = full.start.adding(days: random.int(0...max(0, full.start.distance(to: today))))
      let window = ActivityHistory(
        createdOn: history.createdOn, goals: history.goals,
        completions: history.completions.filter { $0.day >= loadedFrom },
        marks: history.marks.filter { $0.key >= loadedFrom }, start: history.start, loadedFrom: loadedFrom,
        pauses: history.pauses)
      // When judged on the window
      let windowed = Evaluation(history: window, today: today, weekStart: weekStart)
      // Then, unless it says it ran into the window's edge, its current streak is the full history's
      if !windowed.needsEarlierRecords {
        exact += 1
        #expect(windowed.currentStreak == full.currentStreak, "seed \(seed)")
      }
      // And every period it judges without reaching before the window is judged as with the full history
      for result in windowed.periods(in: loadedFrom...today) where !result.reachesBeforeLoaded {
        #expect(full.periods(in: result.interval.start...result.interval.start) == [result], "seed \(seed)")
      }
    }
    // Enough cases must be decided inside the window for this to prove anything.
    #expect(exact > 150)
  }
}

/// SplitMix64: a tiny deterministic generator, so a failing seed can be replayed.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  /// An amount in halves, so that sums are exact in binary and both judges add up the same.
  mutating func halves(_ range: ClosedRange<Int>) -> Double { Double(int(range)) / 2 }

  mutating func goal() -> Goal {
    if chance(15) {
      // A weekday goal: once, twice or an amount a day on some of the weekdays.
      let weekdays = Weekdays(rawValue: int(1...126))
      if chance(30) {
        return Goal(measure: .amount, target: halves(1...20), period: .day, unit: "minutes", weekdays: weekdays)
      }
      return Goal(target: Double(int(1...2)), period: .day, weekdays: weekdays)
    }
    let periods: [Period] = [.day, .week, .month, .rolling(days: int(2...10))]
    let period = periods[int(0...3)]
    let comparison: Goal.Comparison = chance(25) ? .atMost : .atLeast
    if chance(30) {
      let target = comparison == .atLeast ? halves(1...20) : halves(0...20)
      return Goal(comparison: comparison, measure: .amount, target: target, period: period, unit: "minutes")
    }
    let target = comparison == .atLeast ? int(1...(period == .day ? 2 : 5)) : int(0...4)
    return Goal(comparison: comparison, target: Double(target), period: period)
  }

  /// A history of up to about three months around a random base day (leap days included), with completions
  /// before its creation and after today, skips, fails, and up to three goal changes of any period kind, each
  /// with or without a required amount of its own (or one given for the whole history).
  mutating func history() -> (ActivityHistory, today: Day, WeekStart) {
    let base = d("2023-12-01").adding(days: int(0...800))
    let createdOn = base.adding(days: int(0...30))
    let today = createdOn.adding(days: int(-3...70))
    let span = max(1, base.distance(to: today))
    var completions: [Completion] = []
    for _ in 0..<int(0...(span * 3 / 2)) {
      completions.append(
        Completion(day: base.adding(days: int(-5...span + 5)), amount: chance(30) ? nil : halves(0...12)))
    }
    var marks: [Day: DayMark] = [:]
    for _ in 0..<int(0...(span / 4)) { marks[base.adding(days: int(-5...span + 5))] = chance(70) ? .skipped : .failed }
    let goals = (0..<(chance(5) ? 0 : int(1...3))).map { _ in
      GoalChange(
        effectiveFrom: base.adding(days: int(-10...span + 5)), goal: goal(),
        requiredAmount: chance(25) ? halves(1...6) : nil)
    }
    // Up to two pauses, some overlapping, one perhaps still open
    let pauses = (0..<(chance(60) ? 0 : int(1...2))).map { _ in
      let first = base.adding(days: int(-10...span + 5))
      return first...(chance(15) ? Pauses.openEnd : first.adding(days: int(0...20)))
    }
    let history = ActivityHistory(
      createdOn: createdOn, requiredAmount: chance(15) ? halves(1...6) : nil, goals: goals, completions: completions,
      marks: marks, pauses: Pauses(pauses))
    return (history, today, chance(50) ? .monday : .sunday)
  }
}

/// A brute-force judge written from the semantics alone: it walks day by day and recomputes each period from
/// scratch, with no buckets, running totals or segments.
struct Oracle {
  struct Judged {
    let interval: PeriodInterval
    let window: PeriodInterval
    let goal: Goal
    let status: PeriodStatus
    let achieved: Double
    let required: Double
  }

  let history: ActivityHistory
  let today: Day
  let weekStart: WeekStart
  /// Goal changes by day; on the same day, in list order, so the later one is found last.
  let changes: [GoalChange]

  init(history: ActivityHistory, today: Day, weekStart: WeekStart) {
    self.history = history
    self.today = today
    self.weekStart = weekStart
    changes = history.goals.enumerated().sorted { ($0.1.effectiveFrom, $0.0) < ($1.1.effectiveFrom, $1.0) }.map(\.1)
  }

  /// The earliest of creation and every record, but never after today.
  var start: Day {
    var start = history.createdOn
    for completion in history.completions where completion.day < start { start = completion.day }
    for day in history.marks.keys where day < start { start = day }
    return min(start, today)
  }

  /// The last change made on or before the day; before the first change, the first change (of those made on its
  /// day, the last listed).
  func goal(on day: Day) -> Goal { change(on: day)?.goal ?? .daily }

  /// The required amount in force on the day: that of the goal change in force (none without changes).
  func requiredAmount(on day: Day) -> Double? { change(on: day)?.requiredAmount }

  func change(on day: Day) -> GoalChange? {
    guard let first = changes.first else { return nil }
    var found = first
    for change in changes where change.effectiveFrom <= max(day, first.effectiveFrom) { found = change }
    return found
  }

  /// Whether every day from one to the other (either order) is under the same goal.
  func sameStretch(_ one: Day, _ other: Day) -> Bool {
    let goal = goal(on: one)
    let required = requiredAmount(on: one)
    for day in min(one, other)...max(one, other)
    where self.goal(on: day) != goal || requiredAmount(on: day) != required { return false }
    return true
  }

  func window(of day: Day, _ period: Period) -> PeriodInterval {
    switch period {
    case .day:
      return PeriodInterval(start: day, end: day)
    case .week:
      var first = day
      while first.isoWeekday != (weekStart == .monday ? 1 : 7) { first = first.adding(days: -1) }
      return PeriodInterval(start: first, end: first.adding(days: 6))
    case .month:
      var first = day
      while first.dayOfMonth != 1 { first = first.adding(days: -1) }
      var last = day
      while last.adding(days: 1).dayOfMonth != 1 { last = last.adding(days: 1) }
      return PeriodInterval(start: first, end: last)
    case .rolling(let days):
      return PeriodInterval(start: day.adding(days: 1 - days), end: day)
    }
  }

  /// Every period from the start through the one containing today.
  func periods() -> [Judged] {
    var periods: [Judged] = []
    var day = start
    while day <= today {
      let goal = goal(on: day)
      let window = window(of: day, goal.period)
      var interval = PeriodInterval(start: day, end: day)
      if case .rolling = goal.period {
      } else {
        let judged = window.days.filter { $0 >= start && sameStretch($0, day) }
        interval = PeriodInterval(start: judged.first!, end: judged.last!)
      }
      periods.append(judge(interval, window, goal))
      day = interval.end.adding(days: 1)
    }
    return periods
  }

  func judge(_ interval: PeriodInterval, _ window: PeriodInterval, _ goal: Goal) -> Judged {
    var open = 0
    var achieved = 0.0
    var failed = false
    for day in window.days where day >= start && sameStretch(day, interval.start) {
      // README: a paused day is taken out of its period like a skipped day, but what is recorded on it counts
      if day > today {
        if !isPaused(day) { open += 1 }
        continue
      }
      if history.marks[day] == .skipped { continue }
      if history.marks[day] == .failed { failed = true }
      if !isPaused(day) { open += 1 }
      let done = history.completions.filter { $0.day == day }
      let amount = done.reduce(0) { $0 + ($1.amount ?? 0) }
      if goal.measure == .amount {
        achieved += amount
      } else if let required = requiredAmount(on: day) {
        achieved += !done.isEmpty && amount >= required ? 1 : 0
      } else {
        achieved += Double(done.count)
      }
    }
    var required = goal.target
    if goal.comparison == .atLeast && open < window.length {
      required = goal.target * Double(open) / Double(window.length)
      if goal.measure == .count {
        required = required.rounded(.up)
      } else {
        // README: rounded up to the decimals the target is written with (at most two), never above it.
        let places = [0.0, 1, 2].first { (goal.target * pow(10, $0)).rounded() == goal.target * pow(10, $0) } ?? 2
        required = min(goal.target, (required * pow(10, places) - 1e-9).rounded(.up) / pow(10, places))
      }
    }
    let status: PeriodStatus
    var rolling = false
    if case .rolling = goal.period { rolling = true }
    // README: a weekday goal's rest day is judged neither way, unless marked failed.
    let isRestDay = goal.weekdays.map { !$0.contains(interval.start) } ?? false
    let judgedDay = interval.start
    let passedOver =
      history.marks[judgedDay] == .skipped || (isPaused(judgedDay) && history.marks[judgedDay] != .failed)
    if (open == 0 && !failed) || (rolling && judgedDay <= today && passedOver) {
      status = .neutral
    } else if isRestDay && !failed {
      status = .neutral
    } else if failed {
      status = .unmet
    } else if interval.end >= today {
      status = goal.comparison == .atLeast && achieved >= required ? .met : .inProgress
    } else if goal.comparison == .atLeast {
      status = achieved >= required ? .met : .unmet
    } else {
      status = achieved <= required ? .met : .unmet
    }
    return Judged(
      interval: interval, window: window, goal: goal, status: status, achieved: achieved, required: required)
  }

  /// Whether a pause holds the day, looked up range by range.
  func isPaused(_ day: Day) -> Bool { history.pauses.ranges.contains { $0.lowerBound <= day && day <= $0.upperBound } }

  /// The run that ends at `end`: walking back, met periods are taken, neutral ones passed over, and an unmet
  /// one or another period kind stops it.
  func run(endingAt end: Int, _ periods: [Judged]) -> Streak? {
    var taken: [Judged] = []
    var index = end
    while index >= 0, periods[index].goal.period == periods[end].goal.period, periods[index].status != .unmet {
      if periods[index].status == .met { taken.insert(periods[index], at: 0) }
      index -= 1
    }
    guard let first = taken.first, let last = taken.last else { return nil }
    var windows: [PeriodInterval] = []
    for judged in taken where !windows.contains(judged.window) { windows.append(judged.window) }
    // A met current period is part of the run so far: the run ends today, not on its days to come.
    return Streak(
      length: windows.count, unit: last.goal.period, start: first.interval.start,
      end: min(last.interval.end, today))
  }

  func currentStreak(_ periods: [Judged]) -> Streak? {
    guard let current = periods.last else { return nil }
    if current.status == .unmet { return nil }
    return run(endingAt: periods.count - 1, periods)
  }

  func bestStreak(_ periods: [Judged]) -> Streak? {
    var best: Streak?
    for end in periods.indices where periods[end].status == .met {
      if let run = run(endingAt: end, periods), run.length >= best?.length ?? 0 { best = run }
    }
    return best
  }

  /// README's reading of a day: a daily goal's day is its period (done when met, partial when short); a longer
  /// at-least goal's day is done when it counts; an at-most goal's day with records is over the limit when its
  /// period's total so far is above the limit.
  func dayStatus(_ day: Day) -> DayStatus {
    if day > today { return .future }
    if day < start { return .beforeStart }
    if let mark = history.marks[day] { return mark == .skipped ? .skipped : .failed }
    let done = history.completions.filter { $0.day == day }
    let goal = goal(on: day)
    if done.isEmpty && isPaused(day) { return .paused }
    if done.isEmpty { return goal.weekdays.map { $0.contains(day) } ?? true ? .empty : .rest }
    let amount = done.reduce(0) { $0 + ($1.amount ?? 0) }
    let counts = requiredAmount(on: day).map { amount >= $0 } ?? true
    if goal.comparison == .atMost {
      let window = window(of: day, goal.period)
      var total = 0.0
      for other in window.days where other >= start && other <= day && sameStretch(other, day) {
        if history.marks[other] == .skipped { continue }
        let records = history.completions.filter { $0.day == other }
        let otherAmount = records.reduce(0) { $0 + ($1.amount ?? 0) }
        if goal.measure == .amount {
          total += otherAmount
        } else if let required = requiredAmount(on: other) {
          total += !records.isEmpty && otherAmount >= required ? 1 : 0
        } else {
          total += Double(records.count)
        }
      }
      return total > goal.target ? .overLimit : .done
    }
    if goal.period == .day {
      let achieved =
        goal.measure == .amount ? amount : requiredAmount(on: day) == nil ? Double(done.count) : counts ? 1 : 0
      return achieved >= goal.target ? .done : .partial
    }
    return counts ? .done : .partial
  }
}
