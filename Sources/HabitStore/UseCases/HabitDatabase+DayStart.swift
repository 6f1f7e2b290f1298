import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  /// When `user`'s day starts: their own day start, else the household's, else midnight.
  public func dayStart(for user: User) throws -> DayStart {
    if let own = try db.scalar("SELECT day_start FROM users WHERE id = ?", [user.id], as: String?.self) ?? nil {
      return (try? DayStart(parsing: own)) ?? .midnight
    }
    return try householdDayStart()
  }

  /// Today for `user` on the clock `now`: the day their day start makes of it. The start is read only before
  /// noon, when it can matter. The command line, the pages and the API all turn the clock into a day here.
  public func today(for user: User, now: Now) throws -> Day {
    now.today(dayStart: now.dependsOnDayStart ? try dayStart(for: user) : .midnight)
  }

  /// Today for the member `reference` stands for (by the household's day start when none is found).
  public func today(for reference: UserReference, now: Now) -> Day {
    now.today(dayStart: now.dependsOnDayStart ? dayStart(for: reference) : .midnight)
  }

  /// Today for the member `reference` stands for, read before a command opens its database: before noon on a
  /// connection of its own (``dayStart(at:for:)``).
  public static func today(at path: String, for reference: UserReference, now: Now) -> Day {
    now.today(dayStart: now.dependsOnDayStart ? dayStart(at: path, for: reference) : .midnight)
  }

  public func dayStarts() throws -> DayStarts {
    try db.read {
      var members: [MemberDayStart] = []
      try db.forEach("SELECT name, day_start FROM users WHERE day_start IS NOT NULL ORDER BY name") { row in
        if let start = try? DayStart(parsing: row[1] as String) {
          members.append(MemberDayStart(name: try row[0], start: start))
        }
      }
      return DayStarts(household: try householdDayStart(), members: members)
    }
  }

  /// Sets the household's day start, or (with `user`) that member's own; nil for a member: the household's again.
  @discardableResult
  public func setDayStart(_ start: DayStart?, for user: UserReference?) throws -> DayStartChange {
    try db.transaction {
      guard let user else {
        _ = try db.run(
          "INSERT INTO settings (key, value) VALUES ('day_start', ?) "
            + "ON CONFLICT (key) DO UPDATE SET value = excluded.value", [(start ?? .midnight).description])
        return DayStartChange(member: nil, start: start ?? .midnight, followsHousehold: false)
      }
      let member = try resolve(user)
      _ = try db.run("UPDATE users SET day_start = ? WHERE id = ?", [start?.description, member.id])
      return DayStartChange(
        member: member, start: try dayStart(for: member), followsHousehold: start == nil)
    }
  }

  private func householdDayStart() throws -> DayStart {
    try db.scalar("SELECT value FROM settings WHERE key = 'day_start'", as: String.self)
      .flatMap { try? DayStart(parsing: $0) } ?? .midnight
  }

  /// The day start of the member `reference` stands for; the household's when none is found (the command then
  /// says why when it resolves the member itself).
  public func dayStart(for reference: UserReference) -> DayStart {
    guard let member = try? resolve(reference) else { return (try? householdDayStart()) ?? .midnight }
    return (try? dayStart(for: member)) ?? .midnight
  }

  /// What `habit_today()` returns on this connection: the day the command resolved.
  public func setToday(_ today: Day) throws {
    try db.defineConstant("habit_today", today.description)
  }

  /// The day start of the member `user` stands for, read before a command opens its database, to know which day
  /// it is (only before noon does it matter). Midnight when there is no file yet; a file that cannot say (not
  /// ours, an older schema without members' day starts, no such member) gives what it can: the command's own
  /// reading then reports what is wrong.
  public static func dayStart(at path: String, for user: UserReference) -> DayStart {
    guard (try? exists(at: path)) == true, let connection = try? Connection(path: path, access: .readOnly) else {
      return .midnight
    }
    connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    return HabitDatabase(connection: connection, path: path).dayStart(for: user)
  }
}

extension HabitDatabase {
  /// Every setting, in one snapshot.
  public func settings() throws -> HouseholdSettings {
    try snapshot {
      HouseholdSettings(
        weekStart: try weekStart(), dayStarts: try dayStarts(), sections: try sectionOrder(),
        reminders: try reminderSettings())
    }
  }
}
