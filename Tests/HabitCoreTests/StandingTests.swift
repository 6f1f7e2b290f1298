import Testing

@testable import HabitCore

@Suite struct StandingTests {
  // 2026-11-16 is a Monday; 2026-11-22 a Sunday.

  @Test func aWeeklyGoalWithTimeLeftIsDue() {
    let evaluation = Evaluation(
      history: history("3/week", created: "2026-11-01", done("2026-11-16")), today: d("2026-11-19"))
    #expect(evaluation.standing == Standing(state: .due, remaining: 2, daysLeft: 4, deadline: d("2026-11-22")))
  }

  @Test func theLastDayOfAnUnmetWeekIsAtRisk() {
    let evaluation = Evaluation(
      history: history("3/week", created: "2026-11-01", done("2026-11-16", "2026-11-18")), today: d("2026-11-22"))
    #expect(evaluation.standing.state == .atRisk)
    #expect(evaluation.standing.remaining == 1)
  }

  @Test func aWeekNeedingADayEveryDayLeftIsAtRiskWhenDaysCountOnce() {
    // Given 20 pages required each time, so each day counts once: 3 more days needed, 3 days left
    let evaluation = Evaluation(
      history: history(
        "5/week", created: "2026-11-01", did(("2026-11-16", 20), ("2026-11-17", 20)), requiredAmount: 20),
      today: d("2026-11-20"))
    #expect(evaluation.standing.state == .atRisk)
    // Without a required amount several completions a day count, so it is merely due
    let free = Evaluation(
      history: history("5/week", created: "2026-11-01", done("2026-11-16", "2026-11-17")), today: d("2026-11-20"))
    #expect(free.standing.state == .due)
  }

  @Test func aDailyGoalIsDueNotAtRisk() {
    let evaluation = Evaluation(history: history("1/day", created: "2026-11-01"), today: d("2026-11-20"))
    #expect(evaluation.standing == Standing(state: .due, remaining: 1, daysLeft: 1, deadline: d("2026-11-20")))
  }

  @Test func aMetPeriodIsDone() {
    let evaluation = Evaluation(
      history: history("2/week", created: "2026-11-01", done("2026-11-16", "2026-11-17")), today: d("2026-11-18"))
    #expect(evaluation.standing.state == .done)
    #expect(evaluation.standing.remaining == 0)
  }

  @Test func atMostGoalsAreWithinOrOverTheirLimit() {
    let within = Evaluation(
      history: history("<=2/day", created: "2026-11-01", done("2026-11-20")), today: d("2026-11-20"))
    #expect(within.standing.state == .withinLimit)
    let over = Evaluation(
      history: history("<=2/day", created: "2026-11-01", done("2026-11-20", "2026-11-20", "2026-11-20")),
      today: d("2026-11-20"))
    #expect(over.standing.state == .overLimit)
  }

  @Test func marksOnTodayWin() {
    let skipped = Evaluation(
      history: history("3/week", created: "2026-11-01", marks: ["2026-11-20": .skipped]), today: d("2026-11-20"))
    #expect(skipped.standing.state == .skipped)
    let failed = Evaluation(
      history: history("3/week", created: "2026-11-01", marks: ["2026-11-18": .failed]), today: d("2026-11-20"))
    #expect(failed.standing.state == .failed)
  }

  @Test func aRollingWindowIsJudgedDailyNeverAtRisk() {
    let evaluation = Evaluation(
      history: history("3/7d", created: "2026-11-01", done("2026-11-15")), today: d("2026-11-20"))
    #expect(evaluation.standing.state == .due)
    #expect(evaluation.standing.remaining == 2)
  }
}
