/// Consecutive periods judged alike, kept as one: the first period's result and how many follow it.
///
/// A stretch of whole periods of one goal in which nothing is recorded or marked, all over before today and
/// inside the loaded history, judges every period the same way (nothing achieved, the full target asked), so
/// only their days differ. Keeping such a stretch as one run is what makes a history that starts in year 1
/// cost its records, not its 740,000 days. Any other period is a run of one. Under a weekday goal the run's rest
/// days fall among its due days: they read neutral, and the due days share the judgement of the first.
///
/// ```swift
/// let run = PeriodRun(first: januaryWeek, count: 520)  // ten empty years of weeks
/// run.period(1).interval                                  // the week after
/// ```
struct PeriodRun: Sendable {
  /// The first period of the run, as judged.
  let first: PeriodResult
  /// How many periods the run holds, 1 or more.
  let count: Int
  /// The judgement of the run's due periods: all of them, but a weekday goal's rest days.
  let dueStatus: PeriodStatus

  /// A run of `count` periods judged as `first` (which, in a run of more than one, is a due one).
  init(first: PeriodResult, count: Int) {
    self.init(first: first, count: count, dueStatus: first.status)
  }

  private init(first: PeriodResult, count: Int, dueStatus: PeriodStatus) {
    self.first = first
    self.count = count
    self.dueStatus = dueStatus
  }

  /// The period `index` places after the first (0 is the first): the same judgement, its own days; a weekday
  /// goal's rest day among them is neutral.
  func period(_ index: Int) -> PeriodResult {
    guard index > 0 else { return first }
    let interval = shifted(first.interval, by: index)
    return PeriodResult(
      interval: interval, window: shifted(first.window, by: index), goal: first.goal,
      status: first.goal.isDue(on: interval.start) ? dueStatus : .neutral, achieved: first.achieved,
      required: first.required, isCurrent: first.isCurrent, reachesBeforeLoaded: first.reachesBeforeLoaded)
  }

  /// How many of the periods at `indices` are due: all of them, but a weekday goal's rest days.
  func dueCount(_ indices: Range<Int>) -> Int {
    guard let weekdays = first.goal.weekdays, !indices.isEmpty else { return indices.count }
    return weekdays.count(in: period(indices.lowerBound).interval.start...period(indices.upperBound - 1).interval.end)
  }

  /// The place of the first due period, or nil when none is.
  var firstDue: Int? {
    guard first.goal.weekdays != nil else { return 0 }
    return (0..<min(count, 7)).first { first.goal.isDue(on: period($0).interval.start) }
  }

  /// The last period of the run.
  var last: PeriodResult { period(count - 1) }

  /// The places of the run's periods that share a day with `days`, found by arithmetic, not by walking.
  func indices(overlapping days: ClosedRange<Day>) -> Range<Int> {
    let low: Int
    let high: Int
    switch first.goal.period {
    case .month:
      // A run of more than one month holds whole months only.
      low = monthIndex(days.lowerBound) - monthIndex(first.interval.start)
      high = monthIndex(days.upperBound) - monthIndex(first.interval.start) + 1
    case .week, .day, .rolling:
      // Period k covers the first's days moved on by k steps.
      let step = first.goal.period == .week ? 7 : 1
      low = dividedRoundingUp(first.interval.end.distance(to: days.lowerBound), step)
      high = dividedRoundingDown(first.interval.start.distance(to: days.upperBound), step) + 1
    }
    let lower = max(0, low)
    return lower..<max(lower, min(count, high))
  }

  /// The run's periods that start on or after `day`; nil when none does.
  func starting(from day: Day) -> PeriodRun? {
    let index = firstIndex(startingFrom: day)
    return index < count ? PeriodRun(first: period(index), count: count - index, dueStatus: dueStatus) : nil
  }

  /// The run's periods that start before `day`; nil when none does.
  func before(_ day: Day) -> PeriodRun? {
    let index = firstIndex(startingFrom: day)
    return index > 0 ? PeriodRun(first: first, count: index, dueStatus: dueStatus) : nil
  }

  /// The place of the first period that starts on or after `day` (`count` when none does), by bisection: the
  /// periods follow one another.
  private func firstIndex(startingFrom day: Day) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if period(middle).interval.start >= day { high = middle } else { low = middle + 1 }
    }
    return low
  }

  private func shifted(_ interval: PeriodInterval, by index: Int) -> PeriodInterval {
    switch first.goal.period {
    case .month:
      let start = interval.start.adding(months: index)
      return PeriodInterval(start: start, end: start.lastOfMonth)
    case .week:
      return PeriodInterval(start: interval.start.adding(days: 7 * index), end: interval.end.adding(days: 7 * index))
    case .day, .rolling:
      return PeriodInterval(start: interval.start.adding(days: index), end: interval.end.adding(days: index))
    }
  }
}

/// The months from year 0's January to `day`'s month: months between two days are a subtraction.
func monthIndex(_ day: Day) -> Int { day.year * 12 + day.month - 1 }

private func dividedRoundingDown(_ value: Int, _ divisor: Int) -> Int {
  value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
}

private func dividedRoundingUp(_ value: Int, _ divisor: Int) -> Int { -dividedRoundingDown(-value, divisor) }
