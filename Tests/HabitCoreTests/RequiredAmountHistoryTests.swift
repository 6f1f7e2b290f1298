import Testing

@testable import HabitCore

/// The required amount belongs to the goal history: each day is judged by the amount in force on it.
struct RequiredAmountHistoryTests {
  /// Once a day needing 20 pages from Mar 2, then 30 pages from Mar 15; 25 pages read every day.
  func raisedOnMarch15() -> ActivityHistory {
    var completions: [Completion] = []
    for offset in 0..<16 { completions.append(Completion(day: d("2026-03-02").adding(days: offset), amount: 25)) }
    return ActivityHistory(
      createdOn: d("2026-03-02"),
      goals: [
        GoalChange(effectiveFrom: d("2026-03-02"), goal: g("1/day"), requiredAmount: 20),
        GoalChange(effectiveFrom: d("2026-03-15"), goal: g("1/day"), requiredAmount: 30),
      ],
      completions: completions)
  }

  @Test func raisingTheAmountLeavesTheDaysBeforeItDone() {
    // Given 25 pages a day, judged by 20 until Mar 14 and by 30 from Mar 15
    let evaluation = Evaluation(history: raisedOnMarch15(), today: d("2026-03-17"))
    // Then the 13 days before the change are done and the days from it are partial, short of 30
    #expect(evaluation.dayStatus(d("2026-03-14")) == .done)
    #expect(evaluation.day(d("2026-03-14")).requiredAmount == 20)
    #expect(evaluation.dayStatus(d("2026-03-15")) == .partial)
    #expect(evaluation.day(d("2026-03-15")).requiredAmount == 30)
    #expect(evaluation.bestStreak?.length == 13)
    #expect(evaluation.bestStreak?.end == d("2026-03-14"))
  }

  @Test func aStreakKeptUnderTheOldAmountGoesOnWhenTheNewOneIsMet() {
    // Given 20 pages needed until Mar 14, 30 from Mar 15, and 30 read on Mar 15
    var history = raisedOnMarch15()
    history.completions.removeAll { $0.day >= d("2026-03-15") }
    history.completions.append(Completion(day: d("2026-03-15"), amount: 30))
    // When judged on Mar 15
    let evaluation = Evaluation(history: history, today: d("2026-03-15"))
    // Then the streak runs on through the change
    #expect(evaluation.currentStreak?.length == 14)
  }

  @Test func removingTheAmountMakesAnyCompletionCountFromThatDayOn() {
    // Given 3 a week needing 20 pages, then from Mar 9 no required amount; 5 pages on Mar 3 and on Mar 10
    let history = ActivityHistory(
      createdOn: d("2026-03-02"),
      goals: [
        GoalChange(effectiveFrom: d("2026-03-02"), goal: g("3/week"), requiredAmount: 20),
        GoalChange(effectiveFrom: d("2026-03-09"), goal: g("3/week")),
      ],
      completions: did(("2026-03-03", 5), ("2026-03-10", 5)))
    let evaluation = Evaluation(history: history, today: d("2026-03-11"))
    // Then Mar 3 did not count and Mar 10 does
    #expect(evaluation.dayStatus(d("2026-03-03")) == .partial)
    #expect(evaluation.dayStatus(d("2026-03-10")) == .done)
    #expect(evaluation.periods(in: d("2026-03-02")...d("2026-03-10")).map(\.achieved) == [0, 1])
  }

  @Test func theSameGoalWithAnotherAmountIsAGoalChange() {
    // Given the same weekly goal with a new amount from Wednesday: the week is judged in two parts
    let history = ActivityHistory(
      createdOn: d("2026-03-02"),
      goals: [
        GoalChange(effectiveFrom: d("2026-03-02"), goal: g("3/week"), requiredAmount: 20),
        GoalChange(effectiveFrom: d("2026-03-04"), goal: g("3/week"), requiredAmount: 30),
        GoalChange(effectiveFrom: d("2026-03-09"), goal: g("3/week"), requiredAmount: 30),
      ],
      completions: did(("2026-03-02", 20), ("2026-03-04", 25), ("2026-03-05", 30)))
    let evaluation = Evaluation(history: history, today: d("2026-03-08"))
    // Then Monday and Tuesday stand apart from Wednesday on; re-setting 30 on Mar 9 splits nothing
    let parts = evaluation.periods(in: d("2026-03-02")...d("2026-03-08"))
    #expect(parts.map(\.interval.start) == [d("2026-03-02"), d("2026-03-04")])
    #expect(parts.map(\.achieved) == [1, 1])
    #expect(GoalTimeline(history.goals).segments.count == 2)
  }

  @Test func anAmountGivenForTheWholeHistoryFillsGoalsWithoutOne() {
    // Given a history-wide 20 and one goal carrying its own 30
    let history = ActivityHistory(
      createdOn: d("2026-03-02"), requiredAmount: 20,
      goals: [
        GoalChange(effectiveFrom: d("2026-03-02"), goal: g("1/day")),
        GoalChange(effectiveFrom: d("2026-03-09"), goal: g("1/day"), requiredAmount: 30),
      ])
    // Then the first goal takes 20 and the second keeps its 30
    #expect(history.goals.map(\.requiredAmount) == [20, 30])
  }
}
