import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  public func users() throws -> [User] {
    try db.query("SELECT id, uuid, name FROM users ORDER BY name COLLATE NOCASE") { row in
      User(id: try row[0], uuid: try row[1], name: try row[2])
    }
  }

  /// Adds a member of the household.
  public func addUser(named rawName: String) throws -> User {
    try addMember(named: rawName).user
  }

  /// Adds a member, and says whether they are the household's first, in the same transaction.
  public func addMember(named rawName: String) throws -> AddedMember {
    let name = try validName(rawName, what: "user")
    return try db.transaction {
      if let existing = try userIfExists(named: name) { throw StoreError.userExists(name: existing.name) }
      let isFirst = try db.scalar("SELECT count(*) FROM users", as: Int.self) == 0
      let uuid = ExternalID.make()
      try db.run("INSERT INTO users (uuid, name) VALUES (?, ?)", [uuid, name])
      return AddedMember(user: User(id: db.lastInsertRowID, uuid: uuid, name: name), isFirst: isFirst)
    }
  }

  /// The user with this name (ignoring case) or external id; a miss names the closest users.
  public func user(named name: String) throws -> User {
    if let user = try userIfExists(named: name) { return user }
    if let uuid = ExternalID.normalize(name),
      let user = try db.queryFirst("SELECT id, uuid, name FROM users WHERE uuid = ?", [uuid], decode: decodeUser)
    {
      return user
    }
    let names = try users().map(\.name)
    if names.isEmpty { throw StoreError.noUsers }
    throw StoreError.userNotFound(name: name, suggestions: closestNames(to: name, in: names))
  }

  public func user(uuid: String) throws -> User? {
    try db.queryFirst("SELECT id, uuid, name FROM users WHERE uuid = ?", [uuid], decode: decodeUser)
  }

  public func renameUser(_ user: User, to rawName: String) throws -> User {
    let name = try validName(rawName, what: "user")
    return try db.transaction {
      if let existing = try userIfExists(named: name), existing.id != user.id {
        throw StoreError.userExists(name: existing.name)
      }
      try db.run("UPDATE users SET name = ? WHERE id = ?", [name, user.id])
      return User(id: user.id, uuid: user.uuid, name: name)
    }
  }

  /// What removing the user would delete with it.
  public func deletionSummary(for user: User) throws -> DeletionSummary {
    try db.read {
      DeletionSummary(
        activities: try db.scalar(
          "SELECT count(*) FROM activities a WHERE a.user_id = ? AND \(Self.leavesWithOwner)", [user.id]) ?? 0,
        completions: try db.scalar(
          """
          SELECT count(*) FROM completions JOIN activities a ON a.id = activity_id
          WHERE a.user_id = ? AND \(Self.leavesWithOwner)
          """, [user.id]) ?? 0,
        marks: try db.scalar(
          """
          SELECT count(*) FROM day_marks JOIN activities a ON a.id = activity_id
          WHERE a.user_id = ? AND \(Self.leavesWithOwner)
          """, [user.id]) ?? 0)
    }
  }

  /// Removes the user with all their own activities and records. The shared activities they added stay the
  /// household's, passed to the member who joined first; their credits stay, as a member since removed.
  /// What removing `user` would remove: the first phase of `habit user remove`, shown for confirmation before
  /// ``remove(_:)`` removes exactly that member.
  public func prepareRemoval(of user: User) throws -> MemberRemoval {
    MemberRemoval(user: user, summary: try deletionSummary(for: user))
  }

  /// Removes the member a confirmed ``prepareRemoval(of:)`` named.
  public func remove(_ removal: MemberRemoval) throws {
    try removeUser(removal.user)
  }

  public func removeUser(_ user: User) throws {
    try db.transaction {
      try db.run(
        """
        UPDATE activities SET user_id = (SELECT min(id) FROM users WHERE id <> ?1)
        WHERE user_id = ?1 AND shared = 1 AND EXISTS (SELECT 1 FROM users WHERE id <> ?1)
        """, [user.id])
      _ = try db.run("DELETE FROM users WHERE id = ?", [user.id])
    }
  }

  /// Whether a member's activity `a` goes with them: not a shared one while another member stays.
  private static let leavesWithOwner =
    "(a.shared = 0 OR NOT EXISTS (SELECT 1 FROM users o WHERE o.id <> a.user_id))"

  func userIfExists(named name: String) throws -> User? {
    try db.queryFirst("SELECT id, uuid, name FROM users WHERE name = ? COLLATE NOCASE", [name], decode: decodeUser)
  }

  func validName(_ raw: String, what: String) throws -> String {
    if Self.isPlainName(raw) { return raw }
    let name = String(Substring(raw).trimmingCharacters())
    let article = what == "activity" ? "an" : "a"
    guard !name.isEmpty else { throw StoreError.invalidName("\(article) \(what) name cannot be empty") }
    guard name.count <= 100 else {
      throw StoreError.invalidName("\(article) \(what) name can have at most 100 characters")
    }
    guard !name.contains(where: { $0.isNewline || $0 == "\t" }) else {
      throw StoreError.invalidName("\(article) \(what) name cannot contain line breaks or tabs")
    }
    if let scalar = TextCheck.forbidden(in: name, lineBreaks: false) {
      throw StoreError.invalidName(
        "\(article) \(what) name cannot contain the control character \(TextCheck.name(scalar))")
    }
    return name
  }

  /// Whether `name` is printable ASCII of 1 to 100 characters without a space at either end: a valid name as it
  /// is, known from its bytes (an import may create 100,000 activities; the checks by `Character` cost more).
  private static func isPlainName(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      guard (1...100).contains(bytes.count), bytes.first != 0x20, bytes.last != 0x20 else { return false }
      return bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }
  }

  /// Checks a description, icon, unit or note: at most `limit` characters, and none a terminal would obey
  /// (see `TextCheck`); line breaks only where `lineBreaks` allows them.
  func validText(_ text: String, what: String, limit: Int, lineBreaks: Bool = false) throws {
    guard text.count <= limit else { throw StoreError.invalidValue("\(what) can have at most \(limit) characters") }
    if let scalar = TextCheck.forbidden(in: text, lineBreaks: lineBreaks) {
      throw StoreError.invalidValue(
        scalar == "\n"
          ? "\(what) cannot contain line breaks"
          : "\(what) cannot contain the control character \(TextCheck.name(scalar))")
    }
  }

  /// The icon a person gave for an activity, as it is kept: an emoji, the emoji of a word (`run`), or none.
  func validIcon(_ text: String) throws -> String {
    try validText(text, what: "an icon", limit: TextLimit.icon)
    guard let icon = Icon.resolve(text) else { throw StoreError.unknownIcon(text) }
    return icon
  }

  /// An activity's free text: its description, icon and unit.
  func validDetails(description: String, icon: String, unit: String?) throws {
    try validText(description, what: "a description", limit: TextLimit.description, lineBreaks: true)
    try validText(icon, what: "an icon", limit: TextLimit.icon)
    if let unit { try validText(unit, what: "a unit", limit: TextLimit.unit) }
  }
}

/// How long free text may be: enough for what people write, short enough to keep a table's row on a screen.
public enum TextLimit {
  public static let description = 2_000
  public static let icon = 16
  public static let unit = 32
  public static let note = 2_000
}

func decodeUser(_ row: Row) throws -> User {
  User(id: try row[0], uuid: try row[1], name: try row[2])
}

extension Substring {
  func trimmingCharacters() -> Substring {
    var result = self
    while result.first?.isWhitespace == true { result = result.dropFirst() }
    while result.last?.isWhitespace == true { result = result.dropLast() }
    return result
  }
}

extension HabitDatabase {
  /// Every member by name, and which of them `current` is, read in one snapshot.
  public func memberList(current: UserReference) throws -> MemberList {
    try db.read { MemberList(users: try users(), current: try? resolve(current)) }
  }
}
