import HabitCore

/// What starting a programme over did.
public struct ChallengeReset: Hashable, Sendable {
  /// The programme that was ended, as it stood before.
  public let previous: ChallengeProgress
  public let progress: ChallengeProgress

  public init(previous: ChallengeProgress, progress: ChallengeProgress) {
    self.previous = previous
    self.progress = progress
  }
}
