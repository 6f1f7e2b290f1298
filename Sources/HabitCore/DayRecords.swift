/// An activity's records bucketed by day over the days under evaluation, with running totals so that any
/// stretch of days adds up in logarithmic time.
///
/// Only the days that hold a completion or a mark are kept, in order: a history that starts in year 1 with one
/// record costs one entry, not 740,000 days. A rolling window or a month is a subtraction of two running totals
/// found by bisection, never a scan of the completions or of the calendar.
struct DayRecords: Sendable {
  /// The days held. Records outside them were not loaded (before) or are not judged (after today).
  let days: ClosedRange<Day>
  let timesCompleted: Int
  let lastPerformed: Day?
  /// The days with a completion or a mark, ascending; the arrays below run alongside.
  private let recordedDays: [Day]
  private let completions: [Int]
  private let amounts: [Double]
  private let marks: [DayMark?]
  /// Notes are few: kept by entry, only for the days that have one.
  private let notes: [Int: [String]]
  private let markNotes: [Day: String]
  // Running totals over the entries, one longer: the sum over entries i..<j is total[j] - total[i].
  // Counted units and amounts leave skipped days out: a skipped day is taken out of its period whole. A skipped
  // day inside a pause is counted with the paused days, not here, so that it is taken out once.
  private let countedTotal: [Int]
  private let amountTotal: [Double]
  private let skippedTotal: [Int]
  private let failedTotal: [Int]
  /// For a dense history (few days held for its entries), the first entry on or after each day held and the day
  /// after, so that a lookup is an index rather than a bisection; nil for a sparse one.
  private let firstEntryByDay: [Int]?

  /// Buckets `history`'s records; each day counts by the required amount of `timeline`'s goal in force that day.
  init(_ history: ActivityHistory, days: ClosedRange<Day>, timeline: GoalTimeline) {
    self.days = days
    // A stable order by day keeps each day's notes in the order they were recorded. Usually every record is
    // held and they come sorted: then they are not copied.
    let held = Self.held(history.completions, in: days, day: \.day)
    let totals = Self.held(history.dayTotals, in: days, day: \.day)
    let marked = history.marks.compactMap { days.contains($0.key) ? ($0.key, $0.value) : nil }.sorted { $0.0 < $1.0 }
    var recordedDays: [Day] = []
    var completions: [Int] = []
    var amounts: [Double] = []
    var marks: [DayMark?] = []
    var notes: [Int: [String]] = [:]
    let most = held.count + totals.count + marked.count
    recordedDays.reserveCapacity(most)
    completions.reserveCapacity(most)
    amounts.reserveCapacity(most)
    marks.reserveCapacity(most)
    // Merge the completions' days, the day totals' and the marked days, all ascending, into one entry per day.
    var next = 0
    var nextTotal = 0
    var nextMark = 0
    while next < held.count || nextTotal < totals.count || nextMark < marked.count {
      var day = next < held.count ? held[next].day : nil
      if nextTotal < totals.count { day = min(day ?? totals[nextTotal].day, totals[nextTotal].day) }
      if nextMark < marked.count { day = min(day ?? marked[nextMark].0, marked[nextMark].0) }
      guard let day else { break }
      var count = 0
      var amount = 0.0
      while next < held.count, held[next].day == day {
        count += 1
        amount += held[next].amount ?? 0
        if let note = held[next].note { notes[recordedDays.count, default: []].append(note) }
        next += 1
      }
      // A day's totals add to its completions given one by one.
      while nextTotal < totals.count, totals[nextTotal].day == day {
        count += totals[nextTotal].completions
        amount += totals[nextTotal].amount
        if !totals[nextTotal].notes.isEmpty { notes[recordedDays.count, default: []] += totals[nextTotal].notes }
        nextTotal += 1
      }
      recordedDays.append(day)
      completions.append(count)
      amounts.append(amount)
      if nextMark < marked.count, marked[nextMark].0 == day {
        marks.append(marked[nextMark].1)
        nextMark += 1
      } else {
        marks.append(nil)
      }
    }
    self.notes = notes
    markNotes =
      history.markNotes.keys.allSatisfy(days.contains)
      ? history.markNotes : history.markNotes.filter { days.contains($0.key) }
    // Each allocated once: grown from one element by appending, they were reallocated a few times each.
    var counted: [Int] = []
    var amount: [Double] = []
    var skipped: [Int] = []
    var failed: [Int] = []
    counted.reserveCapacity(recordedDays.count + 1)
    amount.reserveCapacity(recordedDays.count + 1)
    skipped.reserveCapacity(recordedDays.count + 1)
    failed.reserveCapacity(recordedDays.count + 1)
    counted.append(0)
    amount.append(0)
    skipped.append(0)
    failed.append(0)
    var segment = timeline.segment(on: days.lowerBound)
    for index in recordedDays.indices {
      let day = recordedDays[index]
      if let last = segment.last, day > last { segment = timeline.segment(on: day) }
      let isSkipped = marks[index] == .skipped
      let units = Self.countingUnits(completions[index], amounts[index], requiredAmount: segment.requiredAmount)
      counted.append(counted[index] + (isSkipped ? 0 : units))
      amount.append(amount[index] + (isSkipped ? 0 : amounts[index]))
      skipped.append(skipped[index] + (isSkipped && !history.pauses.contains(day) ? 1 : 0))
      failed.append(failed[index] + (marks[index] == .failed ? 1 : 0))
    }
    self.recordedDays = recordedDays
    self.completions = completions
    self.amounts = amounts
    self.marks = marks
    countedTotal = counted
    amountTotal = amount
    skippedTotal = skipped
    failedTotal = failed
    timesCompleted = completions.reduce(0, +)
    firstEntryByDay = days.count <= 8 * (recordedDays.count + 1) ? Self.firstEntries(recordedDays, days: days) : nil
    lastPerformed = completions.lastIndex { $0 > 0 }.map { recordedDays[$0] }
  }

