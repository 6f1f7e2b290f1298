/// What adding a member did: the member, and whether the household had nobody before.
public struct AddedMember: Hashable, Sendable {
  public let user: User
  public let isFirst: Bool

  public init(user: User, isFirst: Bool) {
    self.user = user
    self.isFirst = isFirst
  }
}
