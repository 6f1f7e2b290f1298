import HabitCore
import HabitScreens
import SQLite

/// Links that act for one member without a sign-in (table `links`): whoever holds the URL may use it, so its secret
/// is 128 random bits from the system's generator, and removing the row revokes it.
extension HabitDatabase {
  /// `habit link add NAME`: the member's check-in link for the activity, made now or the one made before (one a
  /// member and activity), in one transaction.
  public func makeCheckInLink(_ activity: ActivityReference, of user: UserReference) throws -> LinkMade {
    try db.transaction {
      let member = try resolve(user)
      let found = try self.activity(activity, of: member)
      if let existing = try link(.checkIn, of: member, activityID: found.id) {
        return LinkMade(link: existing, isNew: false)
      }
      try db.run(
        "INSERT INTO links (kind, secret, user_id, activity_id) VALUES ('check-in', ?, ?, ?)",
        [Self.linkSecret(), member.id, found.id])
      guard let made = try link(.checkIn, of: member, activityID: found.id) else {
        preconditionFailure("a link just inserted is there")
      }
      return LinkMade(link: made, isNew: true)
    }
  }

  /// `habit link calendar`: the member's calendar link, made now or the one made before (one a member), in one
  /// transaction.
  public func makeCalendarLink(of user: UserReference) throws -> LinkMade {
    try db.transaction {
      let member = try resolve(user)
      if let existing = try link(.calendar, of: member, activityID: nil) {
        return LinkMade(link: existing, isNew: false)
      }
      try db.run("INSERT INTO links (kind, secret, user_id) VALUES ('calendar', ?, ?)", [Self.linkSecret(), member.id])
      guard let made = try link(.calendar, of: member, activityID: nil) else {
        preconditionFailure("a link just inserted is there")
      }
      return LinkMade(link: made, isNew: true)
    }
  }

  /// `habit link remove`: removes the member's check-in link for the activity (nil: their calendar link), which
  /// revokes its URL; returns it as it was.
  public func removeLink(_ kind: LinkKind, activity: ActivityReference?, of user: UserReference) throws -> LinkSummary {
    try db.transaction {
      let member = try resolve(user)
      let found = try existingLink(kind, activity: activity, of: member)
      try db.run("DELETE FROM links WHERE secret = ?", [found.secret])
      return found
    }
  }

  /// `habit link qr`: the member's check-in link for the activity, as it is (none is `LinkError.noLink`).
  public func checkInLink(_ activity: ActivityReference, of user: UserReference) throws -> LinkSummary {
    try db.read { try existingLink(.checkIn, activity: activity, of: try resolve(user)) }
  }

  /// `habit link list`: the household's links, or one member's, by member, kind and activity.
  public func links(of user: UserReference?) throws -> [LinkSummary] {
    try db.read {
      let member = try user.map { try resolve($0) }
      return try linkRows(where: "?1 IS NULL OR l.user_id = ?1", [member?.id])
    }
  }

  /// The web's cards page: the member's check-in links, in the order of their activities.
  public func checkInCards(of user: UserReference) throws -> (member: User, links: [LinkSummary]) {
    try db.read {
      let member = try resolve(user)
      return (member, try linkRows(where: "l.kind = 'check-in' AND l.user_id = ?1", [member.id]))
    }
  }

  /// A check-in link's page, read in one snapshot: the activity and how the link's member's today stands (their
  /// day start applied to `now`). An unknown secret is `LinkError.unknownSecret`.
  public func checkInScreen(secret: String, now: Now) throws -> CheckInScreen {
    try db.read {
      let (link, member, activity) = try checkInSubject(secret)
      return try checkInScreen(link, activity, today: today(for: member, now: now))
    }
  }

  /// A check-in link's button: records a completion of its activity for its member's today, in one transaction
  /// with finding the link, by the same use case as `habit done` (a shared activity's completion is credited to
  /// the link's member).
  public func checkIn(secret: String, amount: Double? = nil, now: Now) throws -> CheckInOutcome {
    try db.transaction {
      let (link, member, activity) = try checkInSubject(secret)
      let today = try today(for: member, now: now)
      var recorded = try recordCompletion(activity, on: today, amount: amount, today: today, by: member)
      recorded.event = try recordEvent(
        .done, of: activity, by: member, on: today, today: today, amount: recorded.amount, unit: recorded.unit,
        credited: activity.shared ? member : nil)
      return CheckInOutcome(recorded: recorded, screen: try checkInScreen(link, activity, today: today))
    }
  }