  /// How many completions a day contributes to a count goal: each one, or with a required amount, the day once
  /// when its total reaches it.
  static func countingUnits(_ completions: Int, _ amount: Double, requiredAmount: Double?) -> Int {
    guard let requiredAmount else { return completions }
    return completions > 0 && amount.reaches(requiredAmount) ? 1 : 0
  }

  func completions(on day: Day) -> Int { entry(of: day).map { completions[$0] } ?? 0 }
  func amount(on day: Day) -> Double { entry(of: day).map { amounts[$0] } ?? 0 }
  func mark(on day: Day) -> DayMark? { entry(of: day).flatMap { marks[$0] } }
  func notes(on day: Day) -> [String] { entry(of: day).flatMap { notes[$0] } ?? [] }
  func markNote(on day: Day) -> String? { markNotes[day] }

  /// Counting completions on the days that are not skipped.
  func counted(_ stretch: ClosedRange<Day>) -> Int { sum(countedTotal, stretch) }
  /// The amount recorded on the days that are not skipped.
  func amount(_ stretch: ClosedRange<Day>) -> Double { sum(amountTotal, stretch) }
  /// Skipped days outside the pauses.
  func skippedDays(_ stretch: ClosedRange<Day>) -> Int { sum(skippedTotal, stretch) }
  func failedDays(_ stretch: ClosedRange<Day>) -> Int { sum(failedTotal, stretch) }

  /// How many days hold a completion or a mark.
  var recordedDayCount: Int { recordedDays.count }

  /// The first day on or after `day` with a completion or a mark; nil when there is none.
  func firstRecordedDay(from day: Day) -> Day? {
    let index = firstEntry(from: day)
    return index < recordedDays.count ? recordedDays[index] : nil
  }

  /// The days in `stretch` with a completion or a mark, in order.
  func recordedDays(in stretch: ClosedRange<Day>) -> ArraySlice<Day> {
    recordedDays[firstEntry(from: stretch.lowerBound)..<firstEntry(from: stretch.upperBound.adding(days: 1))]
  }

  private func entry(of day: Day) -> Int? {
    let index = firstEntry(from: day)
    return index < recordedDays.count && recordedDays[index] == day ? index : nil
  }

  /// The index of the first entry on or after `day` (the count when there is none).
  private func firstEntry(from day: Day) -> Int {
    if let firstEntryByDay {
      return firstEntryByDay[min(max(days.lowerBound.distance(to: day), 0), firstEntryByDay.count - 1)]
    }
    return recordedDays.partitionPoint { $0 >= day }
  }

  /// The records among `records` on one of `days`, in a stable order by day.
  private static func held<Record>(_ records: [Record], in days: ClosedRange<Day>, day: (Record) -> Day) -> [Record] {
    var held = records
    if !held.allSatisfy({ days.contains(day($0)) }) { held = held.filter { days.contains(day($0)) } }
    if zip(held, held.dropFirst()).contains(where: { day($0) > day($1) }) {
      held = held.enumerated().sorted { (day($0.element), $0.offset) < (day($1.element), $1.offset) }.map(\.element)
    }
    return held
  }

  /// The first entry on or after each day of `days` and the day after them.
  private static func firstEntries(_ recordedDays: [Day], days: ClosedRange<Day>) -> [Int] {
    var table: [Int] = []
    table.reserveCapacity(days.count + 1)
    var entry = 0
    for offset in 0...days.count {
      let day = days.lowerBound.adding(days: offset)
      while entry < recordedDays.count, recordedDays[entry] < day { entry += 1 }
      table.append(entry)
    }
    return table
  }

  private func sum<Value: AdditiveArithmetic>(_ total: [Value], _ stretch: ClosedRange<Day>) -> Value {
    let lower = max(stretch.lowerBound, days.lowerBound)
    let upper = min(stretch.upperBound, days.upperBound)
    guard lower <= upper else { return .zero }
    return total[firstEntry(from: upper.adding(days: 1))] - total[firstEntry(from: lower)]
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
