import HabitCore

/// How a completion recorded today went for the activity's current programme.
public enum ChallengeNote: Hashable, Sendable {
  case checked(ChallengeProgress, ChallengeCheck)
  case refused(ChallengeProgress, ChallengeRefusal)
}