  /// A calendar link's feed, read in one snapshot: what its member did on each of the last
  /// ``CalendarFeed/daysShown`` days (their shared activities' completions they are credited with included, their
  /// private activities left out), and the days to the end of this week on which a weekday goal is due.
  public func calendarFeed(secret: String, now: Now) throws -> CalendarFeed {
    try db.read {
      guard Self.isLinkSecret(secret),
        let (userID, kind) = try db.queryFirst(
          "SELECT user_id, kind FROM links WHERE secret = ?", [secret],
          decode: { (try $0[0] as Int64, try $0[1] as String) }),
        kind == LinkKind.calendar.rawValue,
        let member = try user(id: userID)
      else { throw LinkError.unknownSecret }
      let today = try today(for: member, now: now)
      let first = today.adding(days: 1 - CalendarFeed.daysShown)
      var entries: [Day: [FeedEntry]] = [:]
      try db.forEach(
        """
        SELECT c.day, a.name, a.icon, count(*), sum(c.amount), a.unit,
          group_concat(c.note, char(31))
        FROM completions c JOIN activities a ON a.id = c.activity_id
        WHERE c.day BETWEEN ?2 AND ?3 AND a.private = 0
          AND ((a.shared = 0 AND a.user_id = ?1) OR (a.shared = 1 AND c.done_by = ?1))
        GROUP BY c.day, a.id ORDER BY c.day, a.shared, a.position, a.name
        """, [member.id, first.description, today.description]
      ) { row in
        let day = try Day(parsing: try row[0] as String)
        // habit writes no control character into a note, so the unit separator parts them.
        let notes = (try row[6] as String?)?.split(separator: "\u{1F}").map(String.init) ?? []
        entries[day, default: []].append(
          FeedEntry(
            activity: try row[1], icon: try row[2], count: try row[3], amount: try row[4], unit: try row[5],
            notes: notes))
      }
      let days = entries.keys.sorted().map { FeedDay(day: $0, entries: entries[$0] ?? []) }
      return CalendarFeed(
        member: member.name, memberUUID: member.uuid, today: today, days: days,
        due: try dueThisWeek(member, today: today))
    }
  }

  // MARK: Steps of the link use cases

  /// The days from today to the end of the week on which one of the member's weekday goals is due and not met.
  private func dueThisWeek(_ member: User, today: Day) throws -> [FeedDue] {
    let weekStart = try weekStart()
    let end = Period.week.interval(containing: today, weekStart: weekStart).end
    var due: [FeedDue] = []
    for activity in try activities(of: member) where !activity.isPrivate {
      let judge = try judgeDays(activity, over: today...end, today: today, weekStart: weekStart)
      for day in today...end {
        let goal = activity.goal(on: day)
        guard goal.weekdays != nil, goal.isDue(on: day) else { continue }
        if day == today, [.done, .skipped, .paused].contains(judge.day(day).status) { continue }
        due.append(FeedDue(day: day, activity: activity.name, activityUUID: activity.uuid, icon: activity.icon))
      }
    }
    return due.sorted { ($0.day, $0.activity) < ($1.day, $1.activity) }
  }

  private func checkInSubject(_ secret: String) throws -> (LinkSummary, User, Activity) {
    guard Self.isLinkSecret(secret),
      let (userID, activityUUID) = try db.queryFirst(
        """
        SELECT l.user_id, a.uuid FROM links l JOIN activities a ON a.id = l.activity_id
        WHERE l.secret = ? AND l.kind = 'check-in'
        """, [secret], decode: { (try $0[0] as Int64, try $0[1] as String) }),
      let member = try user(id: userID),
      let link = try linkRows(where: "l.secret = ?2", [nil, secret]).first
    else { throw LinkError.unknownSecret }
    return (link, member, try activity(.id(activityUUID), of: member))
  }

  private func checkInScreen(_ link: LinkSummary, _ activity: Activity, today: Day) throws -> CheckInScreen {
    let judged = try judgeDays(activity, over: today...today, today: today, weekStart: try weekStart()).day(today)
    let inForce = activity.goals.last { $0.effectiveFrom <= today } ?? activity.goals.first
    let goal = activity.goal(on: today)
    return CheckInScreen(
      link: link, activityName: activity.name, icon: activity.icon, shared: activity.shared, today: today,
      judged: judged, needsAmount: goal.measure == .amount && inForce?.requiredAmount == nil,
      unit: inForce?.unit ?? goal.unit)
  }

  private func existingLink(_ kind: LinkKind, activity: ActivityReference?, of member: User) throws -> LinkSummary {
    let found = try activity.map { try self.activity($0, of: member) }
    guard let link = try link(kind, of: member, activityID: found?.id) else {
      throw LinkError.noLink(kind: kind, member: member.name, activity: found?.name)
    }
    return link
  }

  private func link(_ kind: LinkKind, of member: User, activityID: Int64?) throws -> LinkSummary? {
    try linkRows(
      where: "l.user_id = ?1 AND l.kind = ?2 AND l.activity_id IS ?3", [member.id, kind.rawValue, activityID]
    ).first
  }

  /// Links with their member's and activity's names; `condition` may use `?1` and onwards from `arguments`.
  private func linkRows(where condition: String, _ arguments: [any SQLiteBindable]) throws -> [LinkSummary] {
    try db.query(
      """
      SELECT l.kind, l.secret, u.name, a.name, coalesce(a.icon, ''), l.created_at
      FROM links l JOIN users u ON u.id = l.user_id LEFT JOIN activities a ON a.id = l.activity_id
      WHERE \(condition)
      ORDER BY u.name COLLATE NOCASE, l.kind = 'check-in', a.position, a.name
      """, arguments
    ) { row in
      LinkSummary(
        kind: LinkKind(rawValue: try row[0]) ?? .checkIn, secret: try row[1], member: try row[2], activity: try row[3],
        icon: try row[4], createdAt: try row[5])
    }
  }

  private func user(id: Int64) throws -> User? {
    try db.queryFirst("SELECT id, uuid, name FROM users WHERE id = ?", [id]) {
      User(id: try $0[0], uuid: try $0[1], name: try $0[2])
    }
  }

  /// 16 bytes from the system's generator (getrandom on Linux) as 32 lowercase hex digits.
  static func linkSecret() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<16).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }

  /// Whether `text` has a secret's form: 32 lowercase hex digits.
  public static func isLinkSecret(_ text: String) -> Bool {
    text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
