import Testing

@testable import HabitCore

struct HistoryStartTests {
  @Test func backFilledCompletionsBeforeCreationStartTheHistory() {
    // Given once a day, created Mar 5, with Mar 2 to 4 filled in afterwards
    let history = history("1/day", created: "2026-03-05", done("2026-03-02", "2026-03-03", "2026-03-04"))
    // When judged on Mar 5
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    // Then the history starts on Mar 2, judged by the earliest goal, and the streak counts the filled-in days
    #expect(evaluation.start == d("2026-03-02"))
    #expect(evaluation.statuses("2026-03-01", "2026-03-04") == [.met, .met, .met])
    #expect(evaluation.currentStreak == Streak(length: 3, unit: .day, start: d("2026-03-02"), end: d("2026-03-04")))
    #expect(evaluation.dayStatus(d("2026-03-01")) == .beforeStart)
    #expect(evaluation.dayStatus(d("2026-03-02")) == .done)
  }

  @Test func firstPartialWeekAsksProportionallyLess() {
    // Given 3 a week created on Thursday Mar 5, done Friday and Saturday
    let history = history("3/week", created: "2026-03-05", done("2026-03-06", "2026-03-07"))
    let week = Evaluation(history: history, today: d("2026-03-09")).period(containing: "2026-03-06")!
    // Then the week's four days ask ceil(3 * 4/7) = 2, the judged days start on Thursday, the window on Monday
    #expect((week.required, week.status) == (2, .met))
    #expect(week.interval == PeriodInterval(start: d("2026-03-05"), end: d("2026-03-08")))
    #expect(week.window == PeriodInterval(start: d("2026-03-02"), end: d("2026-03-08")))
  }

  @Test func markBeforeCreationAlsoStartsTheHistory() {
    let history = history("1/day", created: "2026-03-03", done("2026-03-03"), marks: ["2026-03-01": .skipped])
    let evaluation = Evaluation(history: history, today: d("2026-03-04"))
    #expect(evaluation.start == d("2026-03-01"))
    #expect(evaluation.dayStatus(d("2026-03-01")) == .skipped)
    #expect(evaluation.dayStatus(d("2026-02-28")) == .beforeStart)
    #expect(evaluation.statuses("2026-03-01", "2026-03-02") == [.neutral, .unmet])
  }

  @Test func anExplicitStartReachesFurtherBack() {
    // Given a store that knows the history starts on Mar 2 though it passes no record from that day
    let history = ActivityHistory(
      createdOn: d("2026-03-04"), goals: [GoalChange(effectiveFrom: d("2026-03-04"), goal: .daily)],
      completions: done("2026-03-04"), start: d("2026-03-02"))
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    #expect(evaluation.statuses("2026-03-02", "2026-03-04") == [.unmet, .unmet, .met])
  }

  @Test func historyCreatedAfterTodayIsJudgedFromToday() {
    // A clock set back must not leave the CLI without a current period.
    let evaluation = Evaluation(history: history("1/day", created: "2026-03-09"), today: d("2026-03-05"))
    #expect(evaluation.currentPeriod.interval == PeriodInterval(start: d("2026-03-05"), end: d("2026-03-05")))
    #expect(evaluation.currentPeriod.status == .inProgress)
  }
}
