import HabitCore
import HabitScreens
import SQLite

/// The steps of applying an ``ImportBatch``, run inside the import's transaction with the stage attached.
struct ImportApplier {
  /// What became of one of the batch's activities.
  enum Fate {
    case mapped(id: Int64, isNew: Bool)
    /// It contradicts the database; nothing of it is written.
    case conflicting
    /// Its user was not selected with `--user`.
    case skipped
  }

  /// The ``Fate`` of each activity, by key, kept as runs of keys whose fates follow a line: activities created one
  /// after another get ids one after another, so 1,000,000 habits created in a row are one run of 16 bytes, not
  /// 1,000,000 fates of 16 bytes each.
  struct Fates: RandomAccessCollection {
    /// A fate as a number: a mapped activity's id shifted left once, with whether it is new in the lowest bit;
    /// -1 conflicting, -2 skipped. Key `start + n` of a run has `first + n * step`, up to the next run's start.
    private struct Run {
      let start: Int32
      var step: Int32
      let first: Int64
    }

    private var runs: [Run] = []
    private(set) var endIndex = 0

    var startIndex: Int { 0 }

    subscript(key: Int) -> Fate {
      precondition(key >= 0 && key < endIndex, "no fate \(key)")
      // The last run that starts at or before the key.
      var (low, high) = (0, runs.count - 1)
      while low < high {
        let middle = (low + high + 1) / 2
        if Int(runs[middle].start) <= key { low = middle } else { high = middle - 1 }
      }
      let run = runs[low]
      switch run.first + Int64(key - Int(run.start)) * Int64(run.step) {
      case -1: return .conflicting
      case -2: return .skipped
      case let word: return .mapped(id: word >> 1, isNew: word & 1 == 1)
      }
    }

    mutating func append(_ fate: Fate) {
      let word: Int64 =
        switch fate {
        case .mapped(let id, let isNew): id << 1 | (isNew ? 1 : 0)
        case .conflicting: -1
        case .skipped: -2
        }
      defer { endIndex += 1 }
      if let last = runs.last {
        let offset = Int64(endIndex - Int(last.start))
        if offset == 1, let step = Int32(exactly: word - last.first) {
          runs[runs.count - 1].step = step
          return
        }
        if last.first + offset * Int64(last.step) == word { return }
      }
      runs.append(Run(start: Int32(endIndex), step: 0, first: word))
    }
  }

  let database: HabitDatabase
  let batch: ImportBatch
  let options: ImportOptions
  var db: Connection { database.db }
  var report: ImportReport
  /// Per user of the batch: the database user, or nil when not selected.
  var users: [User?] = []
  /// Per activity of the batch, in its order.
  var fates = Fates()
  /// Per activity of the batch, how many of its day values, and of its marks by kind, contradict the database.
  var dayValueConflicts: [Int: Int] = [:]
  var markConflicts: [Int: [String: Int]] = [:]
  var ignored: [String: Int]
  /// Shared activities a member's file named (by name, without an id), with that member: what the file records
  /// for them is credited to the member (see ``sharedActivity(named:for:)``).
  var creditedByName: [Int64: Int64] = [:]
  /// Per user id: see ``placeOfNextActivity(of:)``.
  var nextPlaces: [Int64: (count: Int, position: Int)] = [:]
  /// Per user id, the position after the last of the activities they had before the import.
  var firstPlaces: [Int64: Int] = [:]
  let statements: Statements
  /// Goals of created activities waiting in `temp.import_goals` (see ``flushGoals()``).
  var pendingGoals = 0
  /// The database's activities' ids and names, kept in step as the import creates more, when
  /// ``loadKnownActivities()`` read them; nil: each is looked up in the database.
  var known: KnownActivities?
  /// By activity key, the required amounts of the activities this import created that have one (and, once
  /// their listed days are inserted, of those the database had); a dictionary, since most have none.
  var requiredAmounts: [Int: Double] = [:]
  var doneDaysTableFilled = false
  /// Activities created but not yet written, with the ids they get (see ``flushCreatedActivities()``).
  var created: [ActivityRow] = []
  /// The id the next activity created gets when ids are given (``known`` is loaded); nil: SQLite gives them.
  var nextActivityID: Int64?

