import HabitCore

/// What checking today did.
public struct ChallengeCheckOutcome: Hashable, Sendable {
  /// The programme after the check.
  public let progress: ChallengeProgress
  public let check: ChallengeCheck
  /// Today already had a completion of the activity, which became the check; otherwise one was recorded.
  public let usedExistingCompletion: Bool
  /// The completion recorded for the check, for `on-record` hooks; nil when an existing one became the check.
  public let event: RecordEvent?

  public init(progress: ChallengeProgress, check: ChallengeCheck, usedExistingCompletion: Bool, event: RecordEvent?) {
    self.progress = progress
    self.check = check
    self.usedExistingCompletion = usedExistingCompletion
    self.event = event
  }
}
