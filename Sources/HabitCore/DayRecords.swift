/// An activity's records bucketed by day over the days under evaluation, with running totals so that any
/// stretch of days adds up in constant time.
///
/// Bucketing once is what keeps evaluation linear: a rolling window or a month is a subtraction of two running
/// totals, never a scan of the completions.
struct DayRecords: Sendable {
  /// The days held. Records outside them were not loaded (before) or are not judged (after today).
  let days: ClosedRange<Day>
  let timesCompleted: Int
  let lastPerformed: Day?
  private let completions: [Int]
  private let amounts: [Double]
  private let marks: [DayMark?]
  /// Notes are few: kept by day index, only for the days that have one.
  private let notes: [Int: [String]]
  private let markNotes: [Day: String]
  // Running totals from the first day, one longer than the days: the sum over i..<j is total[j] - total[i].
  // Counted units and amounts leave skipped days out: a skipped day is taken out of its period whole.
  private let countedTotal: [Int]
  private let amountTotal: [Double]
  private let skippedTotal: [Int]
  private let failedTotal: [Int]

  /// Buckets `history`'s records; each day counts by the required amount of `timeline`'s goal in force that day.
  init(_ history: ActivityHistory, days: ClosedRange<Day>, timeline: GoalTimeline) {
    self.days = days
    let count = days.count
    var completions = [Int](repeating: 0, count: count)
    var amounts = [Double](repeating: 0, count: count)
    var marks = [DayMark?](repeating: nil, count: count)
    var notes: [Int: [String]] = [:]
    for completion in history.completions where days.contains(completion.day) {
      let index = days.lowerBound.distance(to: completion.day)
      completions[index] += 1
      amounts[index] += completion.amount ?? 0
      if let note = completion.note { notes[index, default: []].append(note) }
    }
    for total in history.dayTotals where days.contains(total.day) {
      let index = days.lowerBound.distance(to: total.day)
      completions[index] += total.completions
      amounts[index] += total.amount
      if !total.notes.isEmpty { notes[index, default: []] += total.notes }
    }
    self.notes = notes
    markNotes = history.markNotes.filter { days.contains($0.key) }
    for (day, mark) in history.marks where days.contains(day) {
      marks[days.lowerBound.distance(to: day)] = mark
    }
    var counted = [0]
    var amount = [0.0]
    var skipped = [0]
    var failed = [0]
    var segment = timeline.segment(on: days.lowerBound)
    for index in 0..<count {
      let day = days.lowerBound.adding(days: index)
      if let last = segment.last, day > last { segment = timeline.segment(on: day) }
      let requiredAmount = segment.requiredAmount
      let isSkipped = marks[index] == .skipped
      let units = Self.countingUnits(completions[index], amounts[index], requiredAmount: requiredAmount)
      counted.append(counted[index] + (isSkipped ? 0 : units))
      amount.append(amount[index] + (isSkipped ? 0 : amounts[index]))
      skipped.append(skipped[index] + (isSkipped ? 1 : 0))
      failed.append(failed[index] + (marks[index] == .failed ? 1 : 0))
    }
    self.completions = completions
    self.amounts = amounts
    self.marks = marks
    countedTotal = counted
    amountTotal = amount
    skippedTotal = skipped
    failedTotal = failed
    timesCompleted = completions.reduce(0, +)
    lastPerformed = completions.lastIndex { $0 > 0 }.map { days.lowerBound.adding(days: $0) }
  }

  /// How many completions a day contributes to a count goal: each one, or with a required amount, the day once
  /// when its total reaches it.
  static func countingUnits(_ completions: Int, _ amount: Double, requiredAmount: Double?) -> Int {
    guard let requiredAmount else { return completions }
    return completions > 0 && amount.reaches(requiredAmount) ? 1 : 0
  }

  func completions(on day: Day) -> Int { index(of: day).map { completions[$0] } ?? 0 }
  func amount(on day: Day) -> Double { index(of: day).map { amounts[$0] } ?? 0 }
  func mark(on day: Day) -> DayMark? { index(of: day).flatMap { marks[$0] } }
  func notes(on day: Day) -> [String] { index(of: day).flatMap { notes[$0] } ?? [] }
  func markNote(on day: Day) -> String? { markNotes[day] }

  /// Counting completions on the days that are not skipped.
  func counted(_ stretch: ClosedRange<Day>) -> Int { sum(countedTotal, stretch) ?? 0 }
  /// The amount recorded on the days that are not skipped.
  func amount(_ stretch: ClosedRange<Day>) -> Double { sum(amountTotal, stretch) ?? 0 }
  func skippedDays(_ stretch: ClosedRange<Day>) -> Int { sum(skippedTotal, stretch) ?? 0 }
  func failedDays(_ stretch: ClosedRange<Day>) -> Int { sum(failedTotal, stretch) ?? 0 }

  private func index(of day: Day) -> Int? { days.contains(day) ? days.lowerBound.distance(to: day) : nil }

  private func sum<Value: AdditiveArithmetic>(_ total: [Value], _ stretch: ClosedRange<Day>) -> Value? {
    let lower = max(stretch.lowerBound, days.lowerBound)
    let upper = min(stretch.upperBound, days.upperBound)
    guard lower <= upper else { return nil }
    return total[days.lowerBound.distance(to: upper) + 1] - total[days.lowerBound.distance(to: lower)]
  }
}

extension Double {
  /// Whether a recorded total reaches a target, forgiving the last bits that adding up decimal amounts in
  /// binary loses (0.7 + 0.1 is 0.7999999999999999).
  func reaches(_ target: Double) -> Bool { self >= target - Double.slack(target) }

  /// Whether a recorded total stays within a limit, with the same forgiveness as `reaches`.
  func staysWithin(_ limit: Double) -> Bool { self <= limit + Double.slack(limit) }

  private static func slack(_ value: Double) -> Double { 1e-9 * Swift.max(1, abs(value)) }
}
