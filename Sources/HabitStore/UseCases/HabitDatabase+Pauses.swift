import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  /// Pauses `target` from `first` through `last` (nil: until resumed), in one transaction.
  ///
  /// A pause may start on a day to come (next week's trip) or reach back (last week's illness). An activity with
  /// a current challenge is not paused: a challenge is so many days in a row on the calendar. A member's or the
  /// household's pause holds such activities all the same, and says which challenges go on.
  public func pause(
    _ target: PauseTarget, of user: UserReference, from first: Day, until last: Day?, note: String?
  ) throws -> PauseOutcome {
    if let last, last < first {
      throw StoreError.invalidValue("the pause would end on \(last), before it starts on \(first)")
    }
    if let note { try validText(note, what: "a note", limit: TextLimit.note, lineBreaks: true) }
    return try db.transaction {
      let member = try resolve(user)
      let (activityID, userID, scope) = try self.scope(of: target, member: member)
      if let activityID, try hasCurrentChallenge(activityID) {
        guard case .activity(let name, _) = scope else { preconditionFailure("an activity pause names it") }
        throw StoreError.challengeNotPausable(activity: name)
      }
      try db.run(
        "INSERT INTO pauses (activity_id, user_id, first_day, last_day, note) VALUES (?, ?, ?, ?, ?)",
        [activityID, userID, first.description, last?.description, note])
      let pause = Pause(id: db.lastInsertRowID, scope: scope, first: first, last: last, note: note)
      let going = try db.query(
        """
        SELECT a.name FROM challenges c JOIN activities a ON a.id = c.activity_id
        WHERE c.outcome IS NULL AND (?1 IS NULL AND (?2 IS NULL OR (a.user_id = ?2 AND a.shared = 0)))
        ORDER BY a.user_id, a.position
        """, [activityID, userID]
      ) { try $0[0] as String }
      return PauseOutcome(pause: pause, challengesGoingOn: going)
    }
  }

  /// Ends `target`'s pauses that hold `today` (those of exactly that scope): each now ends yesterday, or, when it
  /// began today, is removed. Returns them as they were; none is `StoreError.notPaused`.
  public func resume(_ target: PauseTarget, of user: UserReference, today: Day) throws -> [Pause] {
    try db.transaction {
      let member = try resolve(user)
      let (activityID, userID, scope) = try self.scope(of: target, member: member)
      let holding = try pauses(
        where:
          "p.activity_id IS ?1 AND p.user_id IS ?2 AND p.first_day <= ?3 AND (p.last_day IS NULL OR p.last_day >= ?3)",
        [activityID, userID, today.description])
      guard !holding.isEmpty else { throw StoreError.notPaused(what: Self.words(scope), day: today) }
      for pause in holding {
        if pause.first == today {
          try db.run("DELETE FROM pauses WHERE id = ?", [pause.id])
        } else {
          try db.run("UPDATE pauses SET last_day = ? WHERE id = ?", [today.adding(days: -1).description, pause.id])
        }
      }
      return holding
    }
  }

  /// Removes the pause numbered `id` of those holding the member's activities: its days are judged as any
  /// others again.
  public func removePause(_ id: Int64, of user: UserReference) throws -> Pause {
    try db.transaction {
      let member = try resolve(user)
      guard let pause = try pauses(holdingActivitiesOf: member).first(where: { $0.id == id }) else {
        throw StoreError.pauseNotFound(id: id, user: member.name)
      }
      try db.run("DELETE FROM pauses WHERE id = ?", [id])
      return pause
    }
  }

  /// The pauses that hold the member's activities: their own, the member's and the household's.
  public func pauseList(of user: UserReference, today: Day) throws -> PauseList {
    try db.read {
      let member = try resolve(user)
      return PauseList(user: member, today: today, pauses: try pauses(holdingActivitiesOf: member))
    }
  }

  // MARK: Helpers

  private func pauses(holdingActivitiesOf member: User) throws -> [Pause] {
    try pauses(
      where: """
        (p.activity_id IS NULL AND (p.user_id IS NULL OR p.user_id = ?1))
        OR p.activity_id IN (SELECT id FROM activities WHERE user_id = ?1 OR shared = 1)
        """, [member.id])
  }

  private func pauses(where condition: String, _ arguments: [any SQLiteBindable]) throws -> [Pause] {
    try db.query(
      """
      SELECT p.id, a.name, coalesce(ua.name, u.name), p.first_day, p.last_day, p.note FROM pauses p
      LEFT JOIN activities a ON a.id = p.activity_id LEFT JOIN users ua ON ua.id = a.user_id
      LEFT JOIN users u ON u.id = p.user_id
      WHERE \(condition) ORDER BY p.first_day, p.id
      """, arguments
    ) { row in
      let (activity, member): (String?, String?) = (try row[1], try row[2])
      let scope: Pause.Scope =
        if let activity, let member { .activity(name: activity, member: member) } else if let member {
          .member(member)
        } else { .household }
      return Pause(id: try row[0], scope: scope, first: try row[3], last: try row[4], note: try row[5])
    }
  }

  /// The pause's columns for a target: activity id, user id, and its scope.
  private func scope(of target: PauseTarget, member: User) throws -> (Int64?, Int64?, Pause.Scope) {
    switch target {
    case .activity(let reference):
      let found = try activity(reference, of: member)
      return (found.id, nil, .activity(name: found.name, member: member.name))
    case .member: return (nil, member.id, .member(member.name))
    case .household: return (nil, nil, .household)
    }
  }

  private func hasCurrentChallenge(_ activityID: Int64) throws -> Bool {
    try db.scalar("SELECT 1 FROM challenges WHERE activity_id = ? AND outcome IS NULL", [activityID], as: Int.self)
      != nil
  }

  /// "Read", "alice's activities", "the household".
  static func words(_ scope: Pause.Scope) -> String {
    switch scope {
    case .activity(let name, _): return name
    case .member(let name): return "\(name)'s activities"
    case .household: return "the household"
    }
  }
}

extension HabitDatabase {
  /// The pauses of exactly one scope (an activity's own, a member's own, or with both nil the household's), in
  /// order of their first day: what habit's JSON writes where that scope is.
  public func pauseRecords(activity: Int64?, member: Int64?) throws -> [PauseRecord] {
    try db.query(
      """
      SELECT first_day, last_day, note, created_at FROM pauses WHERE activity_id IS ? AND user_id IS ?
      ORDER BY first_day, id
      """, [activity, member]
    ) { row in PauseRecord(first: try row[0], last: try row[1], note: try row[2], createdAt: try row[3]) }
  }
}
