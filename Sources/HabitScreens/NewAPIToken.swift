import HabitCore

/// A token just made: its text is shown this once and kept nowhere.
public struct NewAPIToken: Hashable, Sendable {
  public let token: APIToken
  public let secret: String

  public init(token: APIToken, secret: String) {
    self.token = token
    self.secret = secret
  }
}
