import HabitCore
import HabitStore

/// What the command-line trackers (harsh, habitctl) have in common: habits known by name, and a log with at most
/// one outcome per habit and day, where a repeated line either replaces the earlier one (harsh) or is ignored
/// (habitctl).
///
/// A log line may name a habit the habits file no longer lists (the person removed it, keeping its history): it
/// becomes an archived activity without a goal of its own (``Goal/trackOnly``), so no history is lost.
struct TrackerLog {
  /// Which of two lines for the same habit and day counts.
  enum Repeats {
    case lastWins
    case firstWins
  }

  /// One day's outcome.
  enum Outcome {
    case done(amount: Double?)
    case notDone
    case skipped
  }

  private struct Entry {
    let outcome: Outcome
    let note: String?
    let location: InputLocation
  }

  private struct EntryKey: Hashable {
    let activity: Int
    let day: String
  }

  var batch: ImportBatch
  let repeats: Repeats
  /// Whether a "not done" day is a failed mark only on a habit with a daily goal, and otherwise dropped: harsh
  /// never lets an `n` make a window unmet, and never scores a habit it only tracks.
  var failsOnlyDailyGoals = false
  /// Goals wait for the log: they take effect from the habit's first day in it.
  private var frequencies: [Int: Goal] = [:]
  private var byName: [NameKey: (key: Int, line: Int)] = [:]
  private var entries: [EntryKey: Entry] = [:]

  init(batch: ImportBatch, repeats: Repeats, today: Day) {
    self.batch = batch
    batch.stage.today = today
    self.repeats = repeats
  }

  /// Adds a habit of the habits file; `at` is where its name is.
  mutating func addHabit(
    _ name: String, goal: Goal, archived: Bool = false, section: String? = nil, at location: InputLocation
  ) throws(ImportError) {
    try Self.check(name, at: location, file: "habits")
    if let first = byName[NameKey(name)] {
      throw ImportError(
        "the habit \(ImportValues.quoted(name)) is listed twice (first on line \(first.line))", at: location,
        hint: "The log finds habits by name, ignoring case: keep one line per habit.", file: "habits")
    }
    var activity = ImportedActivity(name: name, location: location)
    activity.archived = archived
    activity.section = section
    batch.activities.append(activity)
    let key = batch.activities.count - 1
    frequencies[key] = goal
    byName[NameKey(name)] = (key, location.line)
  }

  /// Records a log line's outcome for a habit on a day, creating the habit when the habits file lacks it.
  mutating func record(
    _ outcome: Outcome, habit name: String, day: String, note: String?, at location: InputLocation,
    nameColumn: Int
  ) throws(ImportError) {
    let key: Int
    if let known = byName[NameKey(name)] {
      key = known.key
    } else {
      try Self.check(name, at: InputLocation(line: location.line, column: nameColumn), file: "log")
      var activity = ImportedActivity(name: name, location: location)
      activity.archived = true
      batch.activities.append(activity)
      key = batch.activities.count - 1
      frequencies[key] = .trackOnly
      byName[NameKey(name)] = (key, location.line)
    }
    let entryKey = EntryKey(activity: key, day: day)
    if entries[entryKey] != nil {
      switch repeats {
      case .lastWins: batch.ignore("log lines replaced by a later line for the same habit and day")
      case .firstWins:
        batch.ignore("log lines repeating a habit and day (the first counts)")
        return
      }
    }
    entries[entryKey] = Entry(outcome: outcome, note: note, location: location)
  }

  /// Stages every outcome, each habit's days in order, and gives every habit its goal from its first day in the
  /// log (else `today`).
  mutating func finish(today: Day) throws -> ImportBatch {
    var firstDay: [Int: String] = [:]
    for key in entries.keys where firstDay[key.activity].map({ key.day < $0 }) ?? true {
      firstDay[key.activity] = key.day
    }
    for (key, goal) in frequencies {
      let start = try firstDay[key].map { try Day(parsing: $0) } ?? today
      batch.activities[key].createdOn = start
      batch.activities[key].goals = [GoalChange(effectiveFrom: start, goal: goal)]
    }
    let ordered = entries.sorted { ($0.key.activity, $0.key.day) < ($1.key.activity, $1.key.day) }
    for (key, entry) in ordered {
      switch entry.outcome {
      case .done(let amount):
        try batch.stage.addCompletion(
          activity: key.activity, day: key.day, amount: amount, note: entry.note, createdAt: nil, oncePerDay: false,
          at: entry.location)
      case .notDone where failsOnlyDailyGoals && !(frequencies[key.activity]?.isDailyTarget ?? false):
        batch.ignore("not-done days of habits judged over several days or only tracked (they never miss a window)")
        if entry.note != nil { batch.ignore("notes of days not imported") }
      case .notDone:
        try batch.stage.addMark(
          activity: key.activity, day: key.day, mark: .failed, note: entry.note, createdAt: nil,
          location: entry.location)
      case .skipped:
        try batch.stage.addMark(
          activity: key.activity, day: key.day, mark: .skipped, note: entry.note, createdAt: nil,
          location: entry.location)
      }
    }
    batch.listsActivities = true
    return batch
  }

  /// A name the database can keep, checked here so that the error can name the file it is in.
  private static func check(_ name: String, at location: InputLocation, file: String) throws(ImportError) {
    if name.isEmpty {
      throw ImportError("the habit's name is missing", at: location, hint: "Give every habit a name.", file: file)
    }
    if name.count > 100 {
      throw ImportError(
        "a habit name longer than 100 characters", at: location,
        hint: "habit keeps names of up to 100 characters: shorten it in both files.", file: file)
    }
  }
}

extension Goal {
  /// At least one a calendar day: the goals on which a day not done is already a day missed.
  var isDailyTarget: Bool { period == .day && comparison == .atLeast && target >= 1 }

  /// A habit tracked without a goal (harsh's and habitctl's frequency 0, "never scored"): at least 0 times a day,
  /// which every day meets, so it never warns. Habit has no goal-less activities; this is the nearest.
  static let trackOnly = Goal(target: 0, period: .day)

  /// Once every `days` days, as harsh and habitctl count: a rolling window, except that 1 is daily and 0 is
  /// ``trackOnly``; nil when the window is longer than habit's 366 days.
  static func once(every days: Int) -> Goal? {
    times(days == 0 ? 0 : 1, inAny: max(days, 1))
  }

  /// `times` in any `days` consecutive days; exactly daily is the calendar day. Nil beyond 366 days.
  static func times(_ times: Int, inAny days: Int) -> Goal? {
    if times == 0 { return .trackOnly }
    if days == 1 { return Goal(target: Double(times), period: .day) }
    guard days <= 366 else { return nil }
    return Goal(target: Double(times), period: .rolling(days: days))
  }
}

/// Runs `body`, placing any error it throws in `file` of the imported folder.
func inFile<T>(_ file: String, _ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch var error as ImportError {
    error.file = file
    throw error
  }
}
