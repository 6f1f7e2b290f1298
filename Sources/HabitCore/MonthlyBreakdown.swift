/// One `MonthSummary` per calendar month, oldest first, through the current month: what `Evaluation`'s
/// `monthlyBreakdown(from:)` counts.
///
/// Only the months that hold a record are kept; every other month reads as nothing recorded (each of its judged
/// days `empty`) and is worked out when read. So a history whose first record is in year 1 costs its records,
/// not its 24,000 months, until a format that lists every month (JSON, CSV) reads them all.
public struct MonthlyBreakdown: RandomAccessCollection, Sendable, Equatable {
  /// The first day of the first month.
  let firstMonth: Day
  /// The judged days: none before it or after `today` counts.
  let knownFrom: Day
  let today: Day
  public let startIndex = 0
  public let endIndex: Int
  /// The places of the months with a record, ascending, and their summaries alongside.
  let recordedIndices: [Int]
  let recordedMonths: [MonthSummary]
  /// The goals with rest days, and the pauses, for the days with nothing recorded.
  let scheduled: [GoalTimeline.Segment]
  let pauses: Pauses

  public subscript(index: Int) -> MonthSummary {
    precondition(indices.contains(index), "month \(index) of \(count)")
    if let found = recordedPlace(of: index) { return recordedMonths[found] }
    let month = firstMonth.adding(months: index)
    let (judged, quiet) = (judgedDays(in: month), quietDays(in: month))
    var statuses: [DayStatus: Int] = [:]
    if judged > quiet.rest + quiet.paused { statuses[.empty] = judged - quiet.rest - quiet.paused }
    if quiet.rest > 0 { statuses[.rest] = quiet.rest }
    if quiet.paused > 0 { statuses[.paused] = quiet.paused }
    return MonthSummary(
      month: month, completions: 0, amount: 0, daysDone: 0, daysJudged: judged - quiet.rest - quiet.paused,
      statuses: statuses)
  }

  /// How many months in a row from `index` on have nothing recorded: no completion, every judged day empty (or a
  /// weekday goal's rest day, or paused).
  public func quietMonths(from index: Int) -> Int {
    var next = index
    while next < endIndex {
      let following = firstRecorded(from: next)
      if following > next {
        next = following
        continue
      }
      let month = recordedMonths[recordedPlace(of: next)!]
      guard month.completions == 0 && month.statuses.keys.allSatisfy({ [.empty, .rest, .paused].contains($0) }) else {
        break
      }
      next += 1
    }
    return next - index
  }

  /// How many days of `month` lie within the judged days.
  func judgedDays(in month: Day) -> Int { judgedRange(in: month)?.count ?? 0 }

  /// How many days of `month` within the judged days are paused, and how many others are a weekday goal's rest
  /// days: with nothing recorded, they read so.
  func quietDays(in month: Day) -> (rest: Int, paused: Int) {
    guard let days = judgedRange(in: month) else { return (0, 0) }
    var rest = scheduled.restDays(in: days)
    for range in pauses.ranges where range.overlaps(days) {
      rest -= scheduled.restDays(
        in: Swift.max(range.lowerBound, days.lowerBound)...Swift.min(range.upperBound, days.upperBound))
    }
    return (rest, pauses.count(in: days))
  }

  private func judgedRange(in month: Day) -> ClosedRange<Day>? {
    let first = Swift.max(month, knownFrom)
    let last = Swift.min(month.adding(months: 1).adding(days: -1), today)
    return first <= last ? first...last : nil
  }

  /// The place among `recordedIndices` of the first month at or after `index` with a record, as a month index
  /// (`endIndex` when none).
  private func firstRecorded(from index: Int) -> Int {
    let place = partition(index)
    return place < recordedIndices.count ? recordedIndices[place] : endIndex
  }

  private func recordedPlace(of index: Int) -> Int? {
    let place = partition(index)
    return place < recordedIndices.count && recordedIndices[place] == index ? place : nil
  }

  /// The first place in `recordedIndices` holding `index` or a later month.
  private func partition(_ index: Int) -> Int {
    recordedIndices.partitionPoint { $0 >= index }
  }
}
