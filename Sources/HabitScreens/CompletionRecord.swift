import HabitCore

/// One recorded completion as stored.
public struct CompletionRecord: Hashable, Sendable {
  public let id: Int64
  public let day: Day
  public let amount: Double?
  public let note: String?
  public let createdAt: String
  /// The member credited, when recorded as such (a shared activity's completions); nil: the activity's owner
  /// (for a shared activity, a member since removed).
  public var doneBy: User? = nil

  public init(id: Int64, day: Day, amount: Double?, note: String?, createdAt: String, doneBy: User? = nil) {
    self.id = id
    self.day = day
    self.amount = amount
    self.note = note
    self.createdAt = createdAt
    self.doneBy = doneBy
  }
}
