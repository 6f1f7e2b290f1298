import HabitCore

/// What `habit pause` and `habit resume` act on: an activity of the acting member, all of the member's
/// activities, or the whole household's.
public enum PauseTarget: Sendable, Equatable {
  case activity(ActivityReference)
  case member
  case household
}

/// A pause as habit's JSON carries it: its days, note and when it was entered; its scope is where it is written.
public struct PauseRecord: Hashable, Sendable {
  public let first: Day
  public let last: Day?
  public let note: String?
  /// When it was entered, UTC, ISO 8601; nil: at import.
  public let createdAt: String?

  public init(first: Day, last: Day?, note: String?, createdAt: String?) {
    self.first = first
    self.last = last
    self.note = note
    self.createdAt = createdAt
  }
}

/// A pause an import brings, held by one of the file's activities, one of its users, or the household.
public struct ImportedPause: Sendable {
  public enum Scope: Sendable, Equatable {
    /// The activity at this index of the batch's activities.
    case activity(Int)
    /// The user at this index of the batch's users.
    case member(Int)
    case household
  }

  public let scope: Scope
  public let record: PauseRecord
  public let location: InputLocation

  public init(scope: Scope, record: PauseRecord, location: InputLocation) {
    self.scope = scope
    self.record = record
    self.location = location
  }
}
