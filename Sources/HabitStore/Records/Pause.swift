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

/// What `habit pause` and `habit resume` act on: an activity of the acting member, all of the member's
/// activities, or the whole household's.
public enum PauseTarget: Sendable, Equatable {
  case activity(ActivityReference)
  case member
  case household
}

/// A pause written, with the activities it holds whose current challenge goes on regardless (a challenge is so
/// many days in a row on the calendar, which no pause stops).
public struct PauseOutcome: Sendable, Equatable {
  public let pause: Pause
  public let challengesGoingOn: [String]
}

/// The pauses that hold the acting member's activities, in order of their first day.
public struct PauseList: Sendable {
  public let user: User
  public let today: Day
  public let pauses: [Pause]
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
