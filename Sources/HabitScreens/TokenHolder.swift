import HabitCore

/// Who a request's token acts as.
public struct TokenHolder: Hashable, Sendable {
  public let tokenID: Int64
  public let name: String
  public let member: User
  public let readOnly: Bool
  /// Whether it is marked used in this hour (UTC) already: the server marks it at most once an hour.
  public let usedThisHour: Bool

  public init(tokenID: Int64, name: String, member: User, readOnly: Bool, usedThisHour: Bool) {
    self.tokenID = tokenID
    self.name = name
    self.member = member
    self.readOnly = readOnly
    self.usedThisHour = usedThisHour
  }
}
