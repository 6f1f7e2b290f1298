import HabitCore
import HabitStore

/// Reads HabitBull's CSV export: `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText`, one
/// row per habit and day.
///
/// Habits are found by name; the description comes with every row and must agree. Categories have no place in
/// habit and are counted. Dates are `yyyy-MM-dd` or, as HabitBull writes them in the United States, `M/d/yyyy`.
/// A value of 1 is done; 0 is a day HabitBull recorded as not done, a failed day. A habit with any other value
/// counts something: each day above 0 is one completion with that amount (HabitBull's targets are not in the
/// export, so the goal is once a day). Negative values (HabitBull writes -2150000000 where it has none) are
/// counted as ignored; anything that is not a number is refused. A row repeated exactly is counted; two rows of a
/// habit and day that differ are refused. The comment is the note.
struct HabitBullParser<Source: ByteSource> {
  static var header: [String] {
    ["HabitName", "HabitDescription", "HabitCategory", "CalendarDate", "Value", "CommentText"]
  }

  private var input: CSVInput<Source>
  private var batch: ImportBatch
  private let today: Day
  private var habits: [NameKey: Habit] = [:]
  private var order: [NameKey] = []

  private struct Habit {
    var name: String
    var description: String
    var line: Int
    var hasCategory = false
    var rows: [String: Row] = [:]
  }

  private struct Row: Equatable {
    let value: Double
    let note: String?
    let line: Int

    static func == (a: Row, b: Row) -> Bool { a.value == b.value && a.note == b.note }
  }

  init(input: CSVInput<Source>, today: Day) throws {
    self.input = input
    self.today = today
    batch = try ImportBatch(format: ForeignFormat.habitbull.rawValue, today: today)
    batch.listsActivities = true
  }

  mutating func parse() throws -> ImportBatch {
    let expected = Self.header
    guard let header = try input.next(), header == expected else {
      throw ImportError(
        "this is not HabitBull's header", at: InputLocation(line: 1, column: 1),
        hint: "A HabitBull export starts with the line: " + expected.joined(separator: ","))
    }
    while let fields = try input.next() { try row(fields) }
    for name in order { try stage(habits[name]!) }
    return batch
  }

  private mutating func row(_ fields: [String]) throws {
    let name = fields[0].trimmed
    guard !name.isEmpty else {
      throw ImportError("the habit's name is missing", at: input.location(0), hint: "Name the habit of every row.")
    }
    let key = NameKey(name)
    if habits[key] == nil {
      habits[key] = Habit(name: name, description: fields[1], line: input.location(0).line)
      order.append(key)
    }
    guard habits[key]!.description == fields[1] else {
      throw ImportError(
        "\(name) is described differently on line \(habits[key]!.line)", at: input.location(1),
        hint: "Give every row of a habit the same description.")
    }
    if !fields[2].isEmpty { habits[key]!.hasCategory = true }
    let day = try Self.day(fields[3], at: input.location(3))
    let value = try Self.value(fields[4], at: input.location(4))
    guard let value else {
      batch.ignore("HabitBull values below 0 (it writes -2150000000 where it has none)")
      return
    }
    let row = Row(value: value, note: fields[5].isEmpty ? nil : fields[5], line: input.location(0).line)
    if let first = habits[key]!.rows[day] {
      guard first == row else {
        throw ImportError(
          "\(name) has another row for \(day) on line \(first.line)", at: input.location(3),
          hint: "Keep one row per habit and day.")
      }
      batch.ignore("HabitBull rows repeated exactly")
      return
    }
    habits[key]!.rows[day] = row
  }

  private mutating func stage(_ habit: Habit) throws {
    let key = batch.activities.count
    var activity = ImportedActivity(name: habit.name, location: InputLocation(line: habit.line, column: 1))
    activity.description = habit.description
    let days = habit.rows.keys.sorted()
    let from = try days.first.map { try Day(parsing: $0) } ?? today
    activity.createdOn = from
    activity.goals = [GoalChange(effectiveFrom: from, goal: .daily)]
    batch.activities.append(activity)
    if habit.hasCategory { batch.ignore("HabitBull categories: habit has no groups") }
    let counts = habit.rows.values.contains { $0.value != 0 && $0.value != 1 }
    for day in days {
      let row = habit.rows[day]!
      if row.value == 0 {
        try batch.stage.addMark(
          activity: key, day: day, mark: .failed, note: row.note, createdAt: nil,
          location: InputLocation(line: row.line, column: 1))
      } else {
        try batch.stage.addCompletion(
          activity: key, day: day, amount: counts ? row.value : nil, note: row.note, createdAt: nil, oncePerDay: false,
          at: InputLocation(line: row.line, column: 1))
      }
    }
  }

  /// `yyyy-MM-dd` or `M/d/yyyy`, as `yyyy-MM-dd`.
  static func day(_ text: String, at location: InputLocation) throws -> String {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return try ImportValues.day(text, what: "date", at: location) }
    guard parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
      let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]),
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
    else {
      throw ImportError(
        "\(ImportValues.quoted(text)) is not a date of the form M/d/yyyy", at: location,
        hint: "HabitBull dates are yyyy-MM-dd or M/d/yyyy (month first).")
    }
    guard let date = Day(year: year, month: month, day: day) else {
      throw ImportError(
        "\(ImportValues.quoted(text)) is not a real date", at: location, hint: "Write a day that exists.")
    }
    return date.description
  }

  /// A value of 0 or more; nil for a negative one.
  static func value(_ text: String, at location: InputLocation) throws -> Double? {
    if text.hasPrefix("-"), text.count > 1, text.dropFirst().allSatisfy(\.isASCIIDigit) { return nil }
    guard let value = try ImportValues.amount(text, at: location) else {
      throw ImportError("the value is missing", at: location, hint: "HabitBull writes 1 for done, 0 for not done.")
    }
    return value
  }
}
