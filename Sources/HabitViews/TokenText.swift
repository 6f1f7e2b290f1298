import HabitScreens

/// What `habit token` says: the new token once, and the list without any token's text.
public enum TokenText {
  /// The lines after `habit token add`: the token (the one time it is shown) and how to use it.
  public static func added(_ new: NewAPIToken) -> [String] {
    let access = new.token.readOnly ? "read-only token" : "token"
    return [
      "Added the \(access) '\(visible(new.token.name))' acting as \(visible(new.token.member)). It is shown only now:",
      new.secret,
      "Use it with habit serve's API, for example:",
      "curl -H 'Authorization: Bearer \(new.secret)' http://127.0.0.1:8080/api/v1/today",
    ]
  }

  public static func removed(_ token: APIToken) -> String {
    "Removed the token '\(visible(token.name))' of \(visible(token.member)): it no longer works."
  }

  public static let csvHeader = ["name", "member", "access", "created_at", "last_used_at"]

  public static func csvRows(_ tokens: [APIToken]) -> [[String]] {
    tokens.map { [$0.name, $0.member, $0.readOnly ? "read-only" : "read-write", $0.createdAt, $0.lastUsedAt ?? ""] }
  }

  /// `--format json`: every token's name, member and access, never its text.
  public struct JSON: Encodable, Sendable {
    let name: String
    let member: String
    let readOnly: Bool
    let createdAt: String
    let lastUsedAt: String?
  }

  public static func json(_ tokens: [APIToken]) -> [JSON] {
    tokens.map {
      JSON(name: $0.name, member: $0.member, readOnly: $0.readOnly, createdAt: $0.createdAt, lastUsedAt: $0.lastUsedAt)
    }
  }

  /// `2026-11-28T17:00:00Z` as `2026-11-28 17:00` (UTC).
  static func hour(_ stamp: String) -> String { String(stamp.prefix(10)) + " " + String(stamp.dropFirst(11).prefix(5)) }

  /// The table: name, member, access, made and last used (to the hour, UTC).
  public static func render(_ tokens: [APIToken], to stream: inout some TextOutputStream) {
    guard !tokens.isEmpty else {
      stream.write("No tokens. Make one with: habit token add NAME --user MEMBER\n")
      return
    }
    var table = Table(titles: "Name", "Member", "Access", "Made", "Last used")
    for token in tokens {
      table.append([
        Table.Cell(visible(token.name)), Table.Cell(visible(token.member)),
        Table.Cell(token.readOnly ? "read-only" : "read-write"), Table.Cell(String(token.createdAt.prefix(10))),
        Table.Cell(token.lastUsedAt.map(Self.hour) ?? "never"),
      ])
    }
    stream.write(table.render(color: false, width: nil) + "\n")
  }
}
