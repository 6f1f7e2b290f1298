import HabitCore
import Testing

private func day(_ text: String) -> Day { try! Day(parsing: text) }

@Suite struct OpenTodayTests {
  // Friday 2026-11-20; its Monday week runs from the 16th to the 22nd.
  let today = day("2026-11-20")

  func status(_ spec: String, _ completions: [Completion], required: Double? = nil, mark: DayMark? = nil)
    -> OpenToday.Status?
  {
    OpenToday.status(
      goal: try! Goal(spec: spec), requiredAmount: required, completions: completions, markToday: mark, today: today,
      weekStart: .monday)
  }

  @Test func aDailyGoalIsOpenUntilDoneToday() {
    #expect(status("1/day", [Completion(day: day("2026-11-19"))])?.progress == 0)
    #expect(status("1/day", [Completion(day: today)]) == nil)
    #expect(status("2/day", [Completion(day: today)])?.target == 2)
  }

  @Test func aWeeklyGoalCountsTheCalendarWeek() {
    let done = [Completion(day: day("2026-11-15")), Completion(day: day("2026-11-16")), Completion(day: day("2026-11-18"))]
    #expect(status("3/week", done)?.progress == 2)
    #expect(status("3/week", done)?.window == PeriodInterval(start: day("2026-11-16"), end: day("2026-11-22")))
    #expect(status("2/week", done) == nil)
  }

  @Test func aRollingWindowEndsToday() {
    #expect(status("2/7d", [Completion(day: day("2026-11-14")), Completion(day: day("2026-11-13"))])?.progress == 1)
  }

  @Test func amountsAddUpAndARequiredAmountCountsADayOnce() {
    #expect(status("30 minutes/day", [Completion(day: today, amount: 20)])?.progress == 20)
    #expect(status("30 minutes/day", [Completion(day: today, amount: 20), Completion(day: today, amount: 15)]) == nil)
    let pages = [Completion(day: today, amount: 10), Completion(day: today, amount: 10)]
    #expect(status("1/day", pages, required: 20) == nil)
    #expect(status("1/day", [Completion(day: today, amount: 10)], required: 20)?.progress == 0)
  }

  @Test func ceilingsAndMarkedDaysNeverRemind() {
    #expect(status("<=2/day", []) == nil)
    #expect(status("1/day", [], mark: .skipped) == nil)
  }
}
