import HabitCore
import HabitStore
import HabitViews
import Testing

@Suite struct CalendarViewTests {
  @Test func aMonthWithDaysOfEveryKind() throws {
    let household = try Household()
    let month = try household.database.calendarMonth(household.read, month: day("2026-11-01"), today: household.today)
    try expectGolden(render { CalendarView(month, color: false).render(to: &$0) }, "calendar-read.txt")
  }

  /// A month after today renders (a range from the month's first day down to today would trap).
  @Test func aMonthAfterTodayIsAnEmptyGrid() throws {
    let household = try Household()
    let month = try household.database.calendarMonth(household.read, month: day("2026-12-01"), today: household.today)
    #expect(month.days.allSatisfy { $0.status == .future })
    #expect(month.daysDone == 0)
    try expectGolden(render { CalendarView(month, color: false).render(to: &$0) }, "calendar-future.txt")
  }

  @Test func aMonthBeforeTheHistoryIsAnEmptyGrid() throws {
    let household = try Household()
    let month = try household.database.calendarMonth(household.run, month: day("2025-02-01"), today: household.today)
    #expect(month.days.allSatisfy { $0.status == .beforeStart })
    let text = render { CalendarView(month, color: false).render(to: &$0) }
    #expect(text.hasSuffix("0 days done   " + DayCells.legend(limit: false) + "\n"))
  }

  /// Run starts on Thursday 2026-10-15 and is done three times that week, which the streak
  /// counts (it asks 2 of its 4 days, ceil(3 × 4 / 7)): the first, partial week's row shows its result too.
  @Test func theFirstPartialWeekShowsItsResult() throws {
    let household = try Household()
    let month = try household.database.calendarMonth(household.run, month: day("2026-10-01"), today: household.today)
    let text = render { CalendarView(month, color: false).render(to: &$0) }
    let firstWeek = try #require(text.split(separator: "\n").first { $0.contains("15") })
    #expect(firstWeek.hasSuffix("3/2 ✓"))
    try expectGolden(text, "calendar-run-first-week.txt")
  }
}
