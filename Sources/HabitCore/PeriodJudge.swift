/// Judges each goal's periods, one after another, against an activity's day records.
struct PeriodJudge {
  let records: DayRecords
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
    let openDays = asked.count - records.skippedDays(recorded)
    let achieved = goal.measure == .count ? Double(records.counted(recorded)) : records.amount(recorded)
    let required = goal.required(openDays: openDays, of: window.length)
    let isCurrent = interval.end >= today
    let status: PeriodStatus
    if openDays == 0 || (isRolling(goal) && isSkipped(interval.start)) {
      // A rolling goal is judged on each day: a skipped day is neutral there, as under a daily goal.
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
