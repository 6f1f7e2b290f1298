import HabitCore
import HabitScreens

/// What starting a programme did.
public struct ChallengeStart: Hashable, Sendable {
  public let progress: ChallengeProgress
  /// The activity did not exist and was created, with a daily goal.
  public let createdActivity: Bool
  /// The broken programme of the same activity that this one replaces.
  public let replaced: ChallengeProgress?
  /// The activity was already done today, so day 1 is checked with that completion.
  public let checkedToday: Bool
}

/// What checking today did.
public struct ChallengeCheckOutcome: Hashable, Sendable {
  /// The programme after the check.
  public let progress: ChallengeProgress
  public let check: ChallengeCheck
  /// Today already had a completion of the activity, which became the check; otherwise one was recorded.
  public let usedExistingCompletion: Bool
}

/// What starting a programme over did.
public struct ChallengeReset: Hashable, Sendable {
  /// The programme that was ended, as it stood before.
  public let previous: ChallengeProgress
  public let progress: ChallengeProgress
}
