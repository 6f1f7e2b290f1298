import HabitCore
import HabitScreens
import Testing

@testable import HabitStore

/// Sections and positions in the store: one spelling per section, and `moveActivity` renumbering the member's
/// activities (archived ones too) in one transaction, leaving other members' alone.
@Suite struct SectionStoreTests {
  static let today = try! Day(parsing: "2026-11-21")

  /// Each of the member's activities as "name position", archived ones too, in their order.
  static func order(_ database: HabitDatabase, _ user: User) throws -> [String] {
    try database.activities(of: user, includeArchived: true).map { "\($0.name) \($0.position)" }
  }

  @Test func aMoveRenumbersTheMembersActivitiesAndCountsPlacesAmongThoseListed() throws {
    // Given alice's A, B, C (archived) and D, and bob's A, none in a section
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let bob = try database.addUser(named: "bob")
    for name in ["A", "B", "C", "D"] {
      _ = try database.addActivity(NewActivity(name: name), for: alice, today: Self.today)
    }
    let bobs = try database.addActivity(NewActivity(name: "A"), for: bob, today: Self.today)
    try database.setArchived(true, try database.activity("C", of: alice))
    // When D moves to the first place, then A to the third of those listed
    let first = try database.moveActivity(.named("D"), of: .named("alice"), .to(1))
    #expect(first.place == 1 && first.leftSection == nil)
    #expect(try Self.order(database, alice) == ["D 0", "A 1", "B 2", "C 3"])
    let third = try database.moveActivity(.named("a"), of: .named("alice"), .to(3))
    // Then the places count the listed ones (C, archived, keeps its place after them), and bob's A is as it was
    #expect(third.place == 3)
    #expect(try Self.order(database, alice) == ["D 0", "B 1", "A 2", "C 3"])
    #expect(try database.activity("A", of: bob).position == bobs.position)
  }

  @Test func aSectionIsSpelledAsTheHouseholdFirstSpelledIt() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    try database.setSectionOrder(["Morning", "Evening"])
    var walk = NewActivity(name: "Walk")
    walk.section = "  morning "
    #expect(try database.addActivity(walk, for: alice, today: Self.today).section == "Morning")
    var read = NewActivity(name: "Read")
    read.section = "Late"
    _ = try database.addActivity(read, for: alice, today: Self.today)
    #expect(try database.setSectionOrder(["LATE", "evening"]).names == ["Late", "Evening"])
    #expect(try database.sectionOrder().names == ["Late", "Evening"])
  }

  @Test func aRefusedMoveChangesNothing() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    for name in ["A", "B"] { _ = try database.addActivity(NewActivity(name: name), for: alice, today: Self.today) }
    #expect(throws: StoreError.self) { try database.moveActivity(.named("A"), of: .named("alice"), .after("a")) }
    #expect(throws: StoreError.self) { try database.moveActivity(.named("A"), of: .named("alice"), .to(3)) }
    #expect(throws: StoreError.self) { try database.moveActivity(.named("A"), of: .named("alice"), .before("Z")) }
    #expect(try Self.order(database, alice) == ["A 0", "B 1"])
  }
}
