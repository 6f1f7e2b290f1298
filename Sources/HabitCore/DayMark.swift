/// An explicit judgement of a day by the user, apart from completions.
public enum DayMark: String, Hashable, Sendable, CaseIterable {
  /// Neutral: the day neither breaks nor extends a streak, and a period asks for proportionally less.
  case skipped
  /// The period containing the day is not met, whatever else was recorded.
  case failed
}
