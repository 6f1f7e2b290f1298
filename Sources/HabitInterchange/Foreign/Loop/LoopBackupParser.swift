import HabitCore
import HabitStore
import SQLite

/// Reads a Loop Habit Tracker backup (`Loop Habits Backup 2024-05-01 093000.db`, schema 8 to 25) into an
/// ``ImportBatch``.
///
/// Habits are keyed by Loop's uuid (schema 24 on, the `loop` source), else by their id and name in the file
/// (`id:15:Read`, the `loop-row` source), so importing the backup again, or a newer one of the same phone, adds
/// only what is new.
/// Repetitions become:
/// - a done day (2, or any row before schema 16): a completion, with its note;
/// - a skipped day (3): a skipped mark;
/// - an explicit "not done" (0): a failed mark for a habit checked daily; for a habit judged on a window of
///   days it is ignored, since Loop lets the window carry such a day while a failed mark fails it here;
/// - a numerical habit's amount (stored x1000): a completion of that amount; 3 and -1 there mean skipped and
///   unknown, as for yes/no habits;
/// - unknown (-1) and automatic (1, derived by Loop from the frequency): nothing, counted as ignored.
///
/// A timestamp is the UTC midnight of the local day the user checked, so the day is the timestamp's UTC date.
/// Like Loop's own migration 22, a repeated (habit, day) keeps its first row, and rows of no habit or no day
/// are dropped; both are counted as ignored.
struct LoopBackupParser {
  private let file: LoopBackupFile
  private var batch: ImportBatch
  /// Per Loop habit id: its activity's index in the batch, and whether it is numerical or judged daily.
  private var habits: [Int64: (key: Int, isNumerical: Bool, isDaily: Bool)] = [:]

  init(file: LoopBackupFile, batch: ImportBatch) {
    self.file = file
    self.batch = batch
    self.batch.listsActivities = true
    self.batch.positionsAreRelative = true
  }

  mutating func parse() throws -> ImportBatch {
    do {
      try readHabits()
      try readRepetitions()
    } catch let error as SQLiteError {
      throw LoopBackupFile.refusal(
        "the backup cannot be read: \(error.message)", hint: "The file is damaged: make a new backup in Loop.")
    }
    return batch
  }

  // MARK: Habits

  private mutating func readHabits() throws {
    let columns = file.habitColumns
    let order = columns.contains("position") ? "position, id" : "id"
    let sql = "SELECT \(columns.joined(separator: ", ")) FROM main.Habits ORDER BY \(order)"
    var found: [(id: Int64, habit: LoopHabit)] = []
    try file.connection.forEach(sql) { row in
      let values = LoopRowValues(row: row, columns: columns, table: "Habits")
      found.append(try habit(values))
    }
    let names = LoopHabit.uniqueNames(found.map(\.habit.name))
    for ((id, habit), name) in zip(found, names) {
      if let problem = LoopHabit.nameProblem(name) {
        throw error(id: id, problem, hint: "Rename the habit in Loop, make a new backup and import that.")
      }
      batch.activities.append(habit.activity(named: name, at: InputLocation(line: 0, column: 0)))
      habits[id] = (batch.activities.count - 1, habit.isNumerical, habit.denominator == 1)
    }
  }

  private mutating func habit(_ row: LoopRowValues) throws -> (id: Int64, habit: LoopHabit) {
    let id = try row.integer("id")!
    let uuid = file.version >= 24 ? try row.text("uuid") : nil
    let name = try row.text("name") ?? ""
    var habit = LoopHabit(name: name, source: Self.source(id: id, name: name, uuid: uuid))
    switch try row.integer("archived") ?? 0 {
    case 0: habit.archived = false
    case 1: habit.archived = true
    case let other: throw row.invalid("archived", "\(other)", expected: "0 or 1")
    }
    habit.color = try row.integer("color").map { LoopPalette.color($0, schemaVersion: file.version) }
    if file.habitColumns.contains("position") { habit.position = try row.integer("position").map { Int(clamping: $0) } }
    // Before schema 23 the description column held the question.
    habit.description = try row.text("description") ?? ""
    if file.version >= 23 { habit.question = try row.text("question") ?? "" }
    guard let numerator = try row.integer("freq_num"), let denominator = try row.integer("freq_den") else {
      throw error(id: id, "the habit has no frequency (freq_num, freq_den)", hint: Self.damagedHint)
    }
    (habit.numerator, habit.denominator) = (Int(clamping: numerator), Int(clamping: denominator))
    if try row.integer("reminder_hour") != nil {
      batch.ignore("reminders (habit's are a member's: habit settings reminder)")
    }
    if file.version >= 16 {
      switch try row.integer("type") ?? 0 {
      case 0: habit.isNumerical = false
      case 1: habit.isNumerical = true
      case let other: throw row.invalid("type", "\(other)", expected: "0 (yes or no) or 1 (numerical)")
      }
    }
    if file.version >= 18 {
      switch try row.integer("target_type") ?? 0 {
      case 0: habit.atMost = false
      case 1: habit.atMost = true
      case let other: throw row.invalid("target_type", "\(other)", expected: "0 (at least) or 1 (at most)")
      }
      habit.target = try row.real("target_value") ?? 0
      habit.unit = try row.text("unit") ?? ""
    }
    if let problem = habit.goalProblem {
      throw error(id: id, problem, hint: "Change the habit's frequency in Loop, make a new backup and import that.")
    }
    return (id, habit)
  }