  /// The statements run once per activity, prepared once: a file of the dates layout may name 100,000 habits.
  struct Statements {
    let activityByUUID: PreparedStatement
    let activityByName: PreparedStatement
    let sharedActivityByName: PreparedStatement
    let insertActivity: PreparedStatement
    let deferGoal: PreparedStatement
    let insertMapping: PreparedStatement
    let requiredAmount: PreparedStatement
    /// ``doneDaysPerInsert`` once-per-day rows of new activities: `now`, then each row's activity, day, amount.
    let insertDoneDays: PreparedStatement
    let insertDoneDay: PreparedStatement
    /// A once-per-day row of an activity the database had: added only when it has no completion that day.
    let insertMissingDoneDay: PreparedStatement
    /// One INSERT of many rows saves each row a statement's start and end.
    static let doneDaysPerInsert = 64

    init(_ db: Connection) throws {
      activityByUUID = try db.prepare("SELECT id, user_id, name FROM activities WHERE uuid = ?")
      activityByName = try db.prepare(
        "SELECT id, name FROM activities WHERE user_id = ? AND name = ? COLLATE NOCASE")
      sharedActivityByName = try db.prepare("SELECT id, name FROM activities WHERE shared = 1 AND name = ?")
      insertActivity = try db.prepare(
        """
        INSERT INTO activities (id, uuid, user_id, name, description, icon, color, unit, required_amount, created_on,
                                archived, position, shared, private, section)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
      deferGoal = try db.prepare("INSERT INTO temp.import_goals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
      insertMapping = try db.prepare("INSERT INTO temp.import_map VALUES (?, ?, ?)")
      requiredAmount = try db.prepare("SELECT required_amount FROM activities WHERE id = ?")
      // OR FAIL: see ``writeRows(ofNewActivities:in:_:)``.
      let doneDay = "INSERT OR FAIL INTO completions (activity_id, day, amount, created_at) VALUES "
      insertDoneDays = try db.prepare(
        doneDay
          + (0..<Self.doneDaysPerInsert).map { "(?\(2 + 3 * $0), ?\(3 + 3 * $0), ?\(4 + 3 * $0), ?1)" }
          .joined(separator: ", "))
      insertDoneDay = try db.prepare(doneDay + "(?2, ?3, ?4, ?1)")
      insertMissingDoneDay = try db.prepare(
        """
        INSERT INTO completions (activity_id, day, amount, created_at) SELECT ?2, ?3, ?4, ?1
        WHERE NOT EXISTS (SELECT 1 FROM completions WHERE activity_id = ?2 AND day = ?3)
        """)
    }
  }

  /// Makes the applier's temporary tables, which the import's transaction drops, or rolls back with the rest.
  init(database: HabitDatabase, batch: ImportBatch, options: ImportOptions) throws {
    self.database = database
    self.batch = batch
    self.options = options
    report = ImportReport(format: batch.format, dryRun: options.dryRun)
    ignored = batch.ignored
    try database.db.execute(
      """
      CREATE TEMP TABLE import_map (key INTEGER PRIMARY KEY, activity_id INTEGER NOT NULL, is_new INTEGER NOT NULL);
      CREATE TEMP TABLE import_goals (
        activity_id INTEGER, effective_from TEXT, measure TEXT, comparison TEXT, target REAL, period TEXT,
        window_days INTEGER, required_amount REAL, unit TEXT, weekdays INTEGER);
      """)
    statements = try Statements(database.db)
  }

  mutating func apply() throws -> ImportReport {
    try resolveUsers()
    try resolveActivities()
    try flushGoals()
    if needsActivityMap { try writeActivityMap() }
    if batch.listsActivities { try countRecordsPerActivity(into: "import_before") }
    let lastCompletion = try db.scalar("SELECT coalesce(max(id), 0) FROM completions", as: Int64.self) ?? 0
    try applyCompletions()
    try applyDayValues()
    try creditSharedCompletions(after: lastCompletion)
    try applyMarks()
    if batch.listsActivities { try describeActivities() }
    try applySettings()
    try applyPlans()
    try applyChallenges()
    try applyPauses()
    try db.execute("DROP TABLE temp.import_map; DROP TABLE temp.import_goals")
    if doneDaysTableFilled { try db.execute("DROP TABLE temp.import_days") }
    report.ignored = ignored.filter { $0.value > 0 }.sorted { $0.key < $1.key }
      .map { ImportReport.Ignored(reason: $0.key, count: $0.value) }
    return report
  }

  // MARK: Users

  mutating func resolveUsers() throws {
    if let only = options.onlyUser, !batch.users.isEmpty,
      !batch.users.contains(where: { sameName($0.name, only) })
    {
      throw StoreError.userNotFound(
        name: only, suggestions: closestNames(to: only, in: batch.users.map(\.name)))
    }
    for imported in batch.users {
      let found =
        try imported.uuid.flatMap { try database.user(uuid: $0) } ?? database.userIfExists(named: imported.name)
      // A user the file names must exist, even one whose records are not imported: the file is checked whole.
      guard found != nil || imported.role == .defined else {
        throw ImportError(
          "no user '\(imported.name)' in the database", at: imported.location,
          hint: "Add them first with: habit user add \(imported.name.shellWord)")
      }
      if let only = options.onlyUser, !sameName(imported.name, only) {
        users.append(nil)
        continue
      }
      if let found {
        if imported.role == .defined { report.users.present += 1 }
        // A member's own day start and reminder come with them unless they already have others.
        let dayStartAgrees = try adoptOwn(.dayStart, imported.dayStart, of: found)
        let reminderAgrees = try adoptOwn(.reminder, imported.reminder, of: found)
        if !dayStartAgrees || !reminderAgrees { report.users.conflicting += 1 }
        users.append(found)
        continue
      }
      let name = try checked(at: imported.location, "Give the user a name of 1 to 100 characters on one line.") {
        try database.validName(imported.name, what: "user")
      }
      let uuid = imported.uuid ?? ExternalID.make()
      if let createdAt = imported.createdAt {
        try db.run(
          "INSERT INTO users (uuid, name, created_at, day_start, reminder) VALUES (?, ?, ?, ?, ?)",
          [uuid, name, createdAt, imported.dayStart, imported.reminder])
      } else {
        try db.run(
          "INSERT INTO users (uuid, name, day_start, reminder) VALUES (?, ?, ?, ?)",
          [uuid, name, imported.dayStart, imported.reminder])
      }
      users.append(User(id: db.lastInsertRowID, uuid: uuid, name: name))
      report.users.added += 1
    }
  }

  /// A member's own setting, as the users table keeps it beside the household's.
  private enum OwnSetting: String {
    case dayStart = "day_start"
    case reminder
  }

  /// Gives an existing member the file's own setting when they have none; false when they have another (a
  /// conflict: theirs stays).
  private func adoptOwn(_ setting: OwnSetting, _ value: String?, of user: User) throws -> Bool {
    guard let value else { return true }
    let column = setting.rawValue
    let own = try db.scalar("SELECT \(column) FROM users WHERE id = ?", [user.id], as: String?.self) ?? nil
    if own == nil { try db.run("UPDATE users SET \(column) = ? WHERE id = ?", [value, user.id]) }
    return own == nil || own == value
  }

  /// Names compare as the schema compares them: ignoring ASCII case only (COLLATE NOCASE). Byte by byte, without
  /// copying either: a lookup may compare a name with each of thousands of activities waiting to be written.
  func sameName(_ a: String, _ b: String) -> Bool {
    func fold(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte }
    return a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8) { fold($0) == fold($1) }
  }

  // MARK: Errors

  /// Runs a store check, turning its refusal into an input error at `location`.
  func checked<T>(at location: InputLocation, _ hint: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError {
      throw ImportError(error.description, at: location, hint: hint)
    }
  }
}
