import Testing

@testable import HabitCore

struct RollingWindowTests {
  @Test func rollingGoalIsJudgedOnEveryDayOverTheDaysEndingThere() {
    // Given 3 in any 7 days from Monday Mar 2, done Mar 2, 4, 6, 12, and twice on Mar 13
    let history = history(
      "3 in any 7 days", created: "2026-03-02",
      done("2026-03-02", "2026-03-04", "2026-03-06", "2026-03-12", "2026-03-13", "2026-03-13"))
    // When judged on Mar 13
    let evaluation = Evaluation(history: history, today: d("2026-03-13"))
    // Then the first days ask less (days before the start count like skipped): 1, 1, 2, 2, 3, 3, then 3
    let days = evaluation.periods(in: d("2026-03-02")...d("2026-03-13"))
    #expect(days.count == 12)
    #expect(days.prefix(7).map(\.required) == [1, 1, 2, 2, 3, 3, 3])
    #expect(days.map(\.status) == [.met, .met, .met, .met, .met, .met, .met, .unmet, .unmet, .unmet, .unmet, .met])
    // And each result judges one day over the window ending there
    #expect(days[7].interval == PeriodInterval(start: d("2026-03-09"), end: d("2026-03-09")))
    #expect(days[7].window == PeriodInterval(start: d("2026-03-03"), end: d("2026-03-09")))
    #expect(
      evaluation.bestStreak == Streak(length: 7, unit: .rolling(days: 7), start: d("2026-03-02"), end: d("2026-03-08")))
    #expect(
      evaluation.currentStreak
        == Streak(length: 1, unit: .rolling(days: 7), start: d("2026-03-13"), end: d("2026-03-13")))
  }

  @Test func rollingWindowIgnoresCalendarWeeks() {
    // Given 3 in any 7 days, done Saturday, Sunday and Monday across a week boundary
    let history = history("3/7d", created: "2026-03-01", done("2026-03-07", "2026-03-08", "2026-03-09"))
    let evaluation = Evaluation(history: history, today: d("2026-03-10"))
    #expect(evaluation.period(containing: "2026-03-09")?.status == .met)
  }

  @Test func rollingWindowShrinksForSkipsAndFailsEveryWindowHoldingTheFail() {
    // Given 2 in any 4 days, done every other day from Mar 1, with Mar 8 skipped and Mar 10 failed
    let history = history(
      "2/4d", created: "2026-02-20",
      done(
        "2026-03-01", "2026-03-03", "2026-03-05", "2026-03-07", "2026-03-09", "2026-03-11", "2026-03-13", "2026-03-15"),
      marks: ["2026-03-08": .skipped, "2026-03-10": .failed])
    let evaluation = Evaluation(history: history, today: d("2026-03-16"))
    // Then the window Mar 6-9 asks ceil(2 * 3/4) = 2, the skipped Mar 8 itself is neutral, and the four
    // windows holding Mar 10 are unmet
    #expect(evaluation.period(containing: "2026-03-09")?.required == 2)
    #expect(
      evaluation.statuses("2026-03-08", "2026-03-15") == [.neutral, .met, .unmet, .unmet, .unmet, .unmet, .met, .met])
  }

  @Test func changeOfWindowLengthEndsARun() {
    let history = ActivityHistory(
      createdOn: d("2026-03-02"),
      goals: [
        GoalChange(effectiveFrom: d("2026-03-02"), goal: g("1/2d")),
        GoalChange(effectiveFrom: d("2026-03-06"), goal: g("1/3d")),
      ],
      completions: done("2026-03-02", "2026-03-04", "2026-03-06", "2026-03-08"))
    let evaluation = Evaluation(history: history, today: d("2026-03-09"))
    #expect(
      evaluation.currentStreak
        == Streak(length: 4, unit: .rolling(days: 3), start: d("2026-03-06"), end: d("2026-03-09")))
  }

  @Test func aSkippedDayUnderARollingGoalIsNeutralAndKeepsTheStreak() {
    // Given once in any 2 days: done Mar 2, nothing Mar 3, Mar 4 skipped, done Mar 5
    let history = history(
      "1/2d", created: "2026-03-02", done("2026-03-02", "2026-03-05"), marks: ["2026-03-04": .skipped])
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    // Then Mar 4 is neutral, not unmet though its window's only open day had nothing, and the run goes on
    #expect(evaluation.statuses("2026-03-02", "2026-03-05") == [.met, .met, .neutral, .met])
    #expect(evaluation.currentStreak?.length == 3)
  }
}
