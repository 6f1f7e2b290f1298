extension ImportStage {
  /// The ``ActivityTally`` of each activity, by key, kept as columns: those every once-per-day row updates (its
  /// listed days, its first and latest day) for every activity, 12 bytes apiece (8 once staging ends); the others (exact completions,
  /// repeated days, marks, day values) only once some activity has one. A file of the dates layout may name
  /// 1,000,000 habits, whose tallies took 28 bytes apiece as whole values.
  struct ActivityTallies: RandomAccessCollection {
    private var doneDays: [Int32] = []
    private var firstDays: [Int32] = []
    private var latestDoneDays: [Int32] = []
    /// Completions other than once-per-day rows: ``ActivityTally/completions`` less its listed and repeated days.
    private var otherCompletions = SparseColumn()
    private var repeatedDays = SparseColumn()
    private var marks = SparseColumn()
    private var dayValues = SparseColumn()

    var startIndex: Int { 0 }
    var endIndex: Int { doneDays.count }

    subscript(key: Int) -> ActivityTally {
      get {
        let (listed, repeated) = (doneDays[key], repeatedDays[key])
        return ActivityTally(
          completions: listed + repeated + otherCompletions[key], doneDays: listed, marks: marks[key],
          dayValues: dayValues[key], repeatedDays: repeated, firstDay: firstDays[key],
          latestDoneDay: latestDoneDays.isEmpty ? 0 : latestDoneDays[key])
      }
      set {
        doneDays[key] = newValue.doneDays
        firstDays[key] = newValue.firstDay
        if !latestDoneDays.isEmpty { latestDoneDays[key] = newValue.latestDoneDay }
        otherCompletions[key, count: count] = newValue.completions - newValue.doneDays - newValue.repeatedDays
        repeatedDays[key, count: count] = newValue.repeatedDays
        marks[key, count: count] = newValue.marks
        dayValues[key, count: count] = newValue.dayValues
      }
    }

    /// How a once-per-day row's day compares with the latest its activity had.
    enum DayOrder {
      case later, earlier
      /// The same day again: dropped, and counted in ``ActivityTally/repeatedDays``.
      case repeated
    }

    /// Counts a once-per-day row of `key`'s activity on the ``packed(_:)`` `day`, which becomes its latest
    /// unless it repeats it: what every row of a file of the dates layout does, column by column.
    mutating func countDoneDay(of key: Int, on day: Int32) -> DayOrder {
      let first = firstDays[key]
      if first == 0 || day < first { firstDays[key] = day }
      let latest = latestDoneDays[key]
      if latest == day {
        repeatedDays[key, count: count] += 1
        return .repeated
      }
      latestDoneDays[key] = day
      doneDays[key] += 1
      return day < latest ? .earlier : .later
    }

    /// Lets go of each activity's latest day, which only staging needs (its tallies then read 0 there): 4 MB
    /// of a file of 1,000,000 habits.
    mutating func endStaging() {
      latestDoneDays = []
    }

    /// Makes room for tallies up to `key`'s, each empty.
    mutating func grow(through key: Int) {
      guard key >= count else { return }
      let added = key + 1 - count
      doneDays.append(contentsOf: repeatElement(0, count: added))
      firstDays.append(contentsOf: repeatElement(0, count: added))
      latestDoneDays.append(contentsOf: repeatElement(0, count: added))
      otherCompletions.grow(to: key + 1)
      repeatedDays.grow(to: key + 1)
      marks.grow(to: key + 1)
      dayValues.grow(to: key + 1)
    }
  }

  /// A column of counts that stays empty, and reads as zeros, until one of them is not zero.
  private struct SparseColumn {
    private var values: [Int32] = []

    subscript(key: Int) -> Int32 { values.isEmpty ? 0 : values[key] }

    /// Sets `key`'s count in a column of `count` keys.
    subscript(key: Int, count count: Int) -> Int32 {
      get { self[key] }
      set {
        if values.isEmpty {
          guard newValue != 0 else { return }
          values = Array(repeating: 0, count: count)
        }
        values[key] = newValue
      }
    }

    mutating func grow(to count: Int) {
      if !values.isEmpty { values.append(contentsOf: repeatElement(0, count: count - values.count)) }
    }
  }
}
