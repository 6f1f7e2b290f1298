import HabitCore

/// A stretch of days an activity, a member's activities or the household's are paused (`pauses`).
public struct Pause: Hashable, Sendable {
  /// What a pause holds.
  public enum Scope: Hashable, Sendable {
    /// One activity, named with its member.
    case activity(name: String, member: String)
    /// Every activity of a member.
    case member(String)
    /// Every activity of every member.
    case household
  }

  public let id: Int64
  public let scope: Scope
  public let first: Day
  /// The last paused day; nil until resumed.
  public let last: Day?
  public let note: String?

  public init(id: Int64, scope: Scope, first: Day, last: Day?, note: String?) {
    self.id = id
    self.scope = scope
    self.first = first
    self.last = last
    self.note = note
  }

  /// Whether `day` is paused by it.
  public func holds(_ day: Day) -> Bool { first <= day && last.map { day <= $0 } ?? true }
}
