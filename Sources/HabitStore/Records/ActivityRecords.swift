import HabitCore
import HabitScreens
import SQLite

/// One activity's day totals, notes and marks over a range of days, as the evaluation reads them, built from the
/// rows of `HabitDatabase.dayTotalsQuery`, `notesQuery` and `marksQuery` (or their batched forms, which give the
/// same rows for several activities, the day totals with the activity in a column before them). Reading one activity and reading a whole household turn rows into
/// `DayTotal`s here, the same way.
struct ActivityRecords {
  let activity: Int64
  /// The member whose activity it is: a member's pauses hold it. nil for a shared activity, which only its own
  /// and the household's pauses hold.
  let user: Int64?
  /// The activity's name, for an error.
  private let name: String
  var dayTotals: [DayTotal] = []
  var marks: [Day: DayMark] = [:]
  var markNotes: [Day: String] = [:]
  /// The stretches it is paused, whatever their scope, all of them (they are few).
  var pauses: [ClosedRange<Day>] = []
  /// Where the next note's day is looked for: notes come in day order, after the day totals.
  private var noteDay = 0

  init(_ activity: Activity) {
    self.activity = activity.id
    user = activity.shared ? nil : activity.userID
    name = activity.name
  }

  /// Adds a day total row, its day, completions and amount in the columns from `first` on (the one-activity
  /// query has no activity column); rows come in day order.
  ///
  /// Read once per day of every history shown, so the columns are read straight: `day_totals` is STRICT, its day
  /// `TEXT NOT NULL` and its count `INTEGER NOT NULL`, so asking each column's type first (as `row[i]` does) only
  /// cost calls. A day that is not one still fails, with `row[i]`'s error naming the column.
  mutating func addDayTotal(_ row: Row, from first: Int32) throws {
    let day: Day
    if let text = row.text(first), let parsed = Day(utf8: text) { day = parsed } else { day = try row[first] }
    // Room for the couple of weeks the board and the daily views read of each activity, made at the first row:
    // grown from one element, an activity's day totals were reallocated four or five times.
    if dayTotals.isEmpty { dayTotals.reserveCapacity(16) }
    dayTotals.append(DayTotal(day: day, completions: Int(row.int64(first + 1)), amount: row.double(first + 2)))
  }

  /// Adds a completion's note (activity, day, note) to its day's total; notes come in day and entry order.
  mutating func addNote(_ row: Row) throws {
    let day: Day = try row[1]
    while noteDay < dayTotals.count && dayTotals[noteDay].day < day { noteDay += 1 }
    guard noteDay < dayTotals.count, dayTotals[noteDay].day == day else {
      throw StoreError.invalidValue(
        "day_totals has no row for \(day) of \(name), which has completions; run habit doctor")
    }
    dayTotals[noteDay].notes.append(try row[2])
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
    history.pauses = Pauses(pauses)
    return history
  }
}

/// Pause rows (activity, user, first day, last day) by their scope, each read once, so that an activity's pauses are
/// its own, its member's and the household's (both NULL) without a pass over every row for every activity.
struct PauseScopes {
  private var byActivity: [Int64: [ClosedRange<Day>]] = [:]
  private var byMember: [Int64: [ClosedRange<Day>]] = [:]
  private var household: [ClosedRange<Day>] = []

  mutating func add(_ row: Row) throws {
    let (activity, user, last): (Int64?, Int64?, Day?) = (try row[0], try row[1], try row[3])
    let range = (try row[2] as Day)...(last ?? Pauses.openEnd)
    if let activity {
      byActivity[activity, default: []].append(range)
    } else if let user {
      byMember[user, default: []].append(range)
    } else {
      household.append(range)
    }
  }

  /// The stretches that hold `records`' activity.
  func ranges(holding records: ActivityRecords) -> [ClosedRange<Day>] {
    household + (records.user.flatMap { byMember[$0] } ?? []) + (byActivity[records.activity] ?? [])
  }
}
