/// The household's members, and the one acting among them (nil when none is chosen or the one named is not here).
public struct MemberList: Hashable, Sendable {
  public let users: [User]
  public let current: User?

  public init(users: [User], current: User?) {
    self.users = users
    self.current = current
  }
}
