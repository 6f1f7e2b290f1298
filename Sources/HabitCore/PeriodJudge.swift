/// Judges each goal's periods, one after another, against an activity's day records.
struct PeriodJudge {
  let records: DayRecords
  let pauses: Pauses
  /// The history's start: days before it count like skipped days.
  let start: Day
  let today: Day
  let weekStart: WeekStart

  /// Every period that has a day among the records' days (the loaded days through today), in order, with each
  /// stretch of alike periods as one run.
  func judgeAll(_ timeline: GoalTimeline) -> [PeriodRun] {
    var runs: [PeriodRun] = []
    // Allocated once: a run is a period holding a record, or the stretch of alike periods after it, or one of the
    // few a goal change or today cuts, so there are at most about two a recorded day (and never more than days).
    // Grown by appending, a daily goal's recent weeks reallocated the runs several times.
    runs.reserveCapacity(min(records.days.count, 2 * (records.recordedDayCount + timeline.segments.count) + 2))
    for segment in timeline.segments {
      guard let days = segment.clamp(records.days) else { continue }
      var day = days.lowerBound
      while day <= days.upperBound {
        let window: PeriodInterval
        let interval: PeriodInterval
        if case .rolling(let length) = segment.goal.period {
          window = PeriodInterval(start: day.adding(days: 1 - max(length, 1)), end: day)
          interval = PeriodInterval(start: day, end: day)
        } else {
          window = segment.goal.period.interval(containing: day, weekStart: weekStart)
          let judged = segment.clamp(max(window.start, start)...window.end)!
          interval = PeriodInterval(start: judged.lowerBound, end: judged.upperBound)
        }
        let run = PeriodRun(
          first: judge(segment, interval: interval, window: window), count: alikePeriods(from: window, in: segment))
        runs.append(run)
        day = run.last.interval.end.adding(days: 1)
      }
    }
    return runs
  }

  /// How many periods, from the one asking over `window` on, are judged alike: for a whole period with nothing
  /// recorded or marked in it, every such period before the next record, the current period, and the end of the
  /// segment's goal; else 1.
  private func alikePeriods(from window: PeriodInterval, in segment: GoalTimeline.Segment) -> Int {
    // A whole period: inside the goal's time in force and the loaded records (so inside the history).
    guard window.start >= records.days.lowerBound, segment.first.map({ $0 <= window.start }) ?? true else { return 1 }
    // The first day that is not empty, current, or under another goal.
    var limit = min(records.firstRecordedDay(from: window.start) ?? today, today)
    // A pause starting or ending changes what a period asks: whole periods inside one are alike (passed over).
    if let change = pauses.nextChange(after: window.start) { limit = min(limit, change) }
    if let last = segment.last { limit = min(limit, last.adding(days: 1)) }
    guard window.end < limit else { return 1 }
    // A weekday goal's run starts on a due day, whose judgement the run's other due days share.
    guard segment.goal.isDue(on: window.start) else { return 1 }
    switch segment.goal.period {
    case .day, .rolling: return window.end.distance(to: limit)
    case .week: return window.start.distance(to: limit) / 7
    case .month: return monthIndex(limit) - monthIndex(window.start)
    }
  }

  private func judge(_ segment: GoalTimeline.Segment, interval: PeriodInterval, window: PeriodInterval)
    -> PeriodResult
  {
    let goal = segment.goal
    // The days the goal asks over: its window, within the goal's time in force and the history. Those after
    // today are still open, so they count in full towards what is asked.
    let asked = segment.clamp(max(window.start, start)...window.end)!
    let recorded = asked.lowerBound...min(asked.upperBound, today)
    // Paused days are taken out like skipped ones, those still to come in the current period too.
    let openDays = asked.count - records.skippedDays(recorded) - pauses.count(in: asked)
    let achieved = goal.measure == .count ? Double(records.counted(recorded)) : records.amount(recorded)
    let required = goal.required(openDays: openDays, of: window.length)
    let isCurrent = interval.end >= today
    let status: PeriodStatus
    let failed = records.failedDays(recorded) > 0
    if (openDays == 0 && !failed) || (goal.period.isRolling && isPassedOver(interval.start)) {
      // A rolling goal is judged on each day: a skipped or paused day is neutral there, as under a daily goal;
      // a fail, even inside a pause, stays a fail.
      status = .neutral
    } else if !goal.isDue(on: interval.start) && !failed {
      // A weekday goal's rest day, done or not: only a fail marked on it judges it.
      status = .neutral
    } else if failed {
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

  /// Whether a rolling goal's judged day is neutral: skipped, or paused and not failed.
  private func isPassedOver(_ day: Day) -> Bool {
    let mark = records.mark(on: day)
    return mark == .skipped || (pauses.contains(day) && mark != .failed)
  }
}

extension Goal {
  /// What the goal asks of a period in which only `openDays` of its `windowDays` days are judged.
  ///
  /// An at-least goal shrinks in proportion, rounded up as a person would write it: a count to whole
  /// completions, an amount to the decimals its target is written with (at most two), never above the target
  /// (150 minutes a week with a day skipped asks 129 minutes; 2.5 km asks 2.2 km). An at-most limit never
  /// shrinks.
  func required(openDays: Int, of windowDays: Int) -> Double {
    guard comparison == .atLeast, openDays < windowDays else { return target }
    let share = target * Double(openDays) / Double(windowDays)
    let scale = measure == .count ? 1 : pow10(decimals(of: target))
    // The slack keeps an exact share (150 * 7/7 of a cut window) from rounding up a last bit.
    let rounded = (share * scale - 1e-9).rounded(.up)
    return rounded <= 0 ? 0 : min(target, rounded / scale)
  }
}

/// The decimals a target is written with, 0 to 2: 150 -> 0, 2.5 -> 1, 0.333... -> 2.
func decimals(of value: Double) -> Int {
  for places in 0..<2 {
    let scaled = value * pow10(places)
    if abs(scaled - scaled.rounded()) < 1e-9 * max(1, abs(scaled)) { return places }
  }
  return 2
}

func pow10(_ places: Int) -> Double { places == 0 ? 1 : places == 1 ? 10 : 100 }
