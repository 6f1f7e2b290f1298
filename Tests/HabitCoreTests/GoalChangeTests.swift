import Testing

@testable import HabitCore

struct GoalChangeTests {
  func history(_ changes: [(String, String)], created: String, _ completions: [Completion]) -> ActivityHistory {
    ActivityHistory(
      createdOn: d(created), goals: changes.map { GoalChange(effectiveFrom: d($0.0), goal: g($0.1)) },
      completions: completions)
  }

  @Test func goalChangeMidWeekJudgesEachPartAgainstTheWholeWeek() {
    // Given 2 a week, changed to 5 a week from Thursday Mar 5
    let history = history(
      [("2026-03-02", "2/week"), ("2026-03-05", "5/week")], created: "2026-03-02",
      done(
        "2026-03-02", "2026-03-03", "2026-03-04",  // under 2 a week
        "2026-03-05", "2026-03-06", "2026-03-07",  // under 5 a week
        "2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13"))
    // When judged on Monday Mar 16
    let evaluation = Evaluation(history: history, today: d("2026-03-16"))
    // Then Mon-Wed asks ceil(2 * 3/7) = 1 and Thu-Sun ceil(5 * 4/7) = 3, each counting only its own days
    let parts = evaluation.periods(in: d("2026-03-02")...d("2026-03-08"))
    #expect(
      parts.map(\.interval) == [
        PeriodInterval(start: d("2026-03-02"), end: d("2026-03-04")),
        PeriodInterval(start: d("2026-03-05"), end: d("2026-03-08")),
      ])
    #expect(parts.map(\.goal) == [g("2/week"), g("5/week")])
    #expect(parts.map(\.required) == [1, 3])
    #expect(parts.map(\.achieved) == [3, 3])
    #expect(parts.map(\.status) == [.met, .met])
    // And the split week counts once in the streak
    #expect(evaluation.currentStreak == Streak(length: 2, unit: .week, start: d("2026-03-02"), end: d("2026-03-15")))
  }

  @Test func changeOfPeriodKindEndsARun() {
    // Given once a day for a week of daily completions, then 2 a week from Monday Mar 9
    let daily = (2...8).map { d("2026-03-01").adding(days: $0 - 1).description }
    let history = history(
      [("2026-03-02", "1/day"), ("2026-03-09", "2/week")], created: "2026-03-02",
      daily.flatMap { done($0) } + done("2026-03-09", "2026-03-12"))
    // When judged on Monday Mar 16
    let evaluation = Evaluation(history: history, today: d("2026-03-16"))
    // Then the current streak counts weeks only, and the best is the seven days
    #expect(evaluation.currentStreak == Streak(length: 1, unit: .week, start: d("2026-03-09"), end: d("2026-03-15")))
    #expect(evaluation.bestStreak == Streak(length: 7, unit: .day, start: d("2026-03-02"), end: d("2026-03-08")))
  }

  @Test func changeOfPeriodKindLeavesNoCurrentStreakUntilTheNewGoalIsMet() {
    let history = history(
      [("2026-03-02", "1/day"), ("2026-03-09", "2/week")], created: "2026-03-02",
      done("2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"))
    let evaluation = Evaluation(history: history, today: d("2026-03-11"))
    #expect(evaluation.currentPeriod.status == .inProgress)
    #expect(evaluation.currentStreak == nil)
    #expect(evaluation.bestStreak?.length == 4)
  }

  @Test func changeOfTargetWithinTheSamePeriodKindKeepsTheRun() {
    let history = history(
      [("2026-03-02", "3/week"), ("2026-03-09", "2/week")], created: "2026-03-02",
      done("2026-03-02", "2026-03-03", "2026-03-04", "2026-03-09", "2026-03-10"))
    let evaluation = Evaluation(history: history, today: d("2026-03-16"))
    #expect(evaluation.currentStreak == Streak(length: 2, unit: .week, start: d("2026-03-02"), end: d("2026-03-15")))
  }

  @Test func earliestGoalReachesBackAndLaterGoalsWaitForTheirDay() {
    // Given a goal first set on Mar 4 (history from Mar 2) and a change planned for Mar 20
    let history = history(
      [("2026-03-20", "<=1/day"), ("2026-03-04", "2/day")], created: "2026-03-02", done("2026-03-02", "2026-03-02"))
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    #expect(evaluation.period(containing: "2026-03-02")?.goal == g("2/day"))
    #expect(evaluation.period(containing: "2026-03-02")?.status == .met)
    #expect(evaluation.currentPeriod.goal == g("2/day"))
  }

  @Test func ofTwoChangesOnOneDayTheLaterInTheListWins() {
    let history = history(
      [("2026-03-02", "2/day"), ("2026-03-02", "1/day")], created: "2026-03-02", done("2026-03-02"))
    let evaluation = Evaluation(history: history, today: d("2026-03-03"))
    #expect(evaluation.period(containing: "2026-03-02")?.goal == .daily)
  }

  @Test func reSavingTheSameGoalDoesNotSplitAWeek() {
    let history = history(
      [("2026-03-02", "2/week"), ("2026-03-04", "2/week")], created: "2026-03-02", done("2026-03-02", "2026-03-05"))
    let evaluation = Evaluation(history: history, today: d("2026-03-09"))
    #expect(evaluation.statuses("2026-03-02", "2026-03-08") == [.met])
  }

  @Test func noGoalAtAllMeansOnceADay() {
    let history = ActivityHistory(createdOn: d("2026-03-02"), goals: [], completions: done("2026-03-02"))
    #expect(Evaluation(history: history, today: d("2026-03-03")).period(containing: "2026-03-02")?.goal == .daily)
  }
}
