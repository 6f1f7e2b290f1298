/// A member to remove, and what goes with them.
public struct MemberRemoval: Equatable, Sendable {
  public let user: User
  public let summary: DeletionSummary

  public init(user: User, summary: DeletionSummary) {
    self.user = user
    self.summary = summary
  }
}
