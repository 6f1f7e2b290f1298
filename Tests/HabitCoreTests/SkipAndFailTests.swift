import Testing

@testable import HabitCore

struct SkipAndFailTests {
  @Test func skippedDaysShrinkAWeeklyCountRoundingUp() {
    // Given 3 a week; the first week skips its weekend, the second its Friday to Sunday; two done in each
    let history = history(
      "3/week", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-09", "2026-03-10"),
      marks: [
        "2026-03-07": .skipped, "2026-03-08": .skipped,
        "2026-03-13": .skipped, "2026-03-14": .skipped, "2026-03-15": .skipped,
      ])
    // When judged on Mar 16
    let weeks = Evaluation(history: history, today: d("2026-03-16")).periods(in: d("2026-03-02")...d("2026-03-15"))
    // Then the first asks ceil(3 * 5/7) = ceil(2.14) = 3, the second ceil(3 * 4/7) = ceil(1.71) = 2
    #expect(weeks.map(\.required) == [3, 2])
    #expect(weeks.map(\.status) == [.unmet, .met])
  }

  @Test func skippedDaysShrinkAnAmountRoundedUpAsItsTargetIsWritten() {
    // Given 150 minutes a week with one skipped day
    let skipped: [String: DayMark] = ["2026-03-05": .skipped]
    func week(_ goal: String, done amount: Double) -> PeriodResult {
      let history = history(goal, created: "2026-03-02", did(("2026-03-02", amount)), marks: skipped)
      return Evaluation(history: history, today: d("2026-03-09")).period(containing: "2026-03-02")!
    }
    // Then it asks 150 * 6/7 = 128.57 rounded up to whole minutes: 129 is met, 128.9 is not
    #expect(week("150 minutes/week", done: 129).required == 129)
    #expect(week("150 minutes/week", done: 129).status == .met)
    #expect(week("150 minutes/week", done: 128.9).status == .unmet)
    // And a target written with one decimal keeps one: 2.5 * 6/7 = 2.14 asks 2.2
    #expect(week("2.5 km/week", done: 2.2).required == 2.2)
    #expect(week("2.5 km/week", done: 2.2).status == .met)
  }

  @Test func weekSkippedEntirelyIsNeutralAndPassedOver() {
    // Given 2 a week: met, then a week skipped whole, then met
    var marks: [String: DayMark] = [:]
    for offset in 0..<7 { marks[d("2026-03-09").adding(days: offset).description] = .skipped }
    let history = history(
      "2/week", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-16", "2026-03-17"), marks: marks)
    // When judged on Monday Mar 23
    let evaluation = Evaluation(history: history, today: d("2026-03-23"))
    // Then the skipped week is neutral, and the streak spans it without counting it
    #expect(evaluation.statuses("2026-03-02", "2026-03-22") == [.met, .neutral, .met])
    #expect(evaluation.currentStreak == Streak(length: 2, unit: .week, start: d("2026-03-02"), end: d("2026-03-22")))
  }

  @Test func skippedDayNeitherBreaksNorExtendsADailyStreak() {
    // Given once a day, done Mar 2, skipped Mar 3, done Mar 4
    let history = history(
      "1/day", created: "2026-03-02", done("2026-03-02", "2026-03-04"), marks: ["2026-03-03": .skipped])
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    #expect(evaluation.statuses("2026-03-02", "2026-03-04") == [.met, .neutral, .met])
    #expect(evaluation.currentStreak == Streak(length: 2, unit: .day, start: d("2026-03-02"), end: d("2026-03-04")))
  }

  @Test func skippedTodayIsNeutral() {
    let history = history("1/day", created: "2026-03-02", done("2026-03-02"), marks: ["2026-03-03": .skipped])
    let evaluation = Evaluation(history: history, today: d("2026-03-03"))
    #expect(evaluation.currentPeriod.status == .neutral)
    #expect(evaluation.currentStreak?.length == 1)
  }

  @Test func whatIsRecordedOnASkippedDayDoesNotCount() {
    // Given 2 a week, done on a skipped Monday and on Tuesday
    let history = history(
      "2/week", created: "2026-03-02", done("2026-03-02", "2026-03-03"), marks: ["2026-03-02": .skipped])
    let week = Evaluation(history: history, today: d("2026-03-09")).period(containing: "2026-03-02")!
    // Then only Tuesday counts against ceil(2 * 6/7) = 2
    #expect((week.achieved, week.required, week.status) == (1, 2, .unmet))
  }

  @Test func atMostLimitDoesNotShrinkWithSkips() {
    // Given at most 2 a week with a skipped day; three done, one of them on the skipped day
    let history = history(
      "<=2/week", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-04"), marks: ["2026-03-04": .skipped]
    )
    let week = Evaluation(history: history, today: d("2026-03-09")).period(containing: "2026-03-02")!
    #expect((week.achieved, week.required, week.status) == (2, 2, .met))
  }

  @Test func failedDayMakesItsPeriodUnmetWhateverWasDone() {
    // Given 3 a week, done four times, but Wednesday marked failed
    let history = history(
      "3/week", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-05", "2026-03-06"),
      marks: ["2026-03-04": .failed])
    let evaluation = Evaluation(history: history, today: d("2026-03-09"))
    #expect(evaluation.period(containing: "2026-03-02")?.status == .unmet)
    #expect(evaluation.dayStatus(d("2026-03-04")) == .failed)
  }

  @Test func failTodayBreaksTheCurrentStreakAtOnce() {
    // Given 2 a week met for two weeks, and this week already met twice, then a fail marked today
    let history = history(
      "2/week", created: "2026-03-02",
      done("2026-03-02", "2026-03-03", "2026-03-09", "2026-03-10", "2026-03-16", "2026-03-17"),
      marks: ["2026-03-18": .failed])
    let evaluation = Evaluation(history: history, today: d("2026-03-18"))
    // Then this week is unmet now, there is no current streak, and the best is the two weeks before
    #expect(evaluation.currentPeriod.status == .unmet)
    #expect(evaluation.currentStreak == nil)
    #expect(evaluation.bestStreak == Streak(length: 2, unit: .week, start: d("2026-03-02"), end: d("2026-03-15")))
  }
}
