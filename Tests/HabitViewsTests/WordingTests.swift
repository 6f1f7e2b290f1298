import HabitCore
import HabitViews
import Testing

/// Streaks read as people say them.
@Suite struct WordingTests {
  static func streak(_ length: Int, _ unit: Period) -> Streak {
    Streak(length: length, unit: unit, start: day("2026-01-01"), end: day("2026-01-01"))
  }

  @Test func aStreakAsAnAdjective() {
    #expect(Wording.streakArticle(Self.streak(5, .week)) == "a 5-week")
    #expect(Wording.streakArticle(Self.streak(1, .day)) == "a 1-day")
    #expect(Wording.streakArticle(Self.streak(8, .day)) == "an 8-day")
    #expect(Wording.streakArticle(Self.streak(11, .month)) == "an 11-month")
    #expect(Wording.streakArticle(Self.streak(18, .day)) == "an 18-day")
    #expect(Wording.streakArticle(Self.streak(80, .day)) == "an 80-day")
    #expect(Wording.streakArticle(Self.streak(111, .day)) == "a 111-day")
  }
}
