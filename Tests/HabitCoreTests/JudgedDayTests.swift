import Testing

@testable import HabitCore

/// The one judgement of a day: what every view renders.
struct JudgedDayTests {
  @Test func aDayBelowADailyAmountGoalIsPartialWithItsAmountAndTarget() {
    // Given 20 pages a day, 15 read on Mar 3 and 20 on Mar 4
    let history = history("20 pages/day", created: "2026-03-02", did(("2026-03-03", 15), ("2026-03-04", 20)))
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    // Then Mar 3 reads partial, 15 of 20, as its period is unmet; Mar 4 reads done
    let short = evaluation.day(d("2026-03-03"))
    #expect(short.status == .partial)
    #expect(short.amount == 15 && short.requiredAmount == 20)
    #expect(evaluation.period(containing: "2026-03-03")?.status == .unmet)
    #expect(evaluation.dayStatus(d("2026-03-04")) == .done)
  }

  @Test func aDayShortOfADailyCountIsPartial() {
    let evaluation = Evaluation(
      history: history("3/day", created: "2026-03-02", done("2026-03-02", "2026-03-02")), today: d("2026-03-02"))
    #expect(evaluation.day(d("2026-03-02")).status == .partial)
    #expect(evaluation.day(d("2026-03-02")).completions == 2)
  }

  @Test func aDayOverADailyLimitIsOverTheLimitNotDone() {
    // Given at most 2 coffees a day: 2 on Mar 2, 3 on Mar 3
    let history = history(
      "<=2/day", created: "2026-03-02", done("2026-03-02", "2026-03-02", "2026-03-03", "2026-03-03", "2026-03-03"))
    let evaluation = Evaluation(history: history, today: d("2026-03-04"))
    #expect(evaluation.dayStatus(d("2026-03-02")) == .done)
    let over = evaluation.day(d("2026-03-03"))
    #expect(over.status == .overLimit)
    #expect(over.totalSoFar == 3)
    #expect(evaluation.dayStatus(d("2026-03-04")) == .empty)
  }

  @Test func theDayThatTookAWeekOverItsLimitIsOverTheLimit() {
    // Given at most 2 a week, one each on Mon, Tue and Thu
    let history = history("<=2/week", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-05"))
    let evaluation = Evaluation(history: history, today: d("2026-03-08"))
    let statuses = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"].map { evaluation.dayStatus(d($0)) }
    #expect(statuses == [.done, .done, .empty, .overLimit])
  }

  @Test func aDayCarriesItsNotesAndItsMarkNote() {
    var history = history(
      "1/day", created: "2026-03-02",
      [Completion(day: d("2026-03-02"), note: "morning"), Completion(day: d("2026-03-02"), note: "evening")],
      marks: ["2026-03-03": .failed, "2026-03-04": .skipped])
    history.markNotes = [d("2026-03-03"): "overslept", d("2026-03-04"): "ill"]
    let evaluation = Evaluation(history: history, today: d("2026-03-04"))
    #expect(evaluation.day(d("2026-03-02")).notes == ["morning", "evening"])
    #expect(evaluation.day(d("2026-03-03")).markNote == "overslept")
    #expect(evaluation.day(d("2026-03-04")).status == .skipped)
    #expect(evaluation.day(d("2026-03-04")).markNote == "ill")
  }

  @Test func daysOutsideTheJudgedHistoryHaveNoGoal() {
    let evaluation = Evaluation(history: history("1/day", created: "2026-03-02"), today: d("2026-03-03"))
    #expect(evaluation.day(d("2026-03-01")) == JudgedDay(day: d("2026-03-01"), status: .beforeStart, goal: nil))
    #expect(evaluation.day(d("2026-03-04")).status == .future)
    #expect(evaluation.day(d("2026-03-03")).goal == g("1/day"))
  }
}
