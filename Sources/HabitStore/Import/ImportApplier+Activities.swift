import HabitCore
import HabitScreens
import SQLite

extension ImportApplier {
  // MARK: Activities

  mutating func resolveActivities() throws {
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
    // A new shared activity's rotation, of the members the database has by those ids.
    for (key, imported) in batch.activities.enumerated() where imported.shared && !imported.rotation.isEmpty {
      guard case .mapped(let id, isNew: true) = fates[key] else { continue }
      for (position, member) in imported.rotation.enumerated() {
        try db.run(
          "INSERT OR IGNORE INTO rotations (activity_id, user_id, position) SELECT ?, id, ? FROM users WHERE uuid = ?",
          [id, position, member])
      }
    }
  }

  mutating func resolve(_ imported: ImportedActivity, key: Int, owner: User) throws -> Fate {
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
  mutating func activity(uuid: String) throws -> (Int64, Int64, String)? {
    if let known, !known.mayHave(uuid: uuid) { return nil }
    if created.contains(where: { $0.uuid == uuid }) { try flushCreatedActivities() }
    return try statements.activityByUUID.first(
      uuid, decode: { (try $0[0] as Int64, try $0[1] as Int64, try $0[2] as String) })
  }

  /// The user's activity named `name`, ignoring ASCII case as the schema does: its id and name.
  /// Else the household's shared activity of that name.
  mutating func activity(named name: String, of userID: Int64) throws -> (Int64, String)? {
    if let known, !known.mayHave(name: name, of: userID) { return try sharedActivity(named: name, for: userID) }
    if created.contains(where: { $0.userID == userID && sameName($0.name, name) }) { try flushCreatedActivities() }
    return try statements.activityByName.first(userID, name, decode: { (try $0[0] as Int64, try $0[1] as String) })
      ?? sharedActivity(named: name, for: userID)
  }

  /// Reads the database's activities' ids and names once, when they are few next to the batch's (at most four
  /// times as many, judged by the largest id): two indexed lookups for each of 100,000 habits cost more than
  /// reading them all, and then only a possible match is looked up.
  mutating func loadKnownActivities() throws {
    let count = batch.activities.count
    guard count >= 64, let largest = try db.scalar("SELECT coalesce(max(id), 0) FROM activities", as: Int.self),
      largest <= 4 * count
    else { return }
    var loaded = KnownActivities(capacity: largest + count)
    try db.forEach("SELECT uuid, user_id, name, shared FROM activities") { row in
      loaded.add(uuid: try row[0], userID: try row[1], name: try row[2])
      // The household's shared activities are also known under user 0, which no member has.
      if try row[3] as Bool { loaded.add(uuid: try row[0], userID: 0, name: try row[2]) }
    }
    known = loaded
    // Below half of the largest rowid, ids given one after another never reach it, as SQLite's own would not.
    if largest < Int.max / 2 { nextActivityID = Int64(largest) + 1 }
  }

  /// An activity another tracker knows by its own id (``ImportedActivity/source``): found by that id; else the
  /// user's activity of the same name, when it has no id from that source yet (one made by hand, or imported
  /// from a format without ids), which takes the id on; else created, with a visible suffix when the name is
  /// taken, since an activity of that name that has an id from the source is another of the tracker's habits.
  mutating func resolve(
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
  mutating func existing(_ id: Int64, named name: String, for imported: ImportedActivity) throws -> Fate {
    report.activities.present += 1
    // It may be one this import created, whose goals are still waiting.
    try flushGoals()
    try applyGoals(imported, to: id, name: name)
    return .mapped(id: id, isNew: false)
  }

  /// The activity the database has under the file's id but another name: its records are imported into it, and
  /// the name stays the database's, reported as a conflict (the file cannot tell which of the two is newer).
  mutating func renamed(
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
  mutating func conflict(_ text: String) -> Fate {
    report.activities.conflicting += 1
    report.addConflict(text)
    return .conflicting
  }

  /// `name`, or `name (2)`, `name (3)`, ... whichever the user does not have yet (shortened to fit 100 characters).
  func unusedName(_ name: String, owner: User) throws -> String {
    var candidate = name
    var number = 1
    while try db.scalar(
      "SELECT count(*) FROM activities WHERE user_id = ? AND name = ? COLLATE NOCASE", [owner.id, candidate],
      as: Int.self) ?? 0 > 0
    {
      number += 1
      let suffix = " (\(number))"
      // A cut that ends in blanks loses them, so that the number follows a word.
      var kept = name.prefix(100 - suffix.count)
      while kept.last?.isWhitespace == true { kept = kept.dropLast() }
      candidate = String(kept) + suffix
    }
    return candidate
  }

  mutating func create(_ imported: ImportedActivity, key: Int, name: String, owner: User) throws -> Int64 {
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
    let position =
      imported.position.map { batch.positionsAreRelative ? firstPlaces[owner.id]! + max(0, $0) : $0 } ?? place.position
    let color = imported.color ?? Color.defaultColor(index: place.count)
    let uuid = imported.uuid ?? ExternalID.make()
    let row = ActivityRow(
      id: nextActivityID ?? 0, uuid: uuid, userID: owner.id, name: name, description: imported.description,
      icon: imported.icon, color: color, unit: unit, requiredAmount: requiredAmount, createdOn: createdOn,
      archived: imported.archived, position: position, shared: imported.shared, isPrivate: imported.isPrivate,
      section: imported.section)
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
      let (measure, comparison, target, period, window, weekdays) = Self.columns(of: change.goal)
      try statements.deferGoal.run(
        id, change.effectiveFrom.description, measure, comparison, target, period, window, change.requiredAmount,
        change.unit, weekdays)
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
  mutating func flushCreatedActivities() throws {
    guard !created.isEmpty else { return }
    // The index's order: the ids' text compared byte by byte (they are ASCII, where String's order is the same).
    created.sort { $0.uuid < $1.uuid }
    for row in created { try insert(row, id: row.id) }
    created.removeAll(keepingCapacity: true)
  }

  func insert(_ row: ActivityRow, id: Int64?) throws {
    try statements.insertActivity.run(
      id, row.uuid, row.userID, row.name, row.description, row.icon, row.color.hex, row.unit, row.requiredAmount,
      row.createdOn.description, row.archived, row.position, row.shared, row.isPrivate && !row.shared, row.section)
  }

  /// How many activities the user has and the position after the last, read once per user and then kept in
  /// step: asking the database for every new activity made creating n activities cost n² (20,000 ids: 208 s).
  mutating func placeOfNextActivity(of owner: User) throws -> (count: Int, position: Int) {
    if let place = nextPlaces[owner.id] { return place }
    let place: (count: Int, position: Int) =
      try db.queryFirst(
        "SELECT count(*), coalesce(max(position) + 1, 0) FROM activities WHERE user_id = ?", [owner.id],
        decode: { (count: try $0[0] as Int, position: try $0[1] as Int) }) ?? (0, 0)
    nextPlaces[owner.id] = place
    firstPlaces[owner.id] = place.position
    return place
  }

  func insertSource(_ source: ActivitySource, activityID: Int64) throws {
    try db.run(
      "INSERT INTO activity_sources (activity_id, source, source_key) VALUES (?, ?, ?)",
      [activityID, source.source, source.key])
  }

  /// Whether a bulk statement joins the stage with `temp.import_map`: all but those of listed days that came in
  /// order, which go in from Swift with their activities' ids (a row of the map costs about 4,700 instructions,
  /// and a file of the dates layout may name 100,000 habits).
  var needsActivityMap: Bool {
    let stage = batch.stage
    return stage.hasExactRows || stage.dayValueCount > 0 || stage.markCount > 0 || batch.listsActivities
      || (stage.hasOncePerDayRows && !stage.doneDaysAreDistinct)
  }

  /// The batch's activity keys and what they became, as a table the bulk statements join the stage with.
  func writeActivityMap() throws {
    for (key, fate) in fates.enumerated() {
      if case .mapped(let id, let isNew) = fate { try statements.insertMapping.run(key, id, isNew) }
    }
  }
}
