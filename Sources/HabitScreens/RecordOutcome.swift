import HabitCore

/// What recording a completion did.
public struct RecordOutcome: Equatable, Sendable {
  /// The amount stored (the required amount in force that day when none was given for an activity that requires
  /// one).
  public let amount: Double?
  /// The unit the amount is in: the one in force that day.
  public var unit: String? = nil
  /// The activity's name as it is now.
  public var activity = ""
  /// The skip or fail mark the completion replaced, if the day had one.
  public let clearedMark: DayMark?
  /// Completions on that day after this one.
  public let completionsThatDay: Int
  /// For a completion recorded today, how it went for the activity's programme in progress, if it has one.
  public var challenge: ChallengeNote? = nil
  /// The day as the evaluation reads it with this completion: `overLimit` when it took an at-most goal's period
  /// past its limit.
  public var judged: JudgedDay? = nil
  /// What `on-record` hooks are told, with the streak after the write: set by the use case that finds the member
  /// (`HabitDatabase.recordCompletion(_:of:on:amount:note:today:)`), which commands and the web call.
  public var event: RecordEvent? = nil

  public init(
    amount: Double?, unit: String? = nil, activity: String = "", clearedMark: DayMark?, completionsThatDay: Int,
    challenge: ChallengeNote? = nil, judged: JudgedDay? = nil, event: RecordEvent? = nil
  ) {
    self.amount = amount
    self.unit = unit
    self.activity = activity
    self.clearedMark = clearedMark
    self.completionsThatDay = completionsThatDay
    self.challenge = challenge
    self.judged = judged
    self.event = event
  }
}
