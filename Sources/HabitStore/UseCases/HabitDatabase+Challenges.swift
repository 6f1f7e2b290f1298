import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  static let challengeColumns = """
    SELECT c.id, c.activity_id, a.name, a.icon, c.started_on, c.length_days, c.outcome, c.ended_on
    FROM challenges c JOIN activities a ON a.id = c.activity_id
    """

  /// Starts a programme of `days` days from today for the activity named `name`, creating the activity (with a
  /// daily goal) when the user has none of that name.
  ///
  /// A broken programme of the same activity is ended ("reset") and replaced; one still running is an error.
  public func startChallenge(named rawName: String, days: Int, for user: User, today: Day) throws -> ChallengeStart {
    let name = try validName(rawName, what: "challenge")
    guard Challenge.allowedLengths.contains(days) else { throw ChallengeError.invalidLength(days) }
    return try db.transaction {
      var activity: Activity
      var created = false
      if let row = try db.queryFirst(
        Self.activityColumns + " WHERE user_id = ? AND name = ? COLLATE NOCASE", [user.id, name],
        decode: decodeActivityRow)
      {
        activity = try loadGoals(row)
        if activity.archived { throw ChallengeError.archived(name: activity.name) }
      } else {
        activity = try addActivity(NewActivity(name: name), for: user, today: today)
        created = true
      }
      var replaced: ChallengeProgress?
      if let current = try currentChallenge(activityID: activity.id) {
        switch current.challenge.state(today: today) {
        case .running(let day, _):
          throw ChallengeError.alreadyInProgress(name: activity.name, day: day, length: current.challenge.length)
        case .completed(let day):
          try endChallenge(current.id, outcome: "completed", on: day)
        case .broken, .notStarted, .reset:
          try endChallenge(current.id, outcome: "reset", on: max(today, current.challenge.startedOn))
          replaced = current
        }
      }
      var progress = try insertChallenge(activity: activity, days: days, today: today)
      // Done already today: that completion is day 1's check, as a check would have recorded it.
      var checkedToday = false
      if let completionID = try unclaimedCompletion(activityID: activity.id, on: today) {
        let check: ChallengeCheck
        do throws(ChallengeRefusal) {
          check = try progress.challenge.check(today: today)
        } catch {
          throw ChallengeError.refused(progress, error)
        }
        try insertCheck(progress, check, completionID: completionID, today: today)
        checkedToday = true
      }
      return ChallengeStart(
        progress: progress, createdActivity: created, replaced: replaced, checkedToday: checkedToday)
    }
  }

  /// Checks today for the user's programme named `name` (or their only one), recording a completion of its
  /// activity unless today already has one that no programme has claimed.
  public func checkChallenge(named name: String?, for user: User, today: Day) throws -> ChallengeCheckOutcome {
    try db.transaction {
      let current = try currentChallenge(named: name, for: user)
      var progress = current
      let check: ChallengeCheck
      do throws(ChallengeRefusal) {
        check = try progress.challenge.check(today: today)
      } catch {
        throw ChallengeError.refused(current, error)
      }
      var completionID = try unclaimedCompletion(activityID: current.activityID, on: today)
      var event: RecordEvent?
      if completionID == nil {
        let found = try activity(id: current.activityID)
        let recorded = try recordCompletion(found, on: today, by: user)
        event = try recordEvent(
          .done, of: found, by: user, on: today, today: today, amount: recorded.amount, unit: recorded.unit,
          credited: found.shared ? user : nil)
        completionID = try unclaimedCompletion(activityID: current.activityID, on: today)
      }
      try insertCheck(progress, check, completionID: completionID!, today: today)
      return ChallengeCheckOutcome(
        progress: progress, check: check, usedExistingCompletion: event == nil, event: event)
    }
  }

  /// Ends the user's programme named `name` (or their only one) and starts it again from day 1 today, with the
  /// same length.
  public func resetChallenge(named name: String?, for user: User, today: Day) throws -> ChallengeReset {
    try db.transaction {
      let current = try currentChallenge(named: name, for: user)
      try endChallenge(current.id, outcome: "reset", on: max(today, current.challenge.startedOn))
      let progress = try insertChallenge(
        activityID: current.activityID, name: current.activityName, icon: current.icon,
        days: current.challenge.length, today: today)
      return ChallengeReset(previous: current, progress: progress)
    }
  }

  /// The user's programmes in progress (running or broken), then the completed ones, newest first.
  public func challenges(of user: User) throws -> [ChallengeProgress] {
    try db.read {
      try loadChallenges(
        Self.challengeColumns + """
           WHERE a.user_id = ? AND (c.outcome IS NULL OR c.outcome = 'completed')
          ORDER BY c.outcome IS NOT NULL, c.started_on DESC, c.id DESC
          """, [user.id])
    }
  }

  /// Checks today for the activity's current programme, after a completion was recorded today; nil when the
  /// activity has no programme in progress. Joins the caller's transaction.
  func checkCurrentChallenge(of activityID: Int64, today: Day) throws -> ChallengeNote? {
    guard var progress = try currentChallenge(activityID: activityID) else { return nil }
    let before = progress
    let check: ChallengeCheck
    do {
      check = try progress.challenge.check(today: today)
    } catch {
      return .refused(before, error)
    }
    guard let completionID = try unclaimedCompletion(activityID: activityID, on: today) else { return nil }
    try insertCheck(progress, check, completionID: completionID, today: today)
    return .checked(progress, check)
  }

  // MARK: Helpers

  private func currentChallenge(named name: String?, for user: User) throws -> ChallengeProgress {
    let current = try loadChallenges(
      Self.challengeColumns + " WHERE a.user_id = ? AND c.outcome IS NULL ORDER BY a.position, a.name", [user.id])
    guard let name = name.map({ String(Substring($0).trimmingCharacters()) }) else {
      switch current.count {
      case 0: throw ChallengeError.noneCurrent(user: user.name)
      case 1: return current[0]
      default: throw ChallengeError.whichOne(current.map(\.activityName))
      }
    }
    if let found = current.first(where: { $0.activityName.lowercased() == name.lowercased() }) { return found }
    if current.isEmpty { throw ChallengeError.noneCurrent(user: user.name) }
    throw ChallengeError.notCurrent(name: name, current: current.map(\.activityName))
  }

  private func currentChallenge(activityID: Int64) throws -> ChallengeProgress? {
    try loadChallenges(Self.challengeColumns + " WHERE c.activity_id = ? AND c.outcome IS NULL", [activityID]).first
  }

  private func loadChallenges(_ sql: String, _ arguments: [any SQLiteBindable]) throws -> [ChallengeProgress] {
    var found = try db.query(sql, arguments) { row in
      let started = try row[4] as Day
      let ended: Day? = try row[7]
      let ending: Challenge.Ending? =
        switch (try row[6] as String?, ended) {
        case ("completed", let day?): .completed(on: day)
        case ("reset", let day?): .reset(on: day)
        default: nil
        }
      return ChallengeProgress(
        id: try row[0], activityID: try row[1], activityName: try row[2], icon: try row[3],
        challenge: Challenge(startedOn: started, length: try row[5], ending: ending))
    }
    for index in found.indices {
      try db.forEach("SELECT day FROM challenge_checks WHERE challenge_id = ?", [found[index].id]) { row in
        found[index].challenge.checks.insert(try row[0] as Day)
      }
    }
    return found
  }

  private func insertChallenge(activity: Activity, days: Int, today: Day) throws -> ChallengeProgress {
    try insertChallenge(activityID: activity.id, name: activity.name, icon: activity.icon, days: days, today: today)
  }

  private func insertChallenge(activityID: Int64, name: String, icon: String, days: Int, today: Day) throws
    -> ChallengeProgress
  {
    try db.run(
      "INSERT INTO challenges (activity_id, started_on, length_days) VALUES (?, ?, ?)",
      [activityID, today.description, days])
    return ChallengeProgress(
      id: db.lastInsertRowID, activityID: activityID, activityName: name, icon: icon,
      challenge: Challenge(startedOn: today, length: days))
  }

  private func endChallenge(_ id: Int64, outcome: String, on day: Day) throws {
    try db.run("UPDATE challenges SET outcome = ?, ended_on = ? WHERE id = ?", [outcome, day.description, id])
  }

  private func insertCheck(_ progress: ChallengeProgress, _ check: ChallengeCheck, completionID: Int64, today: Day)
    throws
  {
    try db.run(
      "INSERT INTO challenge_checks (challenge_id, day, completion_id) VALUES (?, ?, ?)",
      [progress.id, today.description, completionID])
    if check == .completed { try endChallenge(progress.id, outcome: "completed", on: today) }
  }

  /// The day's first completion of the activity that is not already some programme's check.
  private func unclaimedCompletion(activityID: Int64, on day: Day) throws -> Int64? {
    try db.scalar(
      """
      SELECT k.id FROM completions k
      WHERE k.activity_id = ? AND k.day = ? AND NOT EXISTS (SELECT 1 FROM challenge_checks WHERE completion_id = k.id)
      ORDER BY k.created_at, k.id LIMIT 1
      """, [activityID, day.description], as: Int64.self)
  }

  func activity(id: Int64) throws -> Activity {
    guard let row = try db.queryFirst(Self.activityColumns + " WHERE id = ?", [id], decode: decodeActivityRow) else {
      throw StoreError.invalidValue("activity \(id) no longer exists")
    }
    return try loadGoals(row)
  }
}
