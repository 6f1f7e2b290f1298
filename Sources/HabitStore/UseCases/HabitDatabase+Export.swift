import HabitCore
import HabitScreens
import SQLite

/// A user with what only a full export needs.
public struct ExportedUser: Hashable, Sendable {
  public let user: User
  /// When the user was added, UTC ISO 8601.
  public let createdAt: String
  /// The member's own day start (`HH:MM`), nil when they follow the household's.
  public let dayStart: String?
  /// The member's own reminder (`HH:MM` or `off`), nil when they follow the household's.
  public let reminder: String?
}

/// One skip or fail mark as stored.
public struct MarkRecord: Hashable, Sendable {
  public let day: String
  public let mark: DayMark
  public let note: String?
  public let createdAt: String
}

/// Reads for exports: everything in a canonical order that depends only on the data, never on row ids, so that
/// exporting, importing into an empty database and exporting again gives the same bytes. Rows are handed over one
/// at a time, so memory stays flat however big the database is.
extension HabitDatabase {
  /// Runs `body` in one read transaction: everything it reads comes from one consistent snapshot, even while
  /// others write.
  public func snapshot<T>(_ body: () throws -> T) throws -> T {
    try db.read(body)
  }

  /// Every user, by name (ignoring case; names are unique that way).
  public func exportedUsers() throws -> [ExportedUser] {
    let sql = "SELECT id, uuid, name, created_at, day_start, reminder FROM users ORDER BY name COLLATE NOCASE"
    return try db.query(sql) { row in
      ExportedUser(
        user: User(id: try row[0], uuid: try row[1], name: try row[2]), createdAt: try row[3], dayStart: try row[4],
        reminder: try row[5])
    }
  }

  /// The household settings, by key.
  public func settings() throws -> [(key: String, value: String)] {
    try db.query("SELECT key, value FROM settings ORDER BY key") { row in (try row[0] as String, try row[1] as String) }
  }

  /// The user's daily plans, by day; only the one of `day` when given.
  public func planRecords(of user: User, day: String? = nil) throws -> [PlanRecord] {
    try db.query(
      """
      SELECT day, goal, goal_achieved, task_1, task_1_done, task_2, task_2_done, task_3, task_3_done, carried_from,
        updated_at
      FROM daily_plans WHERE user_id = ?1 AND (?2 IS NULL OR day = ?2) ORDER BY day
      """, [user.id, day]
    ) { row in
      PlanRecord(
        day: try row[0], goal: try row[1], goalAchieved: try row[2],
        taskTitles: [try row[3], try row[5], try row[7]], tasksDone: [try row[4], try row[6], try row[8]],
        carriedFrom: try row[9], updatedAt: try row[10])
    }
  }

  /// The activity's programmes, by first day, each with its checked days.
  public func challengeRecords(of activity: Activity) throws -> [ChallengeRecord] {
    var records: [(id: Int64, record: ChallengeRecord)] = try db.query(
      "SELECT id, started_on, length_days, outcome, ended_on FROM challenges WHERE activity_id = ? ORDER BY started_on",
      [activity.id]
    ) { row in
      (
        try row[0],
        ChallengeRecord(
          startedOn: try row[1], lengthDays: try row[2], outcome: try row[3], endedOn: try row[4], checks: [])
      )
    }
    for index in records.indices {
      records[index].record.checks = try db.query(
        "SELECT day FROM challenge_checks WHERE challenge_id = ? ORDER BY day", [records[index].id]
      ) { row in try row[0] }
    }
    return records.map(\.record)
  }

  /// Hands `body` each completion of the activity by day, then time recorded, then the order recorded in.
  public func forEachCompletion(
    of activity: Activity,
    _ body: (_ day: String, _ amount: Double?, _ note: String?, _ createdAt: String, _ doneBy: String?) throws -> Void
  ) throws {
    try db.forEach(
      """
      SELECT c.day, c.amount, c.note, c.created_at, u.uuid FROM completions c LEFT JOIN users u ON u.id = c.done_by
      WHERE c.activity_id = ? ORDER BY c.day, c.created_at, c.id
      """,
      [activity.id]
    ) { row in
      try body(try row[0], try row[1], try row[2], try row[3], try row[4])
    }
  }

  /// Hands `body` each completion of the activity without its creation time, which CSV does not carry, in the
  /// same order as ``forEachCompletion(of:_:)``.
  public func forEachCompletionWithoutTime(
    of activity: Activity, _ body: (_ day: String, _ amount: Double?, _ note: String?) throws -> Void
  ) throws {
    try db.forEach(
      "SELECT day, amount, note FROM completions WHERE activity_id = ? ORDER BY day, created_at, id",
      [activity.id]
    ) { row in
      try body(try row[0], try row[1], try row[2])
    }
  }

  /// Hands `body` each day the activity has at least one completion, in order.
  public func forEachDoneDay(of activity: Activity, _ body: (String) throws -> Void) throws {
    // One row a day in day_totals, however many completions the day holds.
    try db.forEach("SELECT day FROM day_totals WHERE activity_id = ? ORDER BY day", [activity.id]) { row in
      try body(try row[0])
    }
  }

  /// The activity's skip and fail marks, by day.
  public func markRecords(of activity: Activity) throws -> [MarkRecord] {
    try db.query(
      "SELECT day, mark, note, created_at FROM day_marks WHERE activity_id = ? ORDER BY day", [activity.id]
    ) { row in
      let text: String = try row[1]
      guard let mark = DayMark(rawValue: text) else { throw StoreError.invalidValue("unknown day mark '\(text)'") }
      return MarkRecord(day: try row[0], mark: mark, note: try row[2], createdAt: try row[3])
    }
  }
}
