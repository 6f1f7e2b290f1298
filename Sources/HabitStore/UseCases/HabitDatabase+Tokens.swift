import HabitCore
import HabitScreens
import KeyDerivation
import SQLite

extension HabitDatabase {
  /// What a token's text starts with, so that a secret scanner (and a person) knows it for habit's.
  public static let tokenPrefix = "hbt_"

  /// `habit token add NAME --user MEMBER`: a new token acting as the member, of 256 random bits; only its SHA-256
  /// is stored. The name is unique in the household (ignoring case).
  public func addToken(named name: String, for user: UserReference, readOnly: Bool) throws -> NewAPIToken {
    let name = String(Substring(name).trimmingSpaces())
    guard (1...60).contains(name.count) else {
      throw StoreError.invalidValue("a token's name needs 1 to 60 characters")
    }
    try validText(name, what: "a token's name", limit: 60)
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let secret = Self.tokenPrefix + bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    return try writing(as: user) { member in
      if let existing = try db.queryFirst(
        "SELECT name FROM api_tokens WHERE name = ?", [name],
        decode: { row in
          try row[0] as String
        })
      {
        throw StoreError.tokenExists(name: existing)
      }
      _ = try db.run(
        "INSERT INTO api_tokens (name, user_id, sha256, read_only) VALUES (?, ?, ?, ?)",
        [name, member.id, DynamicValue.blob(sha256(Array(secret.utf8))), readOnly ? 1 : 0])
      let stored = try tokens(where: "t.id = ?", [db.lastInsertRowID])
      return NewAPIToken(token: stored[0], secret: secret)
    }
  }

  /// `habit token list`: every token of the household, by member and name.
  public func apiTokens() throws -> [APIToken] { try db.read { try tokens(where: "1", []) } }

  /// `habit token remove NAME`: the token stops working at once; returns it as it was.
  public func removeToken(named name: String) throws -> APIToken {
    try db.transaction {
      guard let token = try tokens(where: "t.name = ?", [String(Substring(name).trimmingSpaces())]).first else {
        throw StoreError.tokenNotFound(name: name, names: try tokens(where: "1", []).map(\.name))
      }
      _ = try db.run("DELETE FROM api_tokens WHERE name = ?", [token.name])
      return token
    }
  }

  /// The member a token's text acts as, or nil for a token that is not (or no longer) one of ours.
  public func tokenHolder(_ secret: String) throws -> TokenHolder? {
    guard secret.hasPrefix(Self.tokenPrefix), secret.utf8.count < 200 else { return nil }
    return try db.queryFirst(
      """
      SELECT t.id, t.name, t.read_only, t.last_used_at IS \(Self.thisHour), u.id, u.uuid, u.name
      FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.sha256 = ?
      """, [DynamicValue.blob(sha256(Array(secret.utf8)))]
    ) { row in
      TokenHolder(
        tokenID: try row[0], name: try row[1], member: User(id: try row[4], uuid: try row[5], name: try row[6]),
        readOnly: try row[2] as Int64 == 1, usedThisHour: try row[3] as Int64 == 1)
    }
  }

  /// Marks a token used in this hour: what `habit token list` shows.
  public func markTokenUsed(_ holder: TokenHolder) throws {
    try db.transaction {
      _ = try db.run("UPDATE api_tokens SET last_used_at = \(Self.thisHour) WHERE id = ?", [holder.tokenID])
    }
  }

  /// The hour now, UTC, as `last_used_at` keeps it.
  static let thisHour = "strftime('%Y-%m-%dT%H:00:00Z', 'now')"

  private func tokens(where condition: String, _ arguments: [any SQLiteBindable]) throws -> [APIToken] {
    try db.query(
      """
      SELECT t.name, u.name, t.read_only, t.created_at, t.last_used_at
      FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE \(condition) ORDER BY u.name, t.name
      """, arguments
    ) { row in
      APIToken(
        name: try row[0], member: try row[1], readOnly: try row[2] as Int64 == 1, createdAt: try row[3],
        lastUsedAt: try row[4])
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
