import HabitCore
import HabitStore
import SQLite

/// Reads a Rewire backup (a SQLite file with `Habits` and `CHECKINS`; later Rewire backups are encrypted and
/// cannot be read by anyone but Rewire).
///
/// A habit's frequency becomes a goal: `schedule` 0 is a weekday goal on the weekdays listed in `active_days`
/// (0 Monday to 6 Sunday, as in its reminders: "1,3,5" is Tuesday, Thursday and Saturday), 1 is `days` in each
/// `period` (0: 7 days, 1: 31, 2: 365), 2 is once every `repeating_count` days, both rolling windows as Loop's
/// importer reads them; as many days as the window is once a day. `archived` archives it, and
/// `description` is its description. A check-in of `type` 2 is a done day (its `date` as written, `yyyyMMdd`,
/// with its note); the other types' meaning is not public, and they are counted, not imported. Reminders,
/// rewards and targets have no place here.
///
/// Habits are keyed by their id and name in the file (`id:1:Wake up early`, the `rewire` source), so importing
/// the same backup again adds nothing.
struct RewireParser {
  private let file: ForeignDatabase
  private var batch: ImportBatch
  private var keys: [Int64: Int] = [:]

  init(path: String, today: Day) throws {
    file = try ForeignDatabase(path: path, app: "Rewire")
    batch = try ImportBatch(format: ForeignFormat.rewire.rawValue, today: today)
    batch.listsActivities = true
  }

  mutating func parse() throws -> ImportBatch {
    try file.check("Habits", columns: ["_id", "name", "description", "active_days", "schedule", "days", "period"])
    try file.check("CHECKINS", columns: ["habit_id", "date", "type", "note"])
    let optional = Set(
      try file.connection.query("SELECT lower(name) FROM pragma_table_info('Habits')") {
        try $0[0] as String
      })
    do {
      try readHabits(optional: optional)
      try readCheckins()
    } catch let error as SQLiteError {
      throw file.refusal("the backup cannot be read: \(error.message)")
    }
    if file.tables.contains("reminders"),
      let count = try file.connection.scalar("SELECT count(*) FROM main.REMINDERS", as: Int.self), count > 0
    {
      batch.ignore("Rewire reminders: habit's are a member's, set with habit settings reminder", count: count)
    }
    return batch
  }

  private mutating func readHabits(optional: Set<String>) throws {
    let archived = optional.contains("archived") ? "archived" : "0"
    let repeating = optional.contains("repeating_count") ? "repeating_count" : "NULL"
    let start = optional.contains("start_date") ? "start_date" : "NULL"
    let sql = """
      SELECT _id, Name, description, active_days, schedule, days, period, \(repeating), \(archived), \(start)
      FROM main.Habits ORDER BY \(optional.contains("order_num") ? "Order_num, " : "")_id
      """
    var found: [(id: Int64, activity: ImportedActivity, goal: Goal, start: Day?)] = []
    try file.connection.forEach(sql) { row in
      let id = try row[0] as Int64
      let name = (try row[1] as String?) ?? ""
      var activity = ImportedActivity(name: name, location: InputLocation(line: 0, column: 0))
      activity.description = (try row[2] as String?)?.trimmed ?? ""
      activity.archived = (try row[8] as Int64?) ?? 0 != 0
      activity.source = ActivitySource(source: ForeignFormat.rewire.rawValue, key: "id:\(id):\(name)")
      let goal = try Self.goal(
        schedule: try row[4] as Int64?, activeDays: try row[3] as String?, days: try row[5] as Int64?,
        period: try row[6] as Int64?, repeating: try row[7] as Int64?
      ) { message in file.refusal("Habits row with id \(id): \(message)") }
      let start = (try row[9] as String?).flatMap(Self.day)
      found.append((id, activity, goal, start.flatMap { try? Day(parsing: $0) }))
    }
    let names = LoopHabit.uniqueNames(found.map(\.activity.name))
    for (habit, name) in zip(found, names) {
      if let problem = LoopHabit.nameProblem(name) {
        throw file.refusal("Habits row with id \(habit.id): \(problem)")
      }
      var activity = habit.activity
      activity.name = name
      let from = try firstCheckin(of: habit.id).map { day in habit.start.map { min($0, day) } ?? day } ?? habit.start
      activity.createdOn = from
      if let from {
        activity.goals = [GoalChange(effectiveFrom: from, goal: habit.goal)]
      } else {
        activity.currentGoal = habit.goal
      }
      batch.activities.append(activity)
      keys[habit.id] = batch.activities.count - 1
    }
  }

