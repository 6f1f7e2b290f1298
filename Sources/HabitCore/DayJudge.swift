/// How each day of an activity's history reads, as of a day: the part of the judgement that looks at single
/// days (and, under an at-most goal, the period's total so far), without judging whole periods or searching
/// for streaks.
///
/// `Evaluation` judges its days with one (its `day(_:)` is this one), so a view that shows only days, such as
/// the year heatmap, reads each day exactly as every other view does without paying for the streak search.
///
/// ```swift
/// let days = DayJudge(history: history, today: today, weekStart: .monday)
/// days.dayStatus(today)  // .done
/// ```
public struct DayJudge: Sendable {
  public let today: Day
  public let weekStart: WeekStart
  /// The history's start (never after today: a history created in the future is judged from today).
  public let start: Day
  /// The first day whose records are all known: the start, or the history's `loadedFrom` when later.
  public let knownFrom: Day
  let records: DayRecords
  let timeline: GoalTimeline
  /// The stretches the activity is paused.
  public let pauses: Pauses

  /// Buckets `history`'s records by day, as of `today`, with weeks starting on `weekStart`.
  public init(history: ActivityHistory, today: Day, weekStart: WeekStart = .monday) {
    self.today = today
    self.weekStart = weekStart
    start = min(history.start, today)
    knownFrom = min(max(start, history.loadedFrom ?? start), today)
    timeline = GoalTimeline(history.goals)
    records = DayRecords(history, days: knownFrom...today, timeline: timeline)
    pauses = history.pauses
  }

  /// How a day reads on every view: the status of `day(_:)`.
  public func dayStatus(_ day: Day) -> DayStatus { self.day(day).status }

  /// The judgement of one day, with what a view shows of it: the one place that decides how a day reads.
  ///
  /// Each day is judged by the goal and the required amount in force on it (a later change leaves it alone).
  /// Under a daily goal the day is its period: done when met, partial when something was recorded short of it.
  /// Under a longer at-least goal a day is done when it counts towards the goal (a completion, or with a
  /// required amount, the day's total reaching it) and partial when it holds completions that do not. Under an
  /// at-most goal a day with records is over the limit when the period's total through that day is above the
  /// limit, and done otherwise. A skip or fail mark wins over records. A weekday goal's rest day with nothing
  /// recorded is a rest day, and a paused day with nothing recorded a paused day; one with records reads as any
  /// day would (done or partial) while its period is judged neither way.
  public func day(_ day: Day) -> JudgedDay {
    if day > today { return JudgedDay(day: day, status: .future, goal: nil) }
    if day < start { return JudgedDay(day: day, status: .beforeStart, goal: nil) }
    if day < knownFrom { return JudgedDay(day: day, status: .notLoaded, goal: nil) }
    let segment = timeline.segment(on: day)
    let goal = segment.goal
    let completions = records.completions(on: day)
    let amount = records.amount(on: day)
    let notes = records.notes(on: day)
    let markNote = records.markNote(on: day)
    func judged(_ status: DayStatus, requiredAmount: Double? = nil, totalSoFar: Double? = nil) -> JudgedDay {
      JudgedDay(
        day: day, status: status, goal: goal, completions: completions, amount: amount,
        requiredAmount: requiredAmount, unit: timeline.unit(on: day), totalSoFar: totalSoFar, notes: notes,
        markNote: markNote)
    }
    switch records.mark(on: day) {
    case .skipped: return judged(.skipped)
    case .failed: return judged(.failed)
    case nil: break
    }
    if completions == 0 && pauses.contains(day) { return judged(.paused) }
    if completions == 0 && !goal.isDue(on: day) { return judged(.rest) }
    if goal.comparison == .atMost {
      let total = totalSoFar(on: day, in: segment)
      if completions == 0 { return judged(.empty, totalSoFar: total) }
      return judged(total.staysWithin(goal.target) ? .done : .overLimit, totalSoFar: total)
    }
    // What the day's total must reach: a daily amount goal's target, else the required amount in force.
    let required = goal.period == .day && goal.measure == .amount ? goal.target : segment.requiredAmount
    if completions == 0 { return judged(.empty, requiredAmount: required) }
    let units = DayRecords.countingUnits(completions, amount, requiredAmount: segment.requiredAmount)
    let counts: Bool
    if goal.period == .day {
      // The day is the whole period, and none of it is skipped: the goal asks its full target.
      counts = (goal.measure == .count ? Double(units) : amount).reaches(goal.target)
    } else {
      counts = units > 0
    }
    return judged(counts ? .done : .partial, requiredAmount: required)
  }

  /// The total of `day`'s period under `segment`'s goal, from the first day it asks over through `day`.
  private func totalSoFar(on day: Day, in segment: GoalTimeline.Segment) -> Double {
    let goal = segment.goal
    let window: PeriodInterval
    if case .rolling(let length) = goal.period {
      window = PeriodInterval(start: day.adding(days: 1 - max(length, 1)), end: day)
    } else {
      window = goal.period.interval(containing: day, weekStart: weekStart)
    }
    guard let asked = segment.clamp(max(window.start, start)...day) else { return 0 }
    return goal.measure == .count ? Double(records.counted(asked)) : records.amount(asked)
  }
}
