import HabitCore

/// What `undo` removed.
public enum UndoOutcome: Equatable, Sendable {
  /// A completion was removed; when it was a challenge's check for the day, `uncheckedChallengeDay` is that day's
  /// number in the challenge, which is unchecked with it.
  case completion(amount: Double?, remaining: Int, uncheckedChallengeDay: Int? = nil)
  case mark(DayMark)
}