  private func firstCheckin(of id: Int64) throws -> Day? {
    let text = try file.connection.queryFirst(
      "SELECT min(date) FROM main.CHECKINS WHERE Habit_id = ? AND type = 2", [id]
    ) { try $0[0] as String? }
    return try (text ?? nil).flatMap(Self.day).map { try Day(parsing: $0) }
  }

  /// The goal Rewire's schedule means, as Loop reads it.
  static func goal(
    schedule: Int64?, activeDays: String?, days: Int64?, period: Int64?, repeating: Int64?,
    fail: (String) -> ImportError
  ) throws -> Goal {
    let (times, window): (Int, Int)
    switch schedule {
    case 0?:
      let listed = Set(
        (activeDays ?? "").split(separator: ",").compactMap { Int($0.trimmed) }.filter { (0...6).contains($0) })
      guard !listed.isEmpty else {
        throw fail("the schedule lists no weekday (active_days is \(activeDays ?? "NULL"))")
      }
      return Goal(target: 1, period: .day, weekdays: Weekdays(rawValue: listed.reduce(0) { $0 | 1 << $1 }))
    case 1?:
      let lengths: [Int64: Int] = [0: 7, 1: 31, 2: 365]
      guard let period, let length = lengths[period] else {
        throw fail("period \(period.map(String.init) ?? "NULL") is not 0, 1 or 2")
      }
      guard let days, days >= 1, days <= length else {
        throw fail("\(days.map(String.init) ?? "NULL") days cannot fit in \(length)")
      }
      (times, window) = (Int(days), length)
    case 2?:
      guard let repeating, (1...366).contains(repeating) else {
        throw fail("once every \(repeating.map(String.init) ?? "NULL") days is not a window habit can judge")
      }
      (times, window) = (1, Int(repeating))
    default:
      throw fail("schedule \(schedule.map(String.init) ?? "NULL") is not 0, 1 or 2")
    }
    if times == window { return .daily }
    return Goal.times(times, inAny: window)!
  }

  /// `yyyyMMdd` as `yyyy-MM-dd`, when it is a real day.
  static func day(_ text: String) -> String? {
    guard text.count == 8, text.allSatisfy(\.isASCIIDigit), let number = Int(text),
      let day = Day(year: number / 10_000, month: number / 100 % 100, day: number % 100)
    else { return nil }
    return day.description
  }

  private mutating func readCheckins() throws {
    try file.connection.forEach("SELECT _id, Habit_id, date, type, note FROM main.CHECKINS ORDER BY Habit_id, date") {
      row in
      let id = try row[0] as Int64
      guard let key = keys[try row[1] as Int64] else {
        batch.ignore("Rewire check-ins of no habit")
        return
      }
      guard try row[3] as Int64 == 2 else {
        batch.ignore("Rewire check-ins of types other than done (1 and 3, whose meaning Rewire never published)")
        return
      }
      let text = (try row[2] as String?) ?? ""
      guard let day = Self.day(text) else {
        throw file.refusal("CHECKINS row with id \(id): \(ImportValues.quoted(text)) is not a date yyyyMMdd")
      }
      let note = (try row[4] as String?)?.trimmed
      try batch.stage.addCompletion(
        activity: key, day: day, amount: nil, note: note?.isEmpty == false ? note : nil, createdAt: nil,
        oncePerDay: false)
    }
  }
}
