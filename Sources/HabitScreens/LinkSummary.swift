import HabitCore

/// A link as `habit link list` shows it: whose it is, what it does, and its secret (the URL's last part).
public struct LinkSummary: Hashable, Sendable {
  public let kind: LinkKind
  /// 32 lowercase hex digits: 128 random bits.
  public let secret: String
  public let member: String
  /// The check-in's activity; nil for a calendar.
  public let activity: String?
  /// The check-in activity's icon; empty for a calendar.
  public let icon: String
  /// UTC, ISO 8601.
  public let createdAt: String

  public init(
    kind: LinkKind, secret: String, member: String, activity: String?, icon: String = "", createdAt: String
  ) {
    self.kind = kind
    self.secret = secret
    self.member = member
    self.activity = activity
    self.icon = icon
    self.createdAt = createdAt
  }

  /// The link's path on the server: `/c/SECRET` for a check-in, `/calendar/SECRET.ics` for a calendar.
  public var path: String { kind == .checkIn ? "/c/\(secret)" : "/calendar/\(secret).ics" }
}
