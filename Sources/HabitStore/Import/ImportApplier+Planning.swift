import HabitCore
import SQLite

/// Daily plans and programmes: each is added when the database has none for its day (plan) or first day
/// (programme), present when it has the same, and in conflict otherwise, so a second import adds nothing.
extension ImportApplier {
  mutating func applyPlans() throws {
    for plan in batch.plans {
      guard let user = users[plan.user] else {
        ignoreRecord("daily plans of another user than --user")
        continue
      }
      let record = plan.record
      let stored = try database.planRecords(of: user, day: record.day).first
      if let stored {
        if stored.sameContent(as: record) {
          report.plans.present += 1
        } else {
          report.plans.conflicting += 1
          report.addConflict(
            "\(user.name)'s plan for \(record.day) is \(record.summary) in the file but \(stored.summary) in the "
              + "database")
        }
        continue
      }
      let done = record.tasksDone
      try db.run(
        """
        INSERT INTO daily_plans (user_id, day, goal, goal_achieved, task_1, task_1_done, task_2, task_2_done, task_3,
          task_3_done, carried_from, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
        """,
        [
          user.id, record.day, record.goal, record.goalAchieved, record.taskTitles[0], done[0], record.taskTitles[1],
          done[1], record.taskTitles[2], done[2], record.carriedFrom, record.updatedAt,
        ])
      report.plans.added += 1
    }
  }

  mutating func applyChallenges() throws {
    for challenge in batch.challenges {
      let activityID: Int64
      switch fates[challenge.activity] {
      case .mapped(let id, _): activityID = id
      case .conflicting:
        report.challenges.conflicting += 1
        continue
      case .skipped:
        ignoreRecord("challenges of another user than --user")
        continue
      }
      let record = challenge.record
      let name = batch.activities[challenge.activity].name
      let stored =
        try db.queryFirst(
          "SELECT length_days, outcome, ended_on FROM challenges WHERE activity_id = ? AND started_on = ?",
          [activityID, record.startedOn]
        ) { row in (try row[0] as Int, try row[1] as String?, try row[2] as String?) }
      if let stored {
        if stored == (record.lengthDays, record.outcome, record.endedOn) {
          report.challenges.present += 1
          try addMissingChecks(record, of: challenge, activityID: activityID, name: name)
        } else {
          report.challenges.conflicting += 1
          report.addConflict(
            "\(name)'s challenge from \(record.startedOn) is \(Self.summary(record.lengthDays, record.outcome, record.endedOn)) "
              + "in the file but \(Self.summary(stored.0, stored.1, stored.2)) in the database")
        }
        continue
      }
      if record.outcome == nil,
        let current = try db.scalar(
          "SELECT started_on FROM challenges WHERE activity_id = ? AND outcome IS NULL", [activityID],
          as: String.self)
      {
        report.challenges.conflicting += 1
        report.addConflict(
          "\(name) has a current challenge from \(current) in the database and another from \(record.startedOn) "
            + "in the file")
        continue
      }
      try db.run(
        "INSERT INTO challenges (activity_id, started_on, length_days, outcome, ended_on) VALUES (?, ?, ?, ?, ?)",
        [activityID, record.startedOn, record.lengthDays, record.outcome, record.endedOn])
      let challengeID = db.lastInsertRowID
      for day in record.checks { try check(day, of: challengeID, activityID: activityID, name: name, challenge) }
      report.challenges.added += 1
    }
  }

  /// A challenge as a conflict names it: `21 days, failed on 2026-03-09`, or `21 days, running`.
  private static func summary(_ length: Int, _ outcome: String?, _ endedOn: String?) -> String {
    "\(length) days, " + (outcome.map { $0 + (endedOn.map { " on \($0)" } ?? "") } ?? "running")
  }

  /// The file's copy of a challenge the database has may have checked days it lacks (made on another machine
  /// since the last export): they are added, each with the day's completion. A day the database has checked and
  /// the file has not stays checked: a check is never taken back by an import.
  private mutating func addMissingChecks(
    _ record: ChallengeRecord, of challenge: ImportedChallenge, activityID: Int64, name: String
  ) throws {
    guard
      let challengeID = try db.scalar(
        "SELECT id FROM challenges WHERE activity_id = ? AND started_on = ?", [activityID, record.startedOn],
        as: Int64.self)
    else { return }
    for day in record.checks
    where try db.scalar(
      "SELECT 1 FROM challenge_checks WHERE challenge_id = ? AND day = ?", [challengeID, day], as: Int.self) == nil
    {
      try check(day, of: challengeID, activityID: activityID, name: name, challenge)
      report.challengeChecks.added += 1
    }
  }

  /// Checks `day` of the challenge with the day's first completion of the activity.
  private func check(
    _ day: String, of challengeID: Int64, activityID: Int64, name: String, _ challenge: ImportedChallenge
  ) throws {
    let first = try db.queryFirst(
      "SELECT id FROM completions WHERE activity_id = ? AND day = ? ORDER BY id LIMIT 1", [activityID, day],
      decode: { row in try row[0] as Int64 })
    guard let completion = first else {
      throw ImportError(
        "the challenge's day \(day) is checked, but '\(name)' has no completion that day",
        at: challenge.location, hint: "A checked day is a completion of the activity: add it under \"completions\".")
    }
    try db.run(
      "INSERT INTO challenge_checks (challenge_id, day, completion_id) VALUES (?, ?, ?)",
      [challengeID, day, completion])
  }
}

// MARK: Pauses

extension ImportApplier {
  /// Adds the file's pauses the database does not have. One of the same scope and first day that ends otherwise
  /// (resumed since, or changed) is a conflict: the database keeps its own, so an old file never pauses again
  /// what was resumed.
  mutating func applyPauses() throws {
    for pause in batch.pauses {
      let (activityID, userID, name): (Int64?, Int64?, String)
      switch pause.scope {
      case .activity(let index):
        switch fates[index] {
        case .mapped(let id, _): (activityID, userID, name) = (id, nil, batch.activities[index].name)
        case .conflicting:
          report.pauses.conflicting += 1
          continue
        case .skipped:
          ignoreRecord("pauses of another user than --user")
          continue
        }
      case .member(let index):
        guard let user = users[index] else {
          ignoreRecord("pauses of another user than --user")
          continue
        }
        (activityID, userID, name) = (nil, user.id, "\(user.name)'s activities")
      case .household:
        guard options.onlyUser == nil else {
          ignoreRecord("the household's pauses (with --user)")
          continue
        }
        (activityID, userID, name) = (nil, nil, "the household")
      }
      let record = pause.record
      let stored = try db.queryFirst(
        "SELECT last_day, note FROM pauses WHERE activity_id IS ? AND user_id IS ? AND first_day = ?",
        [activityID, userID, record.first.description]
      ) { row in (try row[0] as Day?, try row[1] as String?) }
      if let stored {
        if stored == (record.last, record.note) {
          report.pauses.present += 1
        } else {
          report.pauses.conflicting += 1
          func days(_ last: Day?) -> String { last.map { "to \($0)" } ?? "until resumed" }
          report.addConflict(
            "\(name)'s pause from \(record.first) is \(days(record.last)) in the file but \(days(stored.0)) in the "
              + "database")
        }
        continue
      }
      try db.run(
        """
        INSERT INTO pauses (activity_id, user_id, first_day, last_day, note, created_at)
        VALUES (?, ?, ?, ?, ?, coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
        """, [activityID, userID, record.first.description, record.last?.description, record.note, record.createdAt])
      report.pauses.added += 1
    }
  }
}
