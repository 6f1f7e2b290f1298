/// The goals of an activity laid end to end: which goal is in force on each day.
///
/// Changes are sorted by day; of two on the same day the later in the list wins. A change to the goal already in
/// force (with the same required amount) is dropped, so that re-saving a goal does not split a week into two
/// judged parts.
struct GoalTimeline: Sendable {
  /// A stretch of days under one goal; nil bounds are open (the first reaches back, the last goes on).
  struct Segment: Sendable, Equatable {
    let goal: Goal
    /// The amount a day's completions must reach to count under this segment; nil means any completion counts.
    let requiredAmount: Double?
    let first: Day?
    let last: Day?

    /// Clamps a stretch of days to this segment; nil when they do not meet.
    func clamp(_ days: ClosedRange<Day>) -> ClosedRange<Day>? {
      let lower = max(days.lowerBound, first ?? days.lowerBound)
      let upper = min(days.upperBound, last ?? days.upperBound)
      return lower <= upper ? lower...upper : nil
    }
  }

  let segments: [Segment]
  /// Each day a unit took effect, oldest first. A unit change alone does not start a new segment: the day is
  /// judged as before, only shown in the new unit.
  let units: [(from: Day, unit: String?)]

  init(_ changes: [GoalChange]) {
    let ordered = changes.enumerated().sorted {
      ($0.element.effectiveFrom, $0.offset) < ($1.element.effectiveFrom, $1.offset)
    }.map(\.element)
    var kept: [GoalChange] = []
    var units: [(from: Day, unit: String?)] = []
    for change in ordered {
      if units.last?.from == change.effectiveFrom { units.removeLast() }
      units.append((change.effectiveFrom, change.unit))
      if kept.last?.effectiveFrom == change.effectiveFrom { kept.removeLast() }
      if kept.last.map({ ($0.goal, $0.requiredAmount) != (change.goal, change.requiredAmount) }) ?? true {
        kept.append(change)
      }
    }
    if kept.isEmpty { kept = [GoalChange(effectiveFrom: Day(ordinal: 0), goal: .daily)] }
    self.units = units
    segments = kept.indices.map { index in
      Segment(
        goal: kept[index].goal, requiredAmount: kept[index].requiredAmount,
        first: index == 0 ? nil : kept[index].effectiveFrom,
        last: index + 1 < kept.count ? kept[index + 1].effectiveFrom.adding(days: -1) : nil)
    }
  }

  /// The segment whose goal is in force on `day` (the first reaches back, the last goes on).
  func segment(on day: Day) -> Segment {
    segments.last { $0.first.map { $0 <= day } ?? true } ?? segments[0]
  }

  /// The segments whose goal names its weekdays: those with rest days.
  var scheduledSegments: [Segment] { segments.filter { $0.goal.weekdays != nil } }

  /// The unit in force on `day` (the first reaches back).
  func unit(on day: Day) -> String? {
    (units.last { $0.from <= day } ?? units.first)?.unit
  }
}

extension [GoalTimeline.Segment] {
  /// How many of `days` are rest days of these segments' weekday goals, by arithmetic.
  func restDays(in days: ClosedRange<Day>) -> Int {
    reduce(0) { total, segment in
      guard let weekdays = segment.goal.weekdays, let held = segment.clamp(days) else { return total }
      return total + held.count - weekdays.count(in: held)
    }
  }
}
