import HabitCore
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
  private(set) var users: [User?] = []
  /// Per activity of the batch, in its order.
  private(set) var fates = Fates()
  /// Per activity of the batch, how many of its day values, and of its marks by kind, contradict the database.
  private(set) var dayValueConflicts: [Int: Int] = [:]
  private(set) var markConflicts: [Int: [String: Int]] = [:]
  private var ignored: [String: Int]
  /// Per user id: see ``placeOfNextActivity(of:)``.
  private var nextPlaces: [Int64: (count: Int, position: Int)] = [:]
  private let statements: Statements
  /// Goals of created activities waiting in `temp.import_goals` (see ``flushGoals()``).
  private var pendingGoals = 0
  /// The database's activities' ids and names, kept in step as the import creates more, when
  /// ``loadKnownActivities()`` read them; nil: each is looked up in the database.
  private var known: KnownActivities?
  /// By activity key, the required amounts of the activities this import created that have one (and, once
  /// their listed days are inserted, of those the database had); a dictionary, since most have none.
  private var requiredAmounts: [Int: Double] = [:]
  private var doneDaysTableFilled = false
  /// Activities created but not yet written, with the ids they get (see ``flushCreatedActivities()``).
  private var created: [ActivityRow] = []
  /// The id the next activity created gets when ids are given (``known`` is loaded); nil: SQLite gives them.
  private var nextActivityID: Int64?

  /// The statements run once per activity, prepared once: a file of the dates layout may name 100,000 habits.
  private struct Statements {
    let activityByUUID: PreparedStatement
    let activityByName: PreparedStatement
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
      insertActivity = try db.prepare(
        """
        INSERT INTO activities (id, uuid, user_id, name, description, icon, color, unit, required_amount, created_on,
                                archived, position)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
      deferGoal = try db.prepare("INSERT INTO temp.import_goals VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
      insertMapping = try db.prepare("INSERT INTO temp.import_map VALUES (?, ?, ?)")
      requiredAmount = try db.prepare("SELECT required_amount FROM activities WHERE id = ?")
      let doneDay = "INSERT INTO completions (activity_id, day, amount, created_at) VALUES "
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
        window_days INTEGER, required_amount REAL, unit TEXT);
      """)
    statements = try Statements(database.db)
  }

  mutating func apply() throws -> ImportReport {
    try resolveUsers()
    try resolveActivities()
    try flushGoals()
    if needsActivityMap { try writeActivityMap() }
    if batch.listsActivities { try countRecordsPerActivity(into: "import_before") }
    try applyCompletions()
    try applyDayValues()
    try applyMarks()
    if batch.listsActivities { try describeActivities() }
    try applySettings()
    try applyPlans()
    try applyChallenges()
    try db.execute("DROP TABLE temp.import_map; DROP TABLE temp.import_goals")
    if doneDaysTableFilled { try db.execute("DROP TABLE temp.import_days") }
    report.ignored = ignored.filter { $0.value > 0 }.sorted { $0.key < $1.key }
      .map { ImportReport.Ignored(reason: $0.key, count: $0.value) }
    return report
  }

  // MARK: Users

  private mutating func resolveUsers() throws {
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
        if let dayStart = imported.dayStart {
          // A member's own day start comes with them unless they already have another.
          let own = try db.scalar("SELECT day_start FROM users WHERE id = ?", [found.id], as: String?.self) ?? nil
          if own == nil {
            try db.run("UPDATE users SET day_start = ? WHERE id = ?", [dayStart, found.id])
          } else if own != dayStart {
            report.users.conflicting += 1
          }
        }
        users.append(found)
        continue
      }
      let name = try checked(at: imported.location, "Give the user a name of 1 to 100 characters on one line.") {
        try database.validName(imported.name, what: "user")
      }
      let uuid = imported.uuid ?? ExternalID.make()
      if let createdAt = imported.createdAt {
        try db.run(
          "INSERT INTO users (uuid, name, created_at, day_start) VALUES (?, ?, ?, ?)",
          [uuid, name, createdAt, imported.dayStart])
      } else {
        try db.run("INSERT INTO users (uuid, name, day_start) VALUES (?, ?, ?)", [uuid, name, imported.dayStart])
      }
      users.append(User(id: db.lastInsertRowID, uuid: uuid, name: name))
      report.users.added += 1
    }
  }

  /// Names compare as the schema compares them: ignoring ASCII case only (COLLATE NOCASE). Byte by byte, without
  /// copying either: a lookup may compare a name with each of thousands of activities waiting to be written.
  private func sameName(_ a: String, _ b: String) -> Bool {
    func fold(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte }
    return a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8) { fold($0) == fold($1) }
  }

  // MARK: Activities

  private mutating func resolveActivities() throws {
    try loadKnownActivities()
    for (key, imported) in batch.activities.enumerated() {
      let owner: User
      if let index = imported.user {
        guard let user = users[index] else {
          fates.append(.skipped)
          continue
        }
        owner = user
      } else {
        guard let acting = options.actingUser else { throw StoreError.noUsers }
        owner = acting
      }
      fates.append(try resolve(imported, key: key, owner: owner))
    }
    try flushCreatedActivities()
  }

  private mutating func resolve(_ imported: ImportedActivity, key: Int, owner: User) throws -> Fate {
    let name = try checked(at: imported.location, "Give the activity a name of 1 to 100 characters on one line.") {
      try database.validName(imported.name, what: "activity")
    }
    try checked(
      at: imported.location,
      "Remove the control characters; keep it to one short line (a description may have several)."
    ) {
      try database.validDetails(description: imported.description, icon: imported.icon, unit: imported.unit)
    }
    if let source = imported.source { return try resolve(imported, key: key, name: name, from: source, owner: owner) }
    if let uuid = imported.uuid, let (id, userID, existingName) = try activity(uuid: uuid) {
      guard userID == owner.id else {
        return conflict(
          "activity \(uuid) (\(existingName)) is \(try database.userName(userID))'s in the database but "
            + "\(owner.name)'s in the file: its records were not imported")
      }
      if imported.nameIsGiven, name != existingName {
        return try renamed(id, named: existingName, uuid: uuid, for: imported, fileName: name)
      }
      return try existing(id, named: existingName, for: imported)
    }
    if let (id, existingName) = try activity(named: name, of: owner.id) {
      guard let uuid = imported.uuid else { return try existing(id, named: existingName, for: imported) }
      let existingUUID = try db.scalar("SELECT uuid FROM activities WHERE id = ?", [id], as: String.self) ?? "?"
      return conflict(
        "\(owner.name) has \(existingName) with the id \(existingUUID) in the database and \(name) with the id "
          + "\(uuid) in the file, so \(uuid) was not imported: rename one of them and import again")
    }
    return .mapped(id: try create(imported, key: key, name: name, owner: owner), isNew: true)
  }

  /// The activity of any user with id `uuid`: its id, user and name.
  private mutating func activity(uuid: String) throws -> (Int64, Int64, String)? {
    if let known, !known.mayHave(uuid: uuid) { return nil }
    if created.contains(where: { $0.uuid == uuid }) { try flushCreatedActivities() }
    return try statements.activityByUUID.first(
      uuid, decode: { (try $0[0] as Int64, try $0[1] as Int64, try $0[2] as String) })
  }

  /// The user's activity named `name`, ignoring ASCII case as the schema does: its id and name.
  private mutating func activity(named name: String, of userID: Int64) throws -> (Int64, String)? {
    if let known, !known.mayHave(name: name, of: userID) { return nil }
    if created.contains(where: { $0.userID == userID && sameName($0.name, name) }) { try flushCreatedActivities() }
    return try statements.activityByName.first(userID, name, decode: { (try $0[0] as Int64, try $0[1] as String) })
  }

  /// Reads the database's activities' ids and names once, when they are few next to the batch's (at most four
  /// times as many, judged by the largest id): two indexed lookups for each of 100,000 habits cost more than
  /// reading them all, and then only a possible match is looked up.
  private mutating func loadKnownActivities() throws {
    let count = batch.activities.count
    guard count >= 64, let largest = try db.scalar("SELECT coalesce(max(id), 0) FROM activities", as: Int.self),
      largest <= 4 * count
    else { return }
    var loaded = KnownActivities(capacity: largest + count)
    try db.forEach("SELECT uuid, user_id, name FROM activities") { row in
      loaded.add(uuid: try row[0], userID: try row[1], name: try row[2])
    }
    known = loaded
    // Below half of the largest rowid, ids given one after another never reach it, as SQLite's own would not.
    if largest < Int.max / 2 { nextActivityID = Int64(largest) + 1 }
  }

  /// An activity another tracker knows by its own id (``ImportedActivity/source``): found by that id; else the
  /// user's activity of the same name, when it has no id from that source yet (one made by hand, or imported
  /// from a format without ids), which takes the id on; else created, with a visible suffix when the name is
  /// taken, since an activity of that name that has an id from the source is another of the tracker's habits.
  private mutating func resolve(
    _ imported: ImportedActivity, key: Int, name: String, from source: ActivitySource, owner: User
  ) throws -> Fate {
    // Its lookups join activities, which must hold every activity created so far.
    try flushCreatedActivities()
    if let (id, userID, existingName) = try db.queryFirst(
      """
      SELECT a.id, a.user_id, a.name FROM activity_sources s JOIN activities a ON a.id = s.activity_id
      WHERE s.source = ? AND s.source_key = ?
      """, [source.source, source.key],
      decode: { (try $0[0] as Int64, try $0[1] as Int64, try $0[2] as String) })
    {
      guard userID == owner.id else {
        return conflict(
          "\(imported.name) was imported from this \(source.source) data for \(try database.userName(userID)) "
            + "(as \(existingName)), not for \(owner.name): its records were not imported")
      }
      return try existing(id, named: existingName, for: imported)
    }
    if let (id, existingName) = try db.queryFirst(
      """
      SELECT a.id, a.name FROM activities a WHERE a.user_id = ? AND a.name = ? COLLATE NOCASE
        AND NOT EXISTS (SELECT 1 FROM activity_sources s WHERE s.activity_id = a.id AND s.source = ?)
      """, [owner.id, name, source.source],
      decode: { (try $0[0] as Int64, try $0[1] as String) })
    {
      try insertSource(source, activityID: id)
      return try existing(id, named: existingName, for: imported)
    }
    let unused = try unusedName(name, owner: owner)
    return .mapped(id: try create(imported, key: key, name: unused, owner: owner), isNew: true)
  }

  /// The activity the database has for `imported`, which gets its records and is compared with its goals.
  private mutating func existing(_ id: Int64, named name: String, for imported: ImportedActivity) throws -> Fate {
    report.activities.present += 1
    // It may be one this import created, whose goals are still waiting.
    try flushGoals()
    try applyGoals(imported, to: id, name: name)
    return .mapped(id: id, isNew: false)
  }

  /// The activity the database has under the file's id but another name: its records are imported into it, and
  /// the name stays the database's, reported as a conflict (the file cannot tell which of the two is newer).
  private mutating func renamed(
    _ id: Int64, named name: String, uuid: String, for imported: ImportedActivity, fileName: String
  ) throws -> Fate {
    let fate = try existing(id, named: name, for: imported)
    report.activities.present -= 1
    report.activities.conflicting += 1
    report.renamedActivities += 1
    report.addConflict(
      "activity \(uuid) is named \(fileName) in the file but \(name) in the database: its records were imported "
        + "into \(name), which keeps its name")
    return fate
  }

  /// An activity that contradicts the database, described by `text`: nothing of it is written.
  private mutating func conflict(_ text: String) -> Fate {
    report.activities.conflicting += 1
    report.addConflict(text)
    return .conflicting
  }

  /// `name`, or `name (2)`, `name (3)`, ... whichever the user does not have yet (shortened to fit 100 characters).
  private func unusedName(_ name: String, owner: User) throws -> String {
    var candidate = name
    var number = 1
    while try db.scalar(
      "SELECT count(*) FROM activities WHERE user_id = ? AND name = ? COLLATE NOCASE", [owner.id, candidate],
      as: Int.self) ?? 0 > 0
    {
      number += 1
      let suffix = " (\(number))"
      candidate = String(name.prefix(100 - suffix.count)).trimmingTrailingSpaces + suffix
    }
    return candidate
  }

  private mutating func create(_ imported: ImportedActivity, key: Int, name: String, owner: User) throws -> Int64 {
    let goals = imported.goals.sorted { $0.effectiveFrom < $1.effectiveFrom }
    if let repeated = zip(goals, goals.dropFirst()).first(where: { $0.0.effectiveFrom == $0.1.effectiveFrom }) {
      throw ImportError(
        "\(name) has two goals from \(repeated.0.effectiveFrom)", at: imported.location,
        hint: "Keep one goal per day it takes effect.")
    }
    let undated = imported.currentGoal ?? .daily
    // Each goal with the amount and unit in force from its day: its own, or else the activity's.
    var changes = goals.isEmpty ? [GoalChange(effectiveFrom: options.today, goal: undated)] : goals
    for index in changes.indices {
      var change = changes[index]
      if !imported.goalsCarryAmounts || goals.isEmpty {
        (change.unit, change.requiredAmount) = (imported.unit, imported.requiredAmount)
      }
      (change.unit, change.requiredAmount) = try checked(
        at: imported.location, "Give the activity a unit its goals and amounts fit."
      ) { try database.validAmount(unit: change.unit, requiredAmount: change.requiredAmount, goal: change.goal) }
      change.goal = database.withUnit(change.goal, change.unit)
      changes[index] = change
    }
    let (unit, requiredAmount) = (changes.last?.unit, changes.last?.requiredAmount)
    let createdOn =
      imported.createdOn ?? batch.stage.firstDay(of: key) ?? options.today
    var place = try placeOfNextActivity(of: owner)
    let position = imported.position ?? place.position
    let color = imported.color ?? Color.defaultColor(index: place.count)
    let uuid = imported.uuid ?? ExternalID.make()
    let row = ActivityRow(
      id: nextActivityID ?? 0, uuid: uuid, userID: owner.id, name: name, description: imported.description,
      icon: imported.icon, color: color, unit: unit, requiredAmount: requiredAmount, createdOn: createdOn,
      archived: imported.archived, position: position)
    let id: Int64
    if let given = nextActivityID {
      id = given
      nextActivityID = given + 1
      created.append(row)
      if created.count >= Self.createdPerWrite { try flushCreatedActivities() }
    } else {
      try insert(row, id: nil)
      id = db.lastInsertRowID
    }
    if let requiredAmount { requiredAmounts[key] = requiredAmount }
    known?.add(uuid: uuid, userID: owner.id, name: name)
    place.count += 1
    place.position = max(place.position, position + 1)
    nextPlaces[owner.id] = place
    for var change in changes {
      if goals.isEmpty { change.effectiveFrom = createdOn }
      let (measure, comparison, target, period, window) = Self.columns(of: change.goal)
      try statements.deferGoal.run(
        id, change.effectiveFrom.description, measure, comparison, target, period, window, change.requiredAmount,
        change.unit)
      pendingGoals += 1
    }
    if let source = imported.source { try insertSource(source, activityID: id) }
    report.activities.added += 1
    report.goals.added += max(goals.count, 1)
    return id
  }

  /// How many created activities wait to be written together.
  static let createdPerWrite = 8_192

  /// Writes the activities created so far, in the order of their ids' text rather than of the file. An import of
  /// many new habits fills the ids' and names' unique indexes; in the file's order, which is random for ids from
  /// another app, each insert touches another page of them, and past the page cache (8 MiB; the indexes of
  /// 1,000,000 habits take 76 MB) each one read a page and wrote another back. Each activity keeps the id
  /// it was given when created, in the file's order, so nothing else changes.
  ///
  /// Every read of `activities` while resolving the file sees what was created before it: the lookups by id and
  /// name write the waiting ones first when one of them matches, and a lookup by another tracker's id always.
  private mutating func flushCreatedActivities() throws {
    guard !created.isEmpty else { return }
    // The index's order: the ids' text compared byte by byte (they are ASCII, where String's order is the same).
    created.sort { $0.uuid < $1.uuid }
    for row in created { try insert(row, id: row.id) }
    created.removeAll(keepingCapacity: true)
  }

  private func insert(_ row: ActivityRow, id: Int64?) throws {
    try statements.insertActivity.run(
      id, row.uuid, row.userID, row.name, row.description, row.icon, row.color.hex, row.unit, row.requiredAmount,
      row.createdOn.description, row.archived, row.position)
  }

  /// Writes the goals of the activities created so far, in the order they were created. One `INSERT ... SELECT`
  /// instead of one statement per activity: each run of an INSERT into `goals` builds the lookup tables of its
  /// CHECK constraints' `IN` lists anew, which made a goal cost more than its activity.
  private mutating func flushGoals() throws {
    guard pendingGoals > 0 else { return }
    try db.execute(
      """
      INSERT INTO goals (activity_id, effective_from, measure, comparison, target, period, window_days,
                         required_amount, unit)
      SELECT activity_id, effective_from, measure, comparison, target, period, window_days, required_amount, unit
      FROM temp.import_goals ORDER BY rowid;
      DELETE FROM temp.import_goals;
      """)
    pendingGoals = 0
  }

  /// How many activities the user has and the position after the last, read once per user and then kept in
  /// step: asking the database for every new activity made creating n activities cost n² (20,000 ids: 208 s).
  private mutating func placeOfNextActivity(of owner: User) throws -> (count: Int, position: Int) {
    if let place = nextPlaces[owner.id] { return place }
    let place =
      try db.queryFirst(
        "SELECT count(*), coalesce(max(position) + 1, 0) FROM activities WHERE user_id = ?", [owner.id],
        decode: { (count: try $0[0] as Int, position: try $0[1] as Int) }) ?? (0, 0)
    nextPlaces[owner.id] = place
    return place
  }

  private func insertSource(_ source: ActivitySource, activityID: Int64) throws {
    try db.run(
      "INSERT INTO activity_sources (activity_id, source, source_key) VALUES (?, ?, ?)",
      [activityID, source.source, source.key])
  }

  /// Goals of an activity that exists: a goal from a day the database has no goal for is added.
  private mutating func applyGoals(_ imported: ImportedActivity, to id: Int64, name: String) throws {
    if imported.goals.isEmpty, let goal = imported.currentGoal {
      try compareCurrentGoal(goal, of: id, name: name)
    }
    for change in imported.goals {
      let existing = try database.goalChanges(
        sql: """
          SELECT activity_id, effective_from, measure, comparison, target, period, window_days, unit, required_amount
          FROM goals WHERE activity_id = ? AND effective_from = ?
          """, [id, change.effectiveFrom.description]
      )[id]?.first
      guard let existing else {
        // A goal added to an activity that exists takes its own amount and unit, or else the activity's now.
        var (required, unit) = (change.requiredAmount, change.unit)
        if !imported.goalsCarryAmounts {
          (required, unit) =
            try db.queryFirst(
              "SELECT required_amount, unit FROM activities WHERE id = ?", [id],
              decode: { (try $0[0] as Double?, try $0[1] as String?) }) ?? (nil, nil)
        }
        (unit, required) = try checked(at: imported.location, "Give the goal a unit its amounts fit.") {
          try database.validAmount(unit: unit, requiredAmount: required, goal: change.goal)
        }
        try database.insertGoal(
          database.withUnit(change.goal, unit), requiredAmount: required, unit: unit, activityID: id,
          from: change.effectiveFrom)
        report.goals.added += 1
        continue
      }
      // A file that carries each goal's amount and unit (habit's JSON) is compared on them too.
      let carried = imported.goalsCarryAmounts
      let sameAmount = !carried || (existing.requiredAmount == change.requiredAmount && existing.unit == change.unit)
      if Self.columns(of: existing.goal) == Self.columns(of: change.goal) && sameAmount {
        report.goals.present += 1
      } else {
        report.goals.conflicting += 1
        report.addConflict(
          "\(name): the goal from \(change.effectiveFrom) is \(Self.text(change, amounts: carried)) in the file but "
            + "\(Self.text(existing, amounts: carried)) in the database")
      }
    }
  }

  /// A goal as a conflict names it: its spec, with its required amount when the file carries amounts.
  private static func text(_ change: GoalChange, amounts: Bool) -> String {
    var text = change.goal.spec
    if amounts {
      text += change.requiredAmount.map { ", \(formatAmount($0)) \(change.unit ?? "units") each time" } ?? ""
      if change.goal.measure == .count, change.requiredAmount == nil, let unit = change.unit { text += " in \(unit)" }
    }
    return text
  }

  /// An undated goal against the goal in force on the import's day; the database keeps its own either way.
  private mutating func compareCurrentGoal(_ goal: Goal, of id: Int64, name: String) throws {
    let existing = try database.goalChanges(
      sql: """
        SELECT activity_id, effective_from, measure, comparison, target, period, window_days, unit, required_amount
        FROM goals WHERE activity_id = ? AND effective_from <= ? ORDER BY effective_from DESC LIMIT 1
        """, [id, options.today.description]
    )[id]?.first
    if let existing, Self.columns(of: existing.goal) == Self.columns(of: goal) {
      report.goals.present += 1
    } else {
      report.goals.conflicting += 1
      report.addConflict(
        "\(name): the goal is \(goal.spec) in the file but \(existing?.goal.spec ?? "none") in the database")
    }
  }

  /// A goal as the `goals` table holds it: measure, comparison, target, period, window.
  private static func columns(of goal: Goal) -> (String, String, Double, String, Int?) {
    let window: Int? = if case .rolling(let days) = goal.period { days } else { nil }
    let period = window == nil ? goal.period.code : "rolling"
    return (goal.measure.rawValue, goal.comparison.rawValue, goal.target, period, window)
  }

  /// Whether a bulk statement joins the stage with `temp.import_map`: all but those of listed days that came in
  /// order, which go in from Swift with their activities' ids (a row of the map costs about 4,700 instructions,
  /// and a file of the dates layout may name 100,000 habits).
  private var needsActivityMap: Bool {
    let stage = batch.stage
    return stage.hasExactRows || stage.dayValueCount > 0 || stage.markCount > 0 || batch.listsActivities
      || (stage.hasOncePerDayRows && !stage.doneDaysAreDistinct)
  }

  /// The batch's activity keys and what they became, as a table the bulk statements join the stage with.
  private func writeActivityMap() throws {
    for (key, fate) in fates.enumerated() {
      if case .mapped(let id, let isNew) = fate { try statements.insertMapping.run(key, id, isNew) }
    }
  }

  // MARK: Records

  private var hasExistingActivities: Bool {
    fates.contains { if case .mapped(_, false) = $0 { true } else { false } }
  }

  /// How many staged rows (counted per activity key by `count`) go to activities that are written. The rows of
  /// an activity in conflict count as conflicts in the report's `conflicting` tally; those of a user not
  /// selected with `--user` as ignored `what`.
  private mutating func rowsToWrite(
    _ count: KeyPath<ImportStage.ActivityTally, Int32>,
    conflicting tally: WritableKeyPath<ImportReport, ImportReport.Tally>,
    ignored what: String
  ) -> Int {
    var mapped = 0
    for (key, staged) in batch.stage.tallies.enumerated() where staged[keyPath: count] > 0 {
      let rows = Int(staged[keyPath: count])
      switch fates[key] {
      case .mapped: mapped += rows
      case .conflicting: report[keyPath: tally].conflicting += rows
      case .skipped: ignored["\(what) of another user than --user", default: 0] += rows
      }
    }
    return mapped
  }

  private mutating func applyCompletions() throws {
    let stage = batch.stage
    let mapped = rowsToWrite(\.completions, conflicting: \.completions, ignored: "completions")
    guard mapped > 0 else { return }
    var added = 0
    var considered = mapped
    // One time for every row: a DEFAULT of strftime('now') would be computed once per row.
    let now = try db.scalar("SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now')", as: String.self) ?? ""
    if stage.hasExactRows {
      added += try Self.writeRows(ofNewActivities: newActivityIDs, in: db) {
        try db.run(
          """
          INSERT INTO completions (activity_id, day, amount, note, created_at)
          SELECT m.activity_id, s.day, s.amount, s.note, coalesce(s.created_at, ?1)
          FROM stage.completions s JOIN temp.import_map m ON m.key = s.activity
          WHERE m.is_new AND NOT s.once_per_day
          ORDER BY s.rowid
          """, [now])
      }
      if hasExistingActivities {
        // The n-th copy of a completion in the file is new only when the database has fewer than n copies.
        // The stage has numbered the copies when the file came in day order; otherwise a window numbers them.
        let copies =
          stage.copiesAreNumbered
          ? "SELECT m.activity_id, s.day, s.amount, s.note, s.created_at, s.rowid AS seq, s.copy"
          : """
          SELECT m.activity_id, s.day, s.amount, s.note, s.created_at, s.rowid AS seq,
            row_number() OVER (PARTITION BY s.activity, s.day, s.amount, s.note ORDER BY s.rowid) AS copy
          """
        added += try db.run(
          """
          INSERT INTO completions (activity_id, day, amount, note, created_at)
          SELECT activity_id, day, amount, note, coalesce(created_at, ?1) FROM (
            \(copies)
            FROM stage.completions s JOIN temp.import_map m ON m.key = s.activity
            WHERE NOT m.is_new AND NOT s.once_per_day) AS r
          WHERE r.copy > (SELECT count(*) FROM completions c WHERE c.activity_id = r.activity_id AND c.day = r.day
                          AND c.amount IS r.amount AND c.note IS r.note)
          ORDER BY r.seq
          """, [now])
      }
    }
    if stage.hasOncePerDayRows {
      // A listed day is done: it adds one completion unless the database has one that day. Like `habit done`,
      // the completion gets the activity's required amount.
      var repeated = 0
      for (key, staged) in stage.tallies.enumerated() where staged.repeatedDays > 0 {
        if case .mapped = fates[key] { repeated += Int(staged.repeatedDays) }
      }
      if stage.doneDaysAreDistinct {
        // Each (activity, day) is staged once: insert in the stage's order, nothing to group or sort.
        added += try Self.writeRows(ofNewActivities: newActivityIDs, in: db) {
          try insertDoneDays(ofNewActivities: true, now: now)
        }
        if hasExistingActivities { added += try insertDoneDays(ofNewActivities: false, now: now) }
      } else {
        try fillDoneDaysTable()
        let days =
          try db.scalar(
            """
            SELECT count(*) FROM (SELECT DISTINCT s.activity, s.day FROM temp.import_days s
                                  JOIN temp.import_map m ON m.key = s.activity)
            """, as: Int.self) ?? 0
        let rows =
          try db.scalar(
            "SELECT count(*) FROM temp.import_days s JOIN temp.import_map m ON m.key = s.activity", as: Int.self) ?? 0
        repeated += rows - days
        added += try db.run(
          """
          INSERT INTO completions (activity_id, day, amount, created_at)
          SELECT d.activity_id, d.day, a.required_amount, ?1 FROM (
            SELECT m.activity_id, s.day, min(s.rowid) AS seq FROM temp.import_days s
            JOIN temp.import_map m ON m.key = s.activity GROUP BY s.activity, s.day) AS d
          JOIN activities a ON a.id = d.activity_id
          WHERE NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = d.activity_id AND c.day = d.day)
          ORDER BY d.seq
          """, [now])
      }
      ignored["a day listed twice for the same activity", default: 0] += repeated
      considered -= repeated
    }
    report.completions.added += added
    report.completions.present += considered - added
  }

  /// The ids of the activities this import created, lowest to highest; nil when it created none.
  private var newActivityIDs: ClosedRange<Int64>? {
    // A range, without an array of a million ids.
    var (first, last) = (Int64.max, Int64.min)
    for case .mapped(let id, true) in fates { (first, last) = (min(first, id), max(last, id)) }
    return first <= last ? first...last : nil
  }

  /// Runs `insert`, which writes completions of the activities this import created (`newIDs`) and returns how many,
  /// with the connection's triggers and CHECKs off, then does what the triggers on `completions` would have done,
  /// with one statement each: per row, the triggers and the CHECKs cost more than the three b-tree inserts
  /// (100,000 listed days of 250 ids: 21,100 -> 13,000 instructions a row in all, with foreign keys off too, see
  /// ``HabitDatabase/importBatch(_:options:)``).
  ///
  /// The rows are built from values the stage has checked as the schema would (``ImportStage/addCompletion``):
  /// days that exist, amounts of 0 or more or none, notes that are not empty, and for listed days the activity's
  /// required amount, which its own INSERT checked. The triggers' work afterwards:
  /// - `day_totals`: every new row, in id order, with the very upsert of `day_totals_after_completion_insert`
  ///   (a new activity's day may have rows from an earlier statement of this import already).
  /// - `streak_checkpoints`: an activity created in this transaction has none, so the insert trigger would
  ///   delete nothing; the new activities' id range is cleared anyway, in case a row was left by an activity
  ///   deleted with foreign keys off. A checkpoint is a cache anyone may delete.
  private static func writeRows(
    ofNewActivities newIDs: ClosedRange<Int64>?, in db: Connection, _ insert: () throws -> Int
  ) throws -> Int {
    guard let newIDs else { return try insert() }
    // New rows get the ids after the largest (SQLite picks them at random only past Int64.max): those after
    // `before` are this call's.
    let before = try db.scalar("SELECT coalesce(max(id), 0) FROM completions", as: Int64.self) ?? 0
    guard before < Int64.max / 2 else { return try insert() }
    let added = try db.withoutTriggersOrChecks(insert)
    let counted = try db.run(
      """
      INSERT INTO day_totals (activity_id, day, completions, amount, last_id)
      SELECT activity_id, day, 1, 0.0 + coalesce(amount, 0.0), id FROM completions WHERE id > ?1 ORDER BY id
      ON CONFLICT (activity_id, day) DO UPDATE SET completions = completions + 1,
        amount = CASE WHEN excluded.last_id > last_id OR excluded.amount = 0.0 THEN amount + excluded.amount END,
        last_id = max(last_id, excluded.last_id)
      """, [before])
    guard counted == added else {
      // SQLite's SQLITE_INTERNAL (2): the import's own bookkeeping disagrees; the transaction rolls back.
      throw DatabaseFailure.other(
        message: "the import added \(added) completions but counted \(counted) in day_totals", code: 2)
    }
    try db.run(
      "DELETE FROM streak_checkpoints WHERE activity_id BETWEEN ? AND ?", [newIDs.lowerBound, newIDs.upperBound])
    return added
  }

  /// Inserts the once-per-day rows of the activities this import created, or of those the database had, each
  /// (activity, day) staged once, read from the stage's chunks in the order they were staged: a day of a new
  /// activity goes in as it is, many rows to a statement; a day of one the database had, only when it has no
  /// completion that day. Like `habit done`, the completion gets the activity's required amount.
  private mutating func insertDoneDays(ofNewActivities new: Bool, now: String) throws -> Int {
    if !new {
      // The required amounts of the activities the database had, which only its rows know.
      for (key, fate) in fates.enumerated() {
        guard case .mapped(let id, false) = fate, key < batch.stage.tallies.count, batch.stage.tallies[key].doneDays > 0
        else { continue }
        requiredAmounts[key] = try statements.requiredAmount.first(id, decode: { try $0[0] as Double? }) ?? nil
      }
    }
    let rowsPerInsert = Statements.doneDaysPerInsert
    var pending: [(id: Int64, day: Int32, amount: Double?)] = []
    pending.reserveCapacity(rowsPerInsert)
    // The days' texts of one INSERT, bound without copies (see `BorrowedText`).
    let texts = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 10 * rowsPerInsert)
    defer { texts.deallocate() }
    var added = 0
    try batch.stage.forEachDoneDayChunk(in: db) { chunk in
      for word in chunk {
        let (key, day) = ImportStage.doneDay(word)
        guard case .mapped(let id, let isNew) = fates[key], isNew == new else { continue }
        let amount = requiredAmounts[key]
        if isNew {
          pending.append((id, day, amount))
          if pending.count == rowsPerInsert {
            try statements.insertDoneDays.run { binder in
              try binder.bind(now)
              for (index, row) in pending.enumerated() {
                let text = UnsafeMutableBufferPointer(rebasing: texts[10 * index..<10 * index + 10])
                ImportStage.writeDayText(row.day, into: text)
                try binder.bind(row.id)
                try binder.bind(BorrowedText(UnsafeBufferPointer(text)))
                try binder.bind(row.amount)
              }
            }
            added += rowsPerInsert
            pending.removeAll(keepingCapacity: true)
          }
        } else {
          try statements.insertMissingDoneDay.run { binder in
            try binder.bind(now)
            try binder.bind(id)
            try ImportStage.withDayText(day) { try binder.bind(TextBytes($0)) }
            try binder.bind(amount)
          }
          added += db.changes
        }
      }
    }
    for row in pending {
      try ImportStage.withDayText(row.day) { try statements.insertDoneDay.run(now, row.id, TextBytes($0), row.amount) }
    }
    return added + pending.count
  }

  /// Copies the once-per-day rows into `temp.import_days (activity, day)`, in the order they were staged, for
  /// the statements that group them (days that came out of order) or count their distinct days.
  mutating func fillDoneDaysTable() throws {
    guard !doneDaysTableFilled else { return }
    doneDaysTableFilled = true
    try db.execute("CREATE TEMP TABLE import_days (activity INTEGER NOT NULL, day TEXT NOT NULL)")
    let insert = try db.prepare("INSERT INTO temp.import_days VALUES (?, ?)")
    try batch.stage.forEachDoneDayChunk(in: db) { chunk in
      for word in chunk {
        let (key, day) = ImportStage.doneDay(word)
        try ImportStage.withDayText(day) { try insert.run(key, TextBytes($0)) }
      }
    }
  }

  /// One value per activity and day: added to a day the database has no completion on, else present when the
  /// database has it, else in conflict.
  private mutating func applyDayValues() throws {
    var mapped = rowsToWrite(\.dayValues, conflicting: \.completions, ignored: "completions")
    guard mapped > 0 else { return }
    if hasExistingActivities {
      var contradictions: [(key: Int, day: String, amount: Double?, note: String?, id: Int64)] = []
      try db.forEach(
        """
        SELECT s.activity, s.day, s.amount, s.note, m.activity_id
        FROM stage.day_values s JOIN temp.import_map m ON m.key = s.activity
        WHERE NOT m.is_new
          AND EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = s.day)
          AND NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = s.day
                          AND c.amount IS s.amount AND c.note IS s.note)
        ORDER BY s.rowid
        """
      ) { row in contradictions.append((try row[0], try row[1], try row[2], try row[3], try row[4])) }
      func value(_ amount: Double?, _ note: String?) -> String {
        (amount.map(formatAmount) ?? "done") + (note.map { " (\($0))" } ?? "")
      }
      for contradiction in contradictions {
        report.completions.conflicting += 1
        dayValueConflicts[contradiction.key, default: 0] += 1
        let stored = try db.query(
          "SELECT amount, note FROM completions WHERE activity_id = ? AND day = ? ORDER BY id",
          [contradiction.id, contradiction.day]
        ) { row in value(try row[0], try row[1]) }
        addContradiction(
          of: contradiction.key, on: contradiction.day, file: value(contradiction.amount, contradiction.note),
          database: stored.joined(separator: " and "))
      }
      mapped -= contradictions.count
    }
    let added = try db.run(
      """
      INSERT INTO completions (activity_id, day, amount, note)
      SELECT m.activity_id, s.day, s.amount, s.note FROM stage.day_values s JOIN temp.import_map m ON m.key = s.activity
      WHERE NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = s.day)
      ORDER BY s.rowid
      """)
    report.completions.added += added
    report.completions.present += mapped - added
  }

  private mutating func applyMarks() throws {
    let mapped = rowsToWrite(\.marks, conflicting: \.marks, ignored: "day marks")
    guard mapped > 0 else { return }
    if hasExistingActivities {
      var contradictions: [(key: Int, day: String, file: String, database: String)] = []
      try db.forEach(
        """
        SELECT s.activity, s.day, s.mark, d.mark FROM stage.marks s JOIN temp.import_map m ON m.key = s.activity
        JOIN day_marks d ON d.activity_id = m.activity_id AND d.day = s.day
        WHERE NOT m.is_new ORDER BY s.rowid
        """
      ) { row in
        let (file, stored): (String, String) = (try row[2], try row[3])
        if file == stored {
          report.marks.present += 1
        } else {
          contradictions.append((try row[0], try row[1], file, stored))
        }
      }
      for contradiction in contradictions {
        report.marks.conflicting += 1
        markConflicts[contradiction.key, default: [:]][contradiction.file, default: 0] += 1
        addContradiction(
          of: contradiction.key, on: contradiction.day, file: contradiction.file, database: contradiction.database)
      }
    }
    report.marks.added += try db.run(
      """
      INSERT INTO day_marks (activity_id, day, mark, note, created_at)
      SELECT m.activity_id, s.day, s.mark, s.note, coalesce(s.created_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      FROM stage.marks s JOIN temp.import_map m ON m.key = s.activity
      WHERE NOT EXISTS (SELECT 1 FROM day_marks d WHERE d.activity_id = m.activity_id AND d.day = s.day)
      ORDER BY s.rowid
      """)
  }

  /// Reports that what the file has for an activity's day is not what the database has, which it keeps.
  private mutating func addContradiction(of key: Int, on day: String, file: String, database: String) {
    report.addConflict("\(batch.activities[key].name) on \(day) is \(file) in the file but \(database) in the database")
  }

  private mutating func applySettings() throws {
    for (key, value) in batch.settings.sorted(by: { $0.key < $1.key }) {
      switch try db.scalar("SELECT value FROM settings WHERE key = ?", [key], as: String.self) {
      case nil:
        try db.run("INSERT INTO settings (key, value) VALUES (?, ?)", [key, value])
        report.settings.added += 1
      case value:
        report.settings.present += 1
      case let stored?:
        report.settings.conflicting += 1
        report.addConflict("the setting \(key) is \(value) in the file but \(stored) in the database")
      }
    }
  }

  /// Counts a record skipped on purpose, for the report.
  mutating func ignoreRecord(_ reason: String) {
    ignored[reason, default: 0] += 1
  }

  // MARK: Errors

  /// Runs a store check, turning its refusal into an input error at `location`.
  private func checked<T>(at location: InputLocation, _ hint: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError {
      throw ImportError(error.description, at: location, hint: hint)
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}

/// Which ids and (user, name) pairs the database's activities have, as ``ImportApplier`` looks for them (see
/// `loadKnownActivities()`): a Bloom filter of their hashes, 16 bits apiece with three probes, so about one
/// lookup in two hundred of an id or name the database lacks still asks it; a match is only possible and is
/// looked up, no match means no such activity. A set of the hashes took 8 bytes apiece and more in its table
/// (1,000,000 distinct ids: 24 MB more than the lookups one at a time).
private struct KnownActivities {
  private var words: [UInt64]
  /// The number of bits less one, a power of two less one.
  private let mask: Int

  /// Room for the ids and names of `capacity` activities.
  init(capacity: Int) {
    let wanted = max(1 << 12, 2 * 16 * capacity)
    let bits = 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
    words = Array(repeating: 0, count: bits / 64)
    mask = bits - 1
  }

  mutating func add(uuid: String, userID: Int64, name: String) {
    insert(Self.hash(uuid: uuid))
    insert(Self.hash(name: name, of: userID))
  }

  func mayHave(uuid: String) -> Bool { contains(Self.hash(uuid: uuid)) }

  func mayHave(name: String, of userID: Int64) -> Bool { contains(Self.hash(name: name, of: userID)) }

  private mutating func insert(_ hash: Int) {
    for probe in 0..<3 {
      let bit = Self.bit(probe, of: hash, mask: mask)
      words[bit >> 6] |= 1 << UInt64(bit & 63)
    }
  }

  private func contains(_ hash: Int) -> Bool {
    for probe in 0..<3 {
      let bit = Self.bit(probe, of: hash, mask: mask)
      if words[bit >> 6] & 1 << UInt64(bit & 63) == 0 { return false }
    }
    return true
  }

  /// The `probe`-th of three bits for one hash: its low half starts the probes, its high half (made odd) steps.
  private static func bit(_ probe: Int, of hash: Int, mask: Int) -> Int {
    let step = Int(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) | 1
    return (hash &+ probe &* step) & mask
  }

  private static func hash(uuid: String) -> Int {
    var hasher = Hasher()
    hasher.combine(0 as UInt8)
    hasher.combine(uuid)
    return hasher.finalize()
  }

  /// The user and the name folded as COLLATE NOCASE folds it: ASCII letters only.
  private static func hash(name: String, of userID: Int64) -> Int {
    var hasher = Hasher()
    hasher.combine(1 as UInt8)
    hasher.combine(userID)
    for byte in name.utf8 { hasher.combine((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) }
    return hasher.finalize()
  }
}
