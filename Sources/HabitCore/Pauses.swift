/// The stretches of days an activity is paused (a holiday, an illness): each stored as one range, not a mark a
/// day, and read here merged and in order so that any stretch of days counts its paused ones by bisection.
///
/// A paused day is neutral like a skipped day (a period with paused days asks proportionally less, a wholly
/// paused period is passed over), but what is recorded on it still counts, and a fail marked on it stays a fail.
///
/// ```swift
/// let pauses = Pauses([d("2026-12-01")...d("2026-12-04")])
/// pauses.contains(d("2026-12-02"))                      // true
/// pauses.count(in: d("2026-11-30")...d("2026-12-06"))   // 4
/// ```
public struct Pauses: Sendable, Equatable {
  /// The paused stretches, merged where they overlap or touch, in order.
  public let ranges: [ClosedRange<Day>]
  /// Paused days before each range, one longer: the days of ranges i..<j are before[j] - before[i].
  private let before: [Int]

  /// The last day an open pause (one not resumed yet) reaches: it goes on.
  public static let openEnd = Day(year: 9999, month: 12, day: 31)!

  public init(_ ranges: [ClosedRange<Day>] = []) {
    var merged: [ClosedRange<Day>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, range.lowerBound <= last.upperBound.adding(days: 1) {
        merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    self.ranges = merged
    var before = [0]
    for range in merged { before.append(before[before.count - 1] + range.count) }
    self.before = before
  }

  public var isEmpty: Bool { ranges.isEmpty }

  /// The paused stretch holding `day`, or nil.
  public func range(containing day: Day) -> ClosedRange<Day>? {
    let index = ranges.partitionPoint { $0.upperBound >= day }
    return index < ranges.count && ranges[index].contains(day) ? ranges[index] : nil
  }

  public func contains(_ day: Day) -> Bool { range(containing: day) != nil }

  /// How many of `days` are paused.
  public func count(in days: ClosedRange<Day>) -> Int {
    guard !ranges.isEmpty else { return 0 }
    return pausedBefore(days.upperBound.adding(days: 1)) - pausedBefore(days.lowerBound)
  }

  /// The first day after `day` on which being paused or not changes (a pause's first day, or the day after its
  /// last); nil when none does.
  func nextChange(after day: Day) -> Day? {
    let index = ranges.partitionPoint { $0.upperBound >= day }
    guard index < ranges.count else { return nil }
    let range = ranges[index]
    return range.lowerBound > day ? range.lowerBound : range.upperBound.adding(days: 1)
  }

  /// The paused days before `day`.
  private func pausedBefore(_ day: Day) -> Int {
    let index = ranges.partitionPoint { $0.upperBound >= day }
    guard index < ranges.count, ranges[index].lowerBound < day else { return before[index] }
    return before[index] + ranges[index].lowerBound.distance(to: day)
  }
}
