import Testing

@testable import HabitCore

struct AmountGoalTests {
  @Test func amountGoalIsJudgedOnThePeriodTotalNotEachDay() {
    // Given 150 minutes a week: 100 + 60 in the first week, 20 on each of seven days in the second
    var completions = did(("2026-03-02", 100), ("2026-03-04", 60))
    for offset in 0..<7 { completions.append(Completion(day: d("2026-03-09").adding(days: offset), amount: 20)) }
    let history = history("150 minutes/week", created: "2026-03-02", completions)
    // When judged on Monday Mar 16
    let evaluation = Evaluation(history: history, today: d("2026-03-16"))
    // Then the first week is met though no single day reached 150 (Loop judges each day), the second is not
    let weeks = evaluation.periods(in: d("2026-03-02")...d("2026-03-15"))
    #expect(weeks.map(\.status) == [.met, .unmet])
    #expect(weeks.map(\.achieved) == [160, 140])
    #expect(weeks.map(\.required) == [150, 150])
  }

  @Test func requiredAmountMakesADayCountOnceWhenItsTotalReachesIt() {
    // Given 3 a week, each day needing 20 pages
    let history = history(
      "3/week", created: "2026-03-02",
      did(
        ("2026-03-02", 10), ("2026-03-02", 15),  // 25: counts once
        ("2026-03-03", 30), ("2026-03-03", 30),  // 60: still counts once
        ("2026-03-04", 19),  // short of 20
        ("2026-03-09", 20), ("2026-03-10", 5), ("2026-03-10", 5), ("2026-03-10", 5), ("2026-03-10", 5.5),
        ("2026-03-11", 25)),
      requiredAmount: 20)
    // When judged on Mar 16
    let evaluation = Evaluation(history: history, today: d("2026-03-16"))
    // Then the first week counts two days and the second three
    let weeks = evaluation.periods(in: d("2026-03-02")...d("2026-03-15"))
    #expect(weeks.map(\.achieved) == [2, 3])
    #expect(weeks.map(\.status) == [.unmet, .met])
    #expect(evaluation.dayStatus(d("2026-03-02")) == .done)
    #expect(evaluation.dayStatus(d("2026-03-04")) == .partial)
    #expect(evaluation.dayStatus(d("2026-03-05")) == .empty)
  }

  @Test func requiredAmountForgivesBinaryRoundingOfDecimalAmounts() {
    // Given once a day needing 0.8 km, walked 0.7 + 0.1 (which binary adds up to 0.7999999999999999)
    let history = history(
      "1/day", created: "2026-03-02", did(("2026-03-02", 0.7), ("2026-03-02", 0.1)), requiredAmount: 0.8)
    let evaluation = Evaluation(history: history, today: d("2026-03-03"))
    #expect(evaluation.period(containing: "2026-03-02")?.status == .met)
  }

  @Test func amountGoalAddsEveryAmountWhateverTheRequiredAmount() {
    // Given 100 minutes a week, with days needing 30: five sessions of 20, none reaching 30
    let history = history(
      "100 minutes/week", created: "2026-03-02",
      did(("2026-03-02", 20), ("2026-03-03", 20), ("2026-03-04", 20), ("2026-03-05", 20), ("2026-03-06", 20)),
      requiredAmount: 30)
    let evaluation = Evaluation(history: history, today: d("2026-03-09"))
    // Then the week's total of 100 meets the goal
    #expect(evaluation.period(containing: "2026-03-02")?.status == .met)
  }

  @Test func atMostCountGoalIsMetWhileTheTotalStaysWithin() {
    // Given at most 2 a day: 1 on Mar 2, 3 on Mar 3, none on Mar 4, 3 so far today (Mar 5)
    let history = history(
      "<=2/day", created: "2026-03-02",
      done("2026-03-02", "2026-03-03", "2026-03-03", "2026-03-03", "2026-03-05", "2026-03-05", "2026-03-05"))
    // When judged on Mar 5
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    // Then Mar 3 is over the limit, a day without any is within it
    #expect(evaluation.statuses("2026-03-02", "2026-03-04") == [.met, .unmet, .met])
    // And today, though over, is still in progress: it is judged when it is over and does not break the streak
    #expect(evaluation.currentPeriod.status == .inProgress)
    #expect((evaluation.currentPeriod.achieved, evaluation.currentPeriod.required) == (3, 2))
    #expect(evaluation.currentStreak == Streak(length: 1, unit: .day, start: d("2026-03-04"), end: d("2026-03-04")))
  }

  @Test func atMostCurrentPeriodIsNeverAlreadyMet() {
    // Given at most 60 minutes a week, 10 minutes so far this week, after a week within the limit
    let history = history("at most 60 minutes/week", created: "2026-03-02", did(("2026-03-03", 50), ("2026-03-10", 10)))
    let evaluation = Evaluation(history: history, today: d("2026-03-11"))
    // Then this week is in progress and the streak holds only last week
    #expect(evaluation.currentPeriod.status == .inProgress)
    #expect(evaluation.currentStreak == Streak(length: 1, unit: .week, start: d("2026-03-02"), end: d("2026-03-08")))
  }

  @Test func atMostAmountGoalJudgesTheTotal() {
    // Given at most 60 minutes a week: 50 in the first week, 40 + 30 in the second
    let history = history(
      "<=60 minutes/week", created: "2026-03-02", did(("2026-03-03", 50), ("2026-03-09", 40), ("2026-03-12", 30)))
    let evaluation = Evaluation(history: history, today: d("2026-03-16"))
    #expect(evaluation.statuses("2026-03-02", "2026-03-15") == [.met, .unmet])
  }
}
