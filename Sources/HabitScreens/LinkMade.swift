import HabitCore

/// A link asked for: the one made, or the one the member already had for the same thing (made earlier).
public struct LinkMade: Hashable, Sendable {
  public let link: LinkSummary
  public let isNew: Bool

  public init(link: LinkSummary, isNew: Bool) {
    self.link = link
    self.isNew = isNew
  }
}
