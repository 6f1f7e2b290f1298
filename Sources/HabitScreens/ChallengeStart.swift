import HabitCore

/// What starting a programme did.
public struct ChallengeStart: Hashable, Sendable {
  public let progress: ChallengeProgress
  /// The activity did not exist and was created, with a daily goal.
  public let createdActivity: Bool
  /// The broken programme of the same activity that this one replaces.
  public let replaced: ChallengeProgress?
  /// The activity was already done today, so day 1 is checked with that completion.
  public let checkedToday: Bool

  public init(progress: ChallengeProgress, createdActivity: Bool, replaced: ChallengeProgress?, checkedToday: Bool) {
    self.progress = progress
    self.createdActivity = createdActivity
    self.replaced = replaced
    self.checkedToday = checkedToday
  }
}
