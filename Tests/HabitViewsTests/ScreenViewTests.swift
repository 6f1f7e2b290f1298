import HabitCore
import HabitStore
import HabitViews
import Testing

/// Each screen rendered in-process from the household of `Household`, against golden files.
@Suite struct ScreenViewTests {
  @Test func today() throws {
    let household = try Household()
    let screen = try household.database.todayScreen(of: household.alice, today: household.today)
    try expectGolden(render { TodayView(screen, color: false).render(to: &$0) }, "today.txt")
  }

  @Test func list() throws {
    let household = try Household()
    let list = try household.database.activityList(of: household.alice, includeArchived: false, today: household.today)
    try expectGolden(render { ListView(list, color: false).render(to: &$0) }, "list.txt")
    try expectGolden(render { ListView(list, color: false, width: 50).render(to: &$0) }, "list-50-columns.txt")
  }

  @Test func show() throws {
    let household = try Household()
    let detail = try household.database.activityDetail(
      household.read, of: household.alice, days: 7, today: household.today)
    let text = render { ShowView(detail, color: false).render(to: &$0) }
    try expectGolden(text.replacingOccurrences(of: household.read.uuid, with: "<id>"), "show-read.txt")
  }

  @Test func stats() throws {
    let household = try Household()
    let stats = try household.database.statistics(of: household.run, months: nil, today: household.today)
    try expectGolden(render { StatsView(stats, color: false).render(to: &$0) }, "stats-run.txt")
  }

  @Test func statsShowAYearOrMoreWithNothingRecordedAsOneLine() throws {
    // Given Run, created in October 2026, with one completion on 0001-01-01 and a quiet year before October
    let household = try Household()
    _ = try household.database.recordCompletion(household.run, on: day("0001-01-01"))
    // When its statistics are shown
    let stats = try household.database.statistics(of: household.run, months: nil, today: household.today)
    let text = render { StatsView(stats, color: false).render(to: &$0) }
    // Then the 24,308 empty months between read as one line, and the months with records as before
    #expect(stats.months.count == 24_311)
    let breakdown = text.components(separatedBy: "Days done per month\n")[1]
    #expect(
      breakdown == """
        0001-01  █                                1/31
        0001-02 to 2026-09  nothing recorded in 24308 months
        2026-10  ███                              3/31
        2026-11  ██                               2/21

        """)
  }

  @Test func theLastMonthsOfTheBreakdownAreTheLastOfAllOfThem() throws {
    // Given Run with a record in year 1, and Read since October 2026
    let household = try Household()
    _ = try household.database.recordCompletion(household.run, on: day("0001-01-01"))
    for activity in [household.run, household.read] {
      let all = try household.database.statistics(of: activity, months: nil, today: household.today).months
      for months in [1, 2, 3, 12] {
        // When only the last months are asked for
        let last = try household.database.statistics(of: activity, months: months, today: household.today)
        // Then they are the last of the whole breakdown, however long the history
        #expect(Array(last.months) == Array(all.suffix(months)), "\(activity.name), \(months) months")
      }
    }
  }

  @Test func heatmaps() throws {
    let household = try Household()
    let one = try household.database.heatmapYear(
      household.read, of: household.alice, year: 2026, today: household.today)
    try expectGolden(render { HeatmapView(one, color: false).render(to: &$0) }, "heatmap-read.txt")
    let all = try household.database.heatmapYear(nil, of: household.alice, year: 2026, today: household.today)
    try expectGolden(render { HeatmapView(all, color: false).render(to: &$0) }, "heatmap-all.txt")
  }

  @Test func boardAndReminders() throws {
    let household = try Household()
    let bob = try household.database.addUser(named: "bob")
    var run = NewActivity(name: "run")
    run.goal = try Goal(spec: "2/week")
    let bobsRun = try household.database.addActivity(run, for: bob, today: day("2026-11-01"))
    _ = try household.database.recordCompletion(bobsRun, on: day("2026-11-20"))
    let board = try household.database.householdBoard(today: household.today)
    try expectGolden(render { BoardView(board, color: false).render(to: &$0) }, "board.txt")
    let reminders = try household.database.reminders(for: household.alice, today: household.today)
    try expectGolden(render { RemindView(reminders, color: false).render(to: &$0) }, "remind.txt")
  }
}
