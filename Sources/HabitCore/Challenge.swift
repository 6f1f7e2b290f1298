/// A strict programme: do one activity on every day of a run of days in a row, checking each day on the day.
///
/// Day 1 is the day the programme starts. A day before today that was not checked breaks the programme: from
/// then on nothing more can be checked until it is reset (started again from day 1) or replaced by a new one.
/// Checking the last day completes it. Being broken is judged from the checks, so it needs no storing.
///
/// ```swift
/// var challenge = Challenge(startedOn: try Day(parsing: "2026-11-01"))
/// try challenge.check(today: try Day(parsing: "2026-11-01"))  // .checked(day: 1)
/// challenge.state(today: try Day(parsing: "2026-11-03"))       // .broken(missed: 2026-11-02)
/// ```
public struct Challenge: Hashable, Sendable {
  /// How a programme ended, when it did.
  public enum Ending: Hashable, Sendable {
    /// Every day was checked; the day is the last one.
    case completed(on: Day)
    /// The person started it over (or replaced it) on that day.
    case reset(on: Day)
  }

  /// The classic length: 21 days to form a habit.
  public static let defaultLength = 21
  /// The lengths a programme may have (the database checks the same bounds).
  public static let allowedLengths: ClosedRange<Int> = 2...366

  public var startedOn: Day
  public var length: Int
  public var checks: Set<Day>
  public var ending: Ending?

  public init(startedOn: Day, length: Int = Challenge.defaultLength, checks: Set<Day> = [], ending: Ending? = nil) {
    self.startedOn = startedOn
    self.length = length
    self.checks = checks
    self.ending = ending
  }

  /// The programme's last day.
  public var lastDay: Day { startedOn.adding(days: length - 1) }

  /// The number of `day` in the programme: 1 on the day it started.
  public func dayNumber(of day: Day) -> Int { startedOn.distance(to: day) + 1 }

  /// Where the programme stands on `today`.
  public func state(today: Day) -> ChallengeState {
    switch ending {
    case .completed(let day): return .completed(on: day)
    case .reset(let day): return .reset(on: day)
    case nil: break
    }
    guard today >= startedOn else { return .notStarted }
    if let missed = firstMissedDay(today: today) { return .broken(missed: missed) }
    // Every day up to the last was checked, but the completion was not recorded (it always is when checked).
    if today > lastDay { return .completed(on: lastDay) }
    return .running(day: dayNumber(of: today), checkedToday: checks.contains(today))
  }

  /// Checks today, or says why it cannot be checked.
  ///
  /// Only today can be checked: the programme is about doing it every day, on the day.
  @discardableResult
  public mutating func check(today: Day) throws(ChallengeRefusal) -> ChallengeCheck {
    switch state(today: today) {
    case .notStarted: throw .notStarted(startsOn: startedOn)
    case .broken(let missed): throw .broken(missed: missed)
    case .completed(let day): throw .ended(.completed(on: day))
    case .reset(let day): throw .ended(.reset(on: day))
    case .running(let number, let checkedToday):
      if checkedToday { throw .alreadyChecked(day: number) }
      checks.insert(today)
      if today == lastDay {
        ending = .completed(on: today)
        return .completed
      }
      return .checked(day: number)
    }
  }

  /// Each day of the programme as a circle: checked, missed (the day that broke it), or still to do.
  public func cells(today: Day) -> [ChallengeCell] {
    let missed: Day? = if case .broken(let day) = state(today: today) { day } else { nil }
    return (0..<length).map { offset in
      let day = startedOn.adding(days: offset)
      if checks.contains(day) { return .done }
      return day == missed ? .missed : .toDo
    }
  }

  private func firstMissedDay(today: Day) -> Day? {
    let through = min(today.adding(days: -1), lastDay)
    guard startedOn <= through else { return nil }
    return (startedOn...through).first { !checks.contains($0) }
  }
}

/// Where a programme stands on a given day.
public enum ChallengeState: Hashable, Sendable {
  /// Every earlier day is checked; `day` is today's number in the programme.
  case running(day: Int, checkedToday: Bool)
  /// `missed` was not checked; nothing more can be checked until a reset.
  case broken(missed: Day)
  case completed(on: Day)
  case reset(on: Day)
  /// Today is before the first day (only when "today" is pinned to an earlier day).
  case notStarted
}

/// What checking today did.
public enum ChallengeCheck: Hashable, Sendable {
  /// Day `day` is checked and more days follow.
  case checked(day: Int)
  /// The last day is checked: the programme is completed.
  case completed
}

/// One day of a programme, as the row of circles shows it.
public enum ChallengeCell: Hashable, Sendable {
  case done
  case missed
  case toDo
}

/// Why today cannot be checked. Nothing is written when one of these is raised.
public enum ChallengeRefusal: Error, Hashable, Sendable {
  /// Today is already checked: one check a day.
  case alreadyChecked(day: Int)
  /// A day was missed; the programme must be reset first.
  case broken(missed: Day)
  /// The programme is over.
  case ended(Challenge.Ending)
  case notStarted(startsOn: Day)
}
