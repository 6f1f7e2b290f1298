import HabitCore

/// A bearer token of the JSON API as `habit token list` shows it: never its text, which only its maker saw.
public struct APIToken: Hashable, Sendable {
  public let name: String
  public let member: String
  public let readOnly: Bool
  /// UTC, ISO 8601.
  public let createdAt: String
  /// UTC, ISO 8601, to the hour; nil: never used.
  public let lastUsedAt: String?

  public init(name: String, member: String, readOnly: Bool, createdAt: String, lastUsedAt: String?) {
    self.name = name
    self.member = member
    self.readOnly = readOnly
    self.createdAt = createdAt
    self.lastUsedAt = lastUsedAt
  }
}