  /// The habit's identity across backups: Loop's uuid (source `loop`); before schema 24, its row id with its name
  /// (`id:21:Vegan`), since row ids start at 1 on every phone: the id alone would take another phone's habit 1
  /// for this one. Row ids are a source of their own, `loop-row`: Loop gives every habit a new uuid when it
  /// upgrades to schema 24, so a newer backup's habit finds the activity an older backup made by its name.
  static func source(id: Int64, name: String, uuid: String?) -> ActivitySource {
    if let uuid = uuid?.trimmed.lowercased(), !uuid.isEmpty { return ActivitySource(source: "loop", key: uuid) }
    return ActivitySource(source: "loop-row", key: "id:\(id):\(name.trimmed)")
  }

  // MARK: Repetitions

  private mutating func readRepetitions() throws {
    let columns = file.repetitionColumns
    let sql = "SELECT \(columns.joined(separator: ", ")) FROM main.Repetitions ORDER BY habit, timestamp, id"
    var previous: (habit: Int64, timestamp: Int64)?
    try file.connection.forEach(sql) { row in
      let values = LoopRowValues(row: row, columns: columns, table: "Repetitions")
      let habitID = try values.integer("habit")
      let timestamp = try values.integer("timestamp")
      let note = file.version >= 25 ? try values.text("notes").flatMap { $0.isEmpty ? nil : $0 } : nil
      guard let habitID, let habit = habits[habitID] else {
        batch.ignore("repetitions of a habit the backup does not have (Loop deletes them too)")
        return
      }
      guard let timestamp else {
        batch.ignore("repetitions without a day (Loop deletes them too)")
        return
      }
      if let previous, previous == (habitID, timestamp) {
        batch.ignore("a day repeated for the same habit (Loop keeps the first)")
        return
      }
      previous = (habitID, timestamp)
      let day = try self.day(timestamp, row: values)
      let value = file.version >= 16 ? try values.integer("value") : 2
      guard let value else { throw values.invalid("value", "NULL", expected: "a number") }
      try add(value, on: day, note: note, habit: habit, row: values)
    }
  }

  private mutating func add(
    _ value: Int64, on day: String, note: String?, habit: (key: Int, isNumerical: Bool, isDaily: Bool),
    row: LoopRowValues
  ) throws {
    let stage = batch.stage
    switch (value, habit.isNumerical) {
    case (3, _):
      try stage.addMark(
        activity: habit.key, day: day, mark: .skipped, note: note, createdAt: nil, location: Self.noLocation)
    case (-1, _):
      batch.ignoreDay("days marked unknown (nothing entered)", note: note)
    case (2, false):
      try batch.addDone(on: day, note: note, key: habit.key)
    case (0, false) where habit.isDaily:
      try stage.addMark(
        activity: habit.key, day: day, mark: .failed, note: note, createdAt: nil, location: Self.noLocation)
    case (0, false):
      batch.ignoreDay("not-done days of habits judged on several days (Loop lets the window carry them)", note: note)
    case (1, false):
      batch.ignoreDay("days Loop checked automatically from the frequency (derived)", note: note)
    case (0..., true):
      try stage.addDayValue(activity: habit.key, day: day, amount: Double(value) / 1000, note: note)
    default:
      throw row.invalid(
        "value", "\(value)",
        expected: habit.isNumerical
          ? "an amount x 1000 of 0 or more, 3 (skipped) or -1 (unknown)"
          : "2 (done), 0 (not done), 3 (skipped), 1 (automatic) or -1 (unknown)")
    }
  }

  /// The UTC date of a Loop timestamp, which must be a midnight.
  private func day(_ timestamp: Int64, row: LoopRowValues) throws -> String {
    let (days, rest) = timestamp.quotientAndRemainder(dividingBy: 86_400_000)
    guard rest == 0 else {
      throw row.invalid("timestamp", "\(timestamp)", expected: "the UTC midnight (a multiple of 86400000 ms) of a day")
    }
    let day = Day(ordinal: Int(days))
    guard (1...9999).contains(day.year) else {
      throw row.invalid("timestamp", "\(timestamp)", expected: "a day between the years 1 and 9999")
    }
    return day.description
  }

  /// Marks from a backup have no line to point at; the stage needs one only for a day marked twice, which the
  /// order of the query rules out.
  private static let noLocation = InputLocation(line: 0, column: 0)

  static let damagedHint = "The backup is damaged or not Loop's: make a new backup in Loop and import that."

  private func error(id: Int64, _ message: String, hint: String) -> ImportError {
    LoopBackupFile.refusal("Habits row with id \(id): \(message)", hint: hint)
  }
}
