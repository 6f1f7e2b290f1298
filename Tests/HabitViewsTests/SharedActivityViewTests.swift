import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import Testing

/// The renderers of a shared activity against golden files: today with whose turn it is, show with who did each
/// completion and the shares, stats with the shares, the board's Shared table, the web's household page.
@Suite struct SharedActivityViewTests {
  /// alice, bob and mia; "Walk the dog" is the household's, twice a day, with turns; done by bob on Nov 26 and
  /// 27, by mia on the 27th and by bob today, Saturday 2026-11-28. alice keeps a private Journal.
  static func household() throws -> (database: HabitDatabase, members: [User], walk: Activity, today: Day) {
    let today = day("2026-11-28")
    let database = try HabitDatabase.inMemory(today: today)
    let members = try ["alice", "bob", "mia"].map { try database.addUser(named: $0) }
    var new = NewActivity(name: "Walk the dog")
    new.goal = try Goal(spec: "2/day")
    new.shared = true
    new.icon = "🐕"
    new.rotation = ["alice", "bob", "mia"]
    let walk = try database.addActivity(new, for: members[0], today: day("2026-11-20"))
    for (member, date) in [(1, "2026-11-26"), (1, "2026-11-27"), (2, "2026-11-27"), (1, "2026-11-28")] {
      _ = try database.recordCompletion(walk, on: day(date), by: members[member])
    }
    var journal = NewActivity(name: "Journal")
    journal.isPrivate = true
    _ = try database.addActivity(journal, for: members[0], today: day("2026-11-20"))
    return (database, members, walk, today)
  }

  @Test func todayNamesWhoseTurnItIs() throws {
    let household = try Self.household()
    let screen = try household.database.todayScreen(of: household.members[2], today: household.today)
    try expectGolden(render { TodayView(screen, color: false).render(to: &$0) }, "today-shared.txt")
  }

  @Test func showAndStatsSayWhoDidWhat() throws {
    let household = try Self.household()
    let detail = try household.database.activityDetail(
      household.walk, of: household.members[1], days: 7, today: household.today)
    let show = render { ShowView(detail, color: false).render(to: &$0) }
    try expectGolden(show.replacingOccurrences(of: household.walk.uuid, with: "<id>"), "show-shared.txt")
    let stats = try household.database.statistics(of: household.walk, months: 1, today: household.today)
    try expectGolden(render { StatsView(stats, color: false).render(to: &$0) }, "stats-shared.txt")
  }

  @Test func theBoardHasTheSharedActivitiesAndNoPrivateOne() throws {
    let household = try Self.household()
    let board = try household.database.householdBoard(today: household.today)
    let text = render { BoardView(board, color: false).render(to: &$0) }
    try expectGolden(text, "board-shared.txt")
    #expect(!text.contains("Journal"))
    var page = ""
    BoardPage(board).render(PageContext(csrf: "t", member: "mia", today: household.today), to: &page)
    #expect(page.contains("7 days: bob 3 (75%), mia 1 (25%) · 30 days: bob 3 (75%), mia 1 (25%)"), "\(page)")
    #expect(!page.contains("Journal"))
  }
}
