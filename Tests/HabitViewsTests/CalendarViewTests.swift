import HabitCore
import HabitScreens
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

/// A weekday goal's rest days, drawn by every text renderer: the calendar, the year heatmap, `show` and `today`.
@Suite struct RestDayViewTests {
  /// Gym on Mondays, Wednesdays and Fridays since Sunday 2026-11-01: done on the 2nd, 4th, 9th and 11th, on
  /// Saturday the 14th (a rest day) and on the 16th, 18th and 20th; Friday the 6th and 13th missed.
  static func gym() throws -> (Household, Activity) {
    let household = try Household()
    var new = NewActivity(name: "Gym")
    (new.icon, new.goal) = ("🏋️", try Goal(spec: "mon,wed,fri"))
    let gym = try household.database.addActivity(new, for: household.alice, today: day("2026-11-01"))
    for date in ["02", "04", "09", "11", "14", "16", "18", "20"] {
      _ = try household.database.recordCompletion(gym, on: day("2026-11-\(date)"))
    }
    return (household, gym)
  }

  @Test func theCalendarDrawsRestDaysWithTheirLegend() throws {
    let (household, gym) = try Self.gym()
    let month = try household.database.calendarMonth(gym, month: day("2026-11-01"), today: household.today)
    try expectGolden(render { CalendarView(month, color: false).render(to: &$0) }, "calendar-rest.txt")
  }

  @Test func theHeatmapDrawsRestDays() throws {
    let (household, gym) = try Self.gym()
    let year = try household.database.heatmapYear(gym, of: household.alice, year: 2026, today: household.today)
    try expectGolden(render { HeatmapView(year, color: false).render(to: &$0) }, "heatmap-rest.txt")
  }

  @Test func todayPutsARestingActivityApart() throws {
    let (household, _) = try Self.gym()
    let screen = try household.database.todayScreen(of: household.alice, today: household.today)
    try expectGolden(render { TodayView(screen, color: false).render(to: &$0) }, "today-rest.txt")
  }
}

/// Paused days, drawn by every text renderer: the calendar, the year heatmap, `show` and `today`.
@Suite struct PausedDayViewTests {
  /// Read (the household's) paused from the 17th to the 19th (a trip) and from today on, until resumed.
  static func paused() throws -> Household {
    let household = try Household()
    _ = try household.database.pause(
      .activity(.id(household.read.uuid)), of: .named("alice"), from: day("2026-11-17"), until: day("2026-11-19"),
      note: "trip")
    _ = try household.database.pause(
      .activity(.id(household.read.uuid)), of: .named("alice"), from: household.today, until: nil, note: nil)
    return household
  }

  @Test func theCalendarAndTheHeatmapDrawPausedDays() throws {
    let household = try Self.paused()
    let month = try household.database.calendarMonth(household.read, month: day("2026-11-01"), today: household.today)
    try expectGolden(render { CalendarView(month, color: false).render(to: &$0) }, "calendar-paused.txt")
    let year = try household.database.heatmapYear(
      household.read, of: household.alice, year: 2026, today: household.today)
    try expectGolden(render { HeatmapView(year, color: false).render(to: &$0) }, "heatmap-paused.txt")
  }

  @Test func showListsPausedDaysAndTodaySaysPaused() throws {
    let household = try Self.paused()
    let detail = try household.database.activityDetail(
      household.read, of: household.alice, days: 7, today: household.today)
    let text = render { ShowView(detail, color: false).render(to: &$0) }
    try expectGolden(text.replacingOccurrences(of: household.read.uuid, with: "<id>"), "show-paused.txt")
    let screen = try household.database.todayScreen(of: household.alice, today: household.today)
    try expectGolden(render { TodayView(screen, color: false).render(to: &$0) }, "today-paused.txt")
  }
}
