import HabitCore
import Testing

private func day(_ text: String) -> Day { try! Day(parsing: text) }

private func plan(_ text: String, done: Int, achieved: Bool = false) -> DailyPlan {
  DailyPlan(
    day: day(text), goal: "goal", goalAchieved: achieved,
    tasks: (1...3).map { PlanTask(title: "t\($0)", done: $0 <= done) }, carriedFrom: nil)
}

@Suite struct PlanTallyTests {
  @Test func countsDaysGoalsFullSuccessesAndTasks() {
    let tally = PlanTally([
      plan("2026-11-02", done: 3, achieved: true), plan("2026-11-03", done: 1, achieved: true),
      plan("2026-11-04", done: 0),
    ])
    #expect(tally.plannedDays == 3 && tally.goalsAchieved == 2 && tally.fullySuccessfulDays == 1)
    #expect(tally.tasksDone == 4 && tally.tasksPlanned == 9)
    #expect(tally.taskPercentage == 44)
    #expect(PlanTally().taskPercentage == nil)
  }

  @Test func theLogGroupsByMonthNewestFirst() {
    let months = PlanLogMonth.group([
      plan("2026-10-30", done: 1), plan("2026-11-02", done: 2), plan("2026-11-05", done: 3),
    ])
    #expect(months.map(\.month) == [11, 10])
    #expect(months[0].plans.map(\.day) == [day("2026-11-05"), day("2026-11-02")])
    #expect(months[0].tally.tasksDone == 5)
  }
}

@Suite struct PlanProgressPageTests {
  // Monday 2026-11-09 to Sunday 2026-11-15 is the week before the week of today, Friday 2026-11-20.
  let plans = [
    plan("2026-11-09", done: 3, achieved: true), plan("2026-11-10", done: 1),
    plan("2026-11-16", done: 3, achieved: true), plan("2026-11-17", done: 3, achieved: true),
    plan("2026-11-18", done: 2), plan("2026-11-22", done: 3),
  ]
  let today = day("2026-11-20")

  @Test func pageOneIsThisWeekComparedWithTheWeekBefore() throws {
    let page = try PlanProgressPage(plans: plans, grouping: .week, page: 1, today: today, weekStart: .monday)
    #expect(page.pageCount == 2)
    #expect(page.interval == PeriodInterval(start: day("2026-11-16"), end: day("2026-11-22")))
    #expect(page.rows.count == 7)
    #expect(page.rows.map(\.isFuture) == [false, false, false, false, false, true, true])
    // The plan dated after today is neither shown nor counted.
    #expect(page.rows[6].plan == nil)
    #expect(page.tally.fullySuccessfulDays == 2 && page.tally.tasksDone == 8)
    let comparison = page.comparison
    #expect(comparison.fullySuccessfulDays.difference == 1 && comparison.fullySuccessfulDays.verdict == .better)
    #expect(comparison.goalsAchieved.verdict == .better)
    // 8 of 9 is 89 %, 4 of 6 was 67 %.
    #expect(comparison.taskPercentage?.current == 89 && comparison.taskPercentage?.previous == 67)
  }

  @Test func theLastPageHasNothingBeforeIt() throws {
    let page = try PlanProgressPage(plans: plans, grouping: .week, page: 2, today: today, weekStart: .monday)
    #expect(page.interval.start == day("2026-11-09"))
    #expect(page.previousTally == PlanTally())
    #expect(page.comparison.taskPercentage == nil)
    #expect(page.comparison.fullySuccessfulDays.verdict == .better)
    #expect(throws: PlanError.noSuchPage(3, pageCount: 2)) {
      try PlanProgressPage(plans: plans, grouping: .week, page: 3, today: today, weekStart: .monday)
    }
  }

  @Test func weeksFollowTheHouseholdsFirstWeekday() throws {
    let page = try PlanProgressPage(plans: plans, grouping: .week, page: 1, today: today, weekStart: .sunday)
    #expect(page.interval == PeriodInterval(start: day("2026-11-15"), end: day("2026-11-21")))
    #expect(page.pageCount == 2)
  }

  @Test func monthsPageBackAcrossTheYear() throws {
    let page = try PlanProgressPage(
      plans: [plan("2025-12-31", done: 1)], grouping: .month, page: 2, today: day("2026-01-15"), weekStart: .monday)
    #expect(page.pageCount == 2)
    #expect(page.interval == PeriodInterval(start: day("2025-12-01"), end: day("2025-12-31")))
    #expect(page.tally.plannedDays == 1)
  }

  @Test func withoutPlansThereIsOneEmptyPage() throws {
    let page = try PlanProgressPage(plans: [], grouping: .month, page: 1, today: today, weekStart: .monday)
    #expect(page.pageCount == 1 && page.rows.count == 30 && page.tally == PlanTally())
  }
}
