import HabitCore

/// What a committed write did to one day of one activity, as the writing use case saw it inside its transaction:
/// what `on-record` hooks are told (`HabitDatabase.recordCompletion(_:of:on:amount:note:today:)`, `undo`, `mark`
/// and `toggleCompletion` return it with their outcome).
public struct RecordEvent: Hashable, Sendable {
  /// What happened to the day.
  public enum Change: String, Hashable, Sendable, CaseIterable {
    /// A completion was recorded.
    case done
    /// A completion was taken back.
    case undone
    case skipped, failed
    /// A skip or fail mark was taken back.
    case unskipped, unfailed
  }

  public let change: Change
  /// Who acted.
  public let member: User
  /// The activity's id (its uuid) and its name as it is now.
  public let activityID: String
  public let activityName: String
  public let day: Day
  /// The completion's amount (recorded or taken back), in `unit`, when it has one.
  public let amount: Double?
  public let unit: String?
  /// The completion's or mark's note, when it has one.
  public let note: String?
  /// The activity's current streak after the write, as the evaluation judges it as of `today`; nil: none.
  public let streak: Streak?
  /// The day the streak is judged as of: today, or the day recorded when that is later.
  public let today: Day
  /// For the household's shared activity, the member the completion is credited to (recorded or taken back).
  public let credited: User?

  public init(
    change: Change, member: User, activityID: String, activityName: String, day: Day, amount: Double?, unit: String?,
    note: String?, streak: Streak?, today: Day, credited: User?
  ) {
    self.change = change
    self.member = member
    self.activityID = activityID
    self.activityName = activityName
    self.day = day
    self.amount = amount
    self.unit = unit
    self.note = note
    self.streak = streak
    self.today = today
    self.credited = credited
  }
}
