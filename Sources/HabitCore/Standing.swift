/// Where an activity stands today: what `habit today` sorts into due, at risk, done, and limits.
///
/// - `done`: the current period's goal is already met.
/// - `due`: an at-least goal not met yet, with time left in its period.
/// - `atRisk`: a weekly or monthly goal, not met yet, whose period ends today, or which needs one
///   completion on every day left (when a day counts once, because of a required amount): the last chance to
///   keep the streak.
/// - `withinLimit` / `overLimit`: an at-most goal, so far at or under / over its limit.
/// - `skipped` / `failed`: today is marked so (a failed day also fails its whole period).
/// - `rest`: a weekday goal's rest day; the deadline is the next day it is due.
/// - `paused`: today is paused (and nothing done); the deadline is the pause's last day (`Pauses.openEnd` for
///   one not resumed yet).
///
/// A weekday goal's due day is at risk until it is met: the day is the streak's last chance.
public struct Standing: Hashable, Sendable {
  public enum State: String, Hashable, Sendable, CaseIterable {
    case atRisk = "at_risk"
    case due
    case overLimit = "over_limit"
    case withinLimit = "within_limit"
    case done
    case skipped
    case failed
    case rest
    case paused
  }

  public let state: State
  /// How much more the period asks (count or amount); 0 when met or for at-most goals.
  public let remaining: Double
  /// The days left in the current period, today included (1 for daily and rolling goals).
  public let daysLeft: Int
  /// The last day of the current period.
  public let deadline: Day

  /// Whether the deadline falls within the coming six days, so its weekday alone names it; a later deadline
  /// (a month's end) needs its date too: "by Monday" on 4 November would read as 9 November, not 30 November.
  public var weekdayNamesDeadline: Bool { daysLeft <= 7 }
}

extension Evaluation {
  /// Where the activity stands today.
  public var standing: Standing {
    let period = currentPeriod
    let daysLeft = today.distance(to: period.window.end) + 1
    let remaining = period.goal.comparison == .atLeast ? max(0, period.required - period.achieved) : 0
    func standing(_ state: Standing.State) -> Standing {
      Standing(state: state, remaining: remaining, daysLeft: max(daysLeft, 1), deadline: period.window.end)
    }
    switch dayStatus(today) {
    case .skipped: return standing(.skipped)
    case .failed: return standing(.failed)
    case .paused: return Standing(state: .paused, remaining: 0, daysLeft: 1, deadline: pausedThrough(today))
    default: break
    }
    if period.status == .unmet { return standing(.failed) }
    if period.goal.comparison == .atMost {
      return standing(period.achieved > period.required ? .overLimit : .withinLimit)
    }
    if period.status == .met { return standing(.done) }
    if period.status == .neutral {
      if dayStatus(today) == .done { return standing(.done) }
      if days.pauses.contains(today) {
        return Standing(state: .paused, remaining: 0, daysLeft: 1, deadline: pausedThrough(today))
      }
      guard !period.goal.isDue(on: today) else { return standing(.skipped) }
      let next = (1...7).lazy.map(today.adding(days:)).first(where: period.goal.isDue(on:)) ?? today
      return Standing(state: .rest, remaining: 0, daysLeft: 1, deadline: next)
    }
    if period.goal.weekdays != nil { return standing(.atRisk) }
    // A rolling window is judged anew every day, like a daily goal: only weeks and months have a last day.
    let isCalendarSpan = period.goal.period == .week || period.goal.period == .month
    let oncePerDay = timeline.segment(on: today).requiredAmount != nil && period.goal.measure == .count
    if isCalendarSpan && (daysLeft <= 1 || (oncePerDay && remaining >= Double(daysLeft))) {
      return standing(.atRisk)
    }
    return standing(.due)
  }

  /// The last day of the pause holding `day`.
  private func pausedThrough(_ day: Day) -> Day { days.pauses.range(containing: day)?.upperBound ?? day }
}
