import HabitCore

/// What checking today did.
public struct ChallengeCheckOutcome: Hashable, Sendable {
  /// The programme after the check.
  public let progress: ChallengeProgress
  public let check: ChallengeCheck
  /// Today already had a completion of the activity, which became the check; otherwise one was recorded.
  public let usedExistingCompletion: Bool

  public init(progress: ChallengeProgress, check: ChallengeCheck, usedExistingCompletion: Bool) {
    self.progress = progress
    self.check = check
    self.usedExistingCompletion = usedExistingCompletion
  }
}
