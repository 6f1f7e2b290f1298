import Testing

@testable import HabitCore

struct StatisticsTests {
  @Test func dayStatusReadsEachKindOfDay() {
    // Given once a day needing 10 minutes, from Mar 2
    let history = history(
      "1/day", created: "2026-03-02", did(("2026-03-02", 10), ("2026-03-03", 4), ("2026-03-04", 0)),
      marks: ["2026-03-05": .skipped, "2026-03-06": .failed], requiredAmount: 10)
    let evaluation = Evaluation(history: history, today: d("2026-03-08"))
    let statuses = (0...8).map { evaluation.dayStatus(d("2026-03-01").adding(days: $0)) }
    #expect(statuses == [.beforeStart, .done, .partial, .partial, .skipped, .failed, .empty, .empty, .future])
  }

  @Test func completionsWithoutARequiredAmountMakeADayDone() {
    let evaluation = Evaluation(
      history: history("2/week", created: "2026-03-02", done("2026-03-03")), today: d("2026-03-04"))
    #expect(evaluation.dayStatus(d("2026-03-03")) == .done)
    #expect(evaluation.dayStatus(d("2026-03-04")) == .empty)
  }

  @Test func completionRateCountsMetOverJudgedCompletePeriods() {
    // Given 2 a week: met, unmet, skipped whole, met, and this week already met
    var marks: [String: DayMark] = [:]
    for offset in 0..<7 { marks[d("2026-03-16").adding(days: offset).description] = .skipped }
    let history = history(
      "2/week", created: "2026-03-02",
      done("2026-03-02", "2026-03-03", "2026-03-09", "2026-03-23", "2026-03-24", "2026-03-30", "2026-03-31"),
      marks: marks)
    let evaluation = Evaluation(history: history, today: d("2026-04-01"))
    // Then 2 of the 3 judged weeks were met; the neutral week and the current one are left out
    #expect(evaluation.completionRate(in: d("2026-03-01")...d("2026-04-30")) == 2.0 / 3)
    #expect(evaluation.completionRate(in: d("2026-03-09")...d("2026-03-15")) == 0)
    #expect(evaluation.completionRate(in: d("2026-03-16")...d("2026-03-22")) == nil)
    #expect(evaluation.completionRate(in: d("2026-04-01")...d("2026-04-30")) == nil)
  }

  @Test func timesCompletedAndLastPerformed() {
    let evaluation = Evaluation(
      history: history("1/day", created: "2026-03-02", done("2026-03-02", "2026-03-02", "2026-03-05")),
      today: d("2026-03-09"))
    #expect(evaluation.timesCompleted == 3)
    #expect(evaluation.lastPerformed == d("2026-03-05"))
    #expect(Evaluation(history: history("1/day", created: "2026-03-02"), today: d("2026-03-09")).lastPerformed == nil)
  }

  @Test func monthlyBreakdownSumsEachMonthThroughToday() {
    // Given amounts across a year end, one day short of the required amount
    let history = history(
      "100 pages/month", created: "2025-12-30",
      did(
        ("2025-12-30", 20), ("2025-12-31", 5), ("2026-01-31", 30), ("2026-01-31", 10), ("2026-02-01", 12),
        ("2026-03-01", 99)),
      requiredAmount: 10)
    let evaluation = Evaluation(history: history, today: d("2026-02-15"))
    // When broken down from November
    let months = evaluation.monthlyBreakdown(from: d("2025-11-20"))
    // Then each month through February is listed, the future March entry left out
    #expect(months.map(\.month) == [d("2025-11-01"), d("2025-12-01"), d("2026-01-01"), d("2026-02-01")])
    #expect(months.map(\.completions) == [0, 2, 2, 1])
    #expect(months.map(\.amount) == [0, 25, 40, 12])
    #expect(months.map(\.daysDone) == [0, 1, 1, 1])
    // And only the days of the history count: December from the 30th, February through the 15th
    #expect(months.map(\.daysJudged) == [0, 2, 31, 15])
    #expect(months[1].statuses == [.done: 1, .partial: 1])
  }

  @Test func aFailedDayKeepsItsNoteInTheMonthsDays() {
    var history = history("1/day", created: "2026-03-02", marks: ["2026-03-03": .failed])
    history.markNotes[d("2026-03-03")] = "flu"
    let evaluation = Evaluation(history: history, today: d("2026-03-04"))
    #expect(evaluation.monthlyBreakdown(from: d("2026-03-01"))[0].statuses == [.empty: 2, .failed: 1])
    #expect(evaluation.day(d("2026-03-03")).markNote == "flu")
  }

  @Test func aWeekCutByAGoalChangeCountsOnceInTheRate() {
    // Given once a week, done Mar 3 and Mar 10, and from Thursday Mar 12 twice a week, not done since
    let history = ActivityHistory(
      createdOn: d("2026-03-02"),
      goals: [
        GoalChange(effectiveFrom: d("2026-03-02"), goal: g("1/week")),
        GoalChange(effectiveFrom: d("2026-03-12"), goal: g("2/week")),
      ], completions: done("2026-03-03", "2026-03-10"))
    let evaluation = Evaluation(history: history, today: d("2026-03-17"))
    // Then the second week's parts (met, then unmet) are one unmet week: 1 of 2, not 2 of 3
    #expect(evaluation.statuses("2026-03-09", "2026-03-15") == [.met, .unmet])
    #expect(evaluation.completionRate(in: d("2026-03-02")...d("2026-03-17")) == 0.5)
  }

  @Test func aMonthCutInThreeByTwoGoalChangesCountsOnceInTheRate() {
    // Given twice a month, once in any 3 days from March 27, and twice a month again from March 30
    let history = ActivityHistory(
      createdOn: d("2026-02-01"),
      goals: [
        GoalChange(effectiveFrom: d("2026-02-01"), goal: g("2/month")),
        GoalChange(effectiveFrom: d("2026-03-27"), goal: g("1/3d")),
        GoalChange(effectiveFrom: d("2026-03-30"), goal: g("2/month")),
      ],
      completions: done(
        "2026-02-02", "2026-02-03", "2026-03-05", "2026-03-06", "2026-03-27", "2026-03-28", "2026-03-29"))
    let evaluation = Evaluation(history: history, today: d("2026-04-02"))
    // Then March's first part is met and its last part, after the rolling days, unmet
    #expect(evaluation.statuses("2026-03-01", "2026-03-31") == [.met, .met, .met, .met, .unmet])
    // And March counts once, unmet: February, March and the three rolling days give 4 of 5
    #expect(evaluation.completionRate(in: d("2026-02-01")...d("2026-04-02")) == 4.0 / 5)
  }

  @Test func aStreakWhoseCurrentPeriodIsMetEndsToday() {
    // Given twice a week, met in the last two weeks and already this week on Wednesday
    let history = history(
      "2/week", created: "2026-11-09",
      done("2026-11-09", "2026-11-10", "2026-11-16", "2026-11-17", "2026-11-23", "2026-11-24"))
    let evaluation = Evaluation(history: history, today: d("2026-11-25"))
    // Then the streak of 3 weeks ends today, not on Sunday the 29th, which has not come
    let expected = Streak(length: 3, unit: .week, start: d("2026-11-09"), end: d("2026-11-25"))
    #expect(evaluation.currentStreak == expected)
    #expect(evaluation.bestStreak == expected)
  }
}
