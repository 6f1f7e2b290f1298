import HabitCore

/// A programme with the activity it is about, as `habit challenge` shows it.
public struct ChallengeProgress: Hashable, Sendable {
  public let id: Int64
  public let activityID: Int64
  public let activityName: String
  public let icon: String
  public var challenge: Challenge
}

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

/// How a completion recorded today went for the activity's current programme.
public enum ChallengeNote: Hashable, Sendable {
  case checked(ChallengeProgress, ChallengeCheck)
  case refused(ChallengeProgress, ChallengeRefusal)
}
