import HabitCore
import SQLite

/// One activity's completions and marks over a range of days, as the evaluation reads them, built from the rows of
/// `HabitDatabase.completionsQuery` and `marksQuery`. Reading one activity and reading a whole household turn rows
/// into `DayTotal`s here, the same way.
struct ActivityRecords {
  let activity: Int64
  var dayTotals: [DayTotal] = []
  var marks: [Day: DayMark] = [:]
  var markNotes: [Day: String] = [:]
  /// The last total's day as the text SQLite holds, packed: a row of the same day is told by its bytes alone,
  /// without making a `Day`.
  private var lastDay: (UInt64, UInt64) = (0, 0)

  init(activity: Int64) { self.activity = activity }

  /// Adds a completion row (activity, day, amount, note); rows come in day and entry order.
  mutating func addCompletion(_ row: Row) throws {
    let key = Self.packed(row.bytes(1))
    if dayTotals.isEmpty || key.map({ $0 != lastDay }) ?? true {
      dayTotals.append(DayTotal(day: try row[1], completions: 0))
      lastDay = key ?? (0, 0)
    }
    let last = dayTotals.count - 1
    dayTotals[last].completions += 1
    if row.storageClass(2) != .null { dayTotals[last].amount += row.double(2) }
    if row.storageClass(3) != .null { dayTotals[last].notes.append(try row[3]) }
  }

  /// Adds a mark row (activity, day, mark, note).
  mutating func addMark(_ row: Row) throws {
    let day: Day = try row[1]
    marks[day] = DayMark(rawValue: try row[2])
    if let note: String = try row[3] { markNotes[day] = note }
  }

  /// The activity's history from `from` on (nil: all of it), with its start given.
  func history(of activity: Activity, from: Day?, start: Day) -> ActivityHistory {
    var history = ActivityHistory(createdOn: activity.createdOn, goals: activity.goals, start: start, loadedFrom: from)
    (history.dayTotals, history.marks, history.markNotes) = (dayTotals, marks, markNotes)
    return history
  }

  /// The position of `activity`'s records in `records`, looking from `index` on: the rows of a batched read come
  /// activity by activity in the order asked.
  static func index(of activity: Int64, in records: [ActivityRecords], from index: Int) throws -> Int {
    var index = index
    while index < records.count && records[index].activity != activity { index += 1 }
    guard index < records.count else {
      throw StoreError.invalidValue("the records of activity \(activity) were read out of order")
    }
    return index
  }

  /// A day's text (yyyy-MM-dd: 10 bytes) in two integers; nil for a text of another length, which is no day (it
  /// is read as a new day, and reading it as a `Day` fails).
  private static func packed(_ bytes: UnsafeRawBufferPointer) -> (UInt64, UInt64)? {
    guard bytes.count == 10 else { return nil }
    var key: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &key) { $0.copyMemory(from: bytes) }
    return key
  }
}
