import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import Testing

/// The daily views grouped by section: a heading per section in the household's order, none over the activities
/// in no section (listed first), each section's activities in their order.
@Suite struct SectionViewTests {
  /// alice's household with Run in no section, Stretch in Morning, Read and Journal in Evening (Read moved before
  /// Journal), Dishes in Chores (a section the order does not name); the sections ordered Morning, Evening.
  static func sectioned() throws -> Household {
    let household = try Household()
    let database = household.database
    for (name, section) in [("Journal", "Evening"), ("Dishes", "Chores"), ("Stretch", "Morning")] {
      var new = NewActivity(name: name)
      new.section = section
      _ = try database.addActivity(new, for: household.alice, today: day("2026-11-01"))
    }
    var changes = ActivityChanges()
    changes.section = "evening"
    _ = try database.editActivity(household.read, changes)
    _ = try database.moveActivity(.named("Read"), of: .named("alice"), .before("Journal"))
    try database.setSectionOrder(["Morning", "Evening"])
    return household
  }

  @Test func todayHasAHeadingPerSection() throws {
    let household = try Self.sectioned()
    let screen = try household.database.todayScreen(of: household.alice, today: household.today)
    #expect(screen.sections.map(\.name) == [nil, "Morning", "Evening", "Chores"])
    #expect(
      screen.sections.map { $0.items.map(\.activity.name) } == [["Run"], ["Stretch"], ["Read", "Journal"], ["Dishes"]])
    try expectGolden(render { TodayView(screen, color: false).render(to: &$0) }, "today-sections.txt")
  }

  @Test func listHasAHeadingPerSection() throws {
    let household = try Self.sectioned()
    let list = try household.database.activityList(of: household.alice, includeArchived: false, today: household.today)
    try expectGolden(render { ListView(list, color: false).render(to: &$0) }, "list-sections.txt")
  }

  @Test func withoutSectionsTheViewsAreAsBefore() throws {
    let household = try Household()
    let screen = try household.database.todayScreen(of: household.alice, today: household.today)
    #expect(screen.sections.map(\.name) == [nil])
    try expectGolden(render { TodayView(screen, color: false).render(to: &$0) }, "today.txt")
  }

  @Test func boardListsSharedActivitiesBySection() throws {
    let household = try Self.sectioned()
    let database = household.database
    let bob = try database.addUser(named: "bob")
    // bob has Run in Evening, Stretch in no section and Dishes in Chores: Run is shared by one member in no
    // section and one in Evening, and takes the first in the order, no section; Stretch likewise
    for (name, section) in [("run", "Evening"), ("Stretch", nil), ("Dishes", "Chores"), ("Journal", "Evening")] {
      var new = NewActivity(name: name)
      new.section = section
      _ = try database.addActivity(new, for: bob, today: day("2026-11-01"))
    }
    let board = try database.householdBoard(today: household.today)
    #expect(board.sections.map(\.name) == [nil, "Evening", "Chores"])
    #expect(board.sections.map { $0.items.map(\.name) } == [["Run", "Stretch"], ["Journal"], ["Dishes"]])
    try expectGolden(render { BoardView(board, color: false).render(to: &$0) }, "board-sections.txt")
  }

  @Test func sectionsFollowTheSettingThenTheAlphabet() {
    let order = SectionOrder(["Morning", "Evening"])
    #expect(
      order.sorted(["evening", "Chores", nil, "Morning", "Bills"]) == [nil, "Morning", "evening", "Bills", "Chores"])
    let groups = order.groups(["a", "B", "c", "d"]) { ["a": "Evening", "B": nil, "c": "evening", "d": "Morning"][$0]! }
    #expect(groups.map(\.name) == [nil, "Morning", "Evening"])
    #expect(groups.map(\.items) == [["B"], ["d"], ["a", "c"]])
  }
}
