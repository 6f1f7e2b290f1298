import HabitCore
import HabitScreens
import SQLite

/// Which of a member's activities a listing holds.
public enum ActivityScope: Sendable {
  /// What the member does: their own and the household's shared ones.
  case visible
  /// What the member added, shared or not: what is theirs to keep (exports, deleting the member).
  case owned
}

extension HabitDatabase {
  /// Refuses a name another activity of the member's view holds: for a shared activity, any member's; for a
  /// member's own, theirs and the household's shared ones.
  func requireFreeName(_ name: String, for owner: User, shared: Bool, except id: Int64?) throws {
    let taken = try db.queryFirst(
      """
      SELECT a.name, u.name, a.shared FROM activities a JOIN users u ON u.id = a.user_id
      WHERE a.name = ? COLLATE NOCASE AND a.id IS NOT ? AND (?3 OR a.user_id = ?4 OR a.shared = 1)
      ORDER BY a.shared DESC, a.user_id = ?4 DESC LIMIT 1
      """, [name, id, shared, owner.id]
    ) { row in (name: try row[0] as String, owner: try row[1] as String, shared: try row[2] as Bool) }
    guard let taken else { return }
    throw StoreError.activityExists(name: taken.name, user: taken.shared ? "the household" : taken.owner)
  }

  /// Sets the members taking turns at an activity, by name, in order (`[]`: none).
  func setRotation(_ names: [String], of activityID: Int64, shared: Bool, name: String) throws {
    guard names.isEmpty || shared else {
      throw StoreError.invalidValue("only a shared activity has turns: \(name) is one member's")
    }
    try db.run("DELETE FROM rotations WHERE activity_id = ?", [activityID])
    var seen: Set<Int64> = []
    for (position, member) in names.enumerated() {
      let user = try user(named: member)
      guard seen.insert(user.id).inserted else {
        throw StoreError.invalidValue("\(user.name) is in the rotation twice: name each member once")
      }
      try db.run(
        "INSERT INTO rotations (activity_id, user_id, position) VALUES (?, ?, ?)", [activityID, user.id, position])
    }
  }

  /// The household's active shared activities, in their order, with their goal history.
  public func sharedActivities() throws -> [Activity] {
    try db.read {
      try db.query(
        Self.activityColumns + " WHERE shared = 1 AND archived = 0 ORDER BY position, name", [],
        decode: decodeActivityRow
      ).map { try loadGoals($0) }
    }
  }

  /// The members taking turns at the activity, by their ids (uuid), in order: what habit's JSON keeps.
  public func rotationIDs(of activity: Activity) throws -> [String] { try rotationMembers(of: activity).map(\.uuid) }

  /// The members taking turns at the activity, by name, in order; empty without a rotation.
  public func rotation(of activity: Activity) throws -> [String] { try rotationMembers(of: activity).map(\.name) }

  /// Who did how much of a shared activity as of `today`, and whose turn it is; nil for a member's own activity.
  /// `allTime` false counts the last 30 days only (`Share.allTime` is then nil): what the board shows, without
  /// reading every completion of the activity.
  public func credits(of activity: Activity, today: Day, allTime: Bool = true) throws -> Credits? {
    try credits(of: activity, today: today, allTime: allTime, names: nil)
  }

  /// `names`: the members' names by id, when the caller has read them (the board, for each shared activity).
  func credits(of activity: Activity, today: Day, allTime: Bool, names: [Int64: String]?) throws -> Credits? {
    guard activity.shared else { return nil }
    return try db.read {
      let monthStart = today.adding(days: -30).description
      // By member id, without a join: the names come from one read of the members.
      let names = try names ?? Dictionary(uniqueKeysWithValues: try users().map { ($0.id, $0.name) })
      // Counted here, not by a GROUP BY: a shared activity has a few members, and the sort SQLite makes for the
      // groups cost the board of 20 shared activities 1.3 M instructions (docs/performance.md).
      var tally: [(member: Int64?, week: Int, month: Int, allTime: Int)] = []
      try db.forEach(
        """
        SELECT done_by, day > ?2, day > ?3 FROM completions
        WHERE activity_id = ?1 AND day <= ?4 AND day > ?5
        """,
        [
          activity.id, today.adding(days: -7).description, monthStart, today.description,
          allTime ? "0000" : monthStart,
        ]
      ) { row in
        let member: Int64? = try row[0]
        let (week, month) = (Int(row.int64(1)), Int(row.int64(2)))
        if let index = tally.firstIndex(where: { $0.member == member }) {
          tally[index].week += week
          tally[index].month += month
          tally[index].allTime += 1
        } else {
          tally.append((member, week, month, 1))
        }
      }
      let counted = tally.map {
        Credits.Share(
          member: $0.member.flatMap { names[$0] }, week: $0.week, month: $0.month, allTime: allTime ? $0.allTime : nil)
      }
      let shares = counted.sorted {
        let (first, second) = (($0.allTime ?? $0.month), ($1.allTime ?? $1.month))
        if first != second { return first > second }
        switch ($0.member, $1.member) {
        case (let a?, let b?): return a.lowercased() < b.lowercased()
        case (_?, nil): return true
        default: return false
        }
      }
      let rotation = try rotationMembers(of: activity)
      let uncredited = rotation.filter { member in !shares.contains { $0.member == member.name } }.map {
        Credits.Share(member: $0.name, week: 0, month: 0, allTime: allTime ? 0 : nil)
      }
      return Credits(shares: shares + uncredited, turn: try turn(of: activity, today: today, rotation: rotation))
    }
  }

  /// Whose turn it is at a shared activity as of `today`: of its rotation, the first (in order) never credited,
  /// else the one credited longest ago; nil without a rotation. Its completions are read newest first, a few at
  /// a time (twice as many each time), until every member of the rotation has been seen: usually a handful.
  public func turn(of activity: Activity, today: Day) throws -> String? {
    guard activity.shared else { return nil }
    return try db.read { try turn(of: activity, today: today, rotation: try rotationMembers(of: activity)) }
  }

  private func turn(of activity: Activity, today: Day, rotation: [User]) throws -> String? {
    guard !rotation.isEmpty else { return nil }
    var seen: [Int64] = []
    var after: (day: String, id: Int64) = (today.adding(days: 1).description, 0)
    var page = 2 * rotation.count
    while seen.count < rotation.count {
      var count = 0
      try db.forEach(
        """
        SELECT day, id, done_by FROM completions
        WHERE activity_id = ?1 AND (day < ?2 OR (day = ?2 AND id < ?3)) ORDER BY day DESC, id DESC LIMIT ?4
        """, [activity.id, after.day, after.id, page]
      ) { row in
        count += 1
        after = (try row[0], try row[1])
        if let member: Int64 = try row[2], rotation.contains(where: { $0.id == member }), !seen.contains(member) {
          seen.append(member)
        }
      }
      if count < page { break }
      page *= 2
    }
    // Never credited, in the rotation's order; else the one seen last going back, credited longest ago.
    let turn = rotation.first { !seen.contains($0.id) }?.id ?? seen.last
    return rotation.first { $0.id == turn }?.name
  }

  /// The members taking turns at the activity, in order.
  private func rotationMembers(of activity: Activity) throws -> [User] {
    try db.query(
      """
      SELECT u.id, u.uuid, u.name FROM rotations r JOIN users u ON u.id = r.user_id
      WHERE r.activity_id = ? ORDER BY r.position
      """, [activity.id], decode: decodeUser)
  }
}
