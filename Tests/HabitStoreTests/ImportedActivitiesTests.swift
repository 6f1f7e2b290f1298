import Testing

@testable import HabitStore

/// The batch's activities keep a habit known only by its id in a few bytes; to their users they must read as the
/// whole activities they stand for.
@Suite struct ImportedActivitiesTests {
  let here = InputLocation(line: 2, column: 1)

  func uuid(_ number: Int) -> String {
    "00000000-0000-4000-8000-" + String(String(1_000_000_000_000 + number).suffix(12))
  }

  @Test func aHabitKnownByItsIdReadsAsTheActivityItStandsFor() {
    // Given a described activity and a habit known only by its id, named at line 7, column 3
    var activities: ImportedActivities = [ImportedActivity(name: "Read", location: here)]
    let key = activities.habitKey(uuid: "0f6c5f39-9d5e-4a53-9a4e-3cbb1e2f3a10", at: InputLocation(line: 7, column: 3))
    // Then it has the next key, its id, a name from its id, the place it was first named, and no details
    #expect(key == 1 && activities.count == 2)
    var expected = ImportedActivity(name: "Habit 0f6c5f39", location: InputLocation(line: 7, column: 3))
    expected.uuid = "0f6c5f39-9d5e-4a53-9a4e-3cbb1e2f3a10"
    #expect(activities[key] == expected)
    #expect(activities[0].name == "Read" && activities[0].uuid == nil)
  }

  @Test func eachHabitKeepsTheColumnTheFileFirstNamesItIn() {
    // Given habits named in column 1, then one in column 12, then one in column 1 again
    var activities = ImportedActivities()
    for number in 0..<3 { _ = activities.habitKey(uuid: uuid(number), at: InputLocation(line: 2 + number, column: 1)) }
    _ = activities.habitKey(uuid: uuid(3), at: InputLocation(line: 5, column: 12))
    _ = activities.habitKey(uuid: uuid(4), at: InputLocation(line: 6, column: 1))
    // And two beyond what 4 bytes hold: line 20,000,000, and column 300
    _ = activities.habitKey(uuid: uuid(5), at: InputLocation(line: 20_000_000, column: 1))
    _ = activities.habitKey(uuid: uuid(6), at: InputLocation(line: 7, column: 300))
    // Then each reads back its own line and column
    #expect(
      activities.map(\.location.description) == ["2:1", "3:1", "4:1", "5:12", "6:1", "20000000:1", "7:300"])
  }

  @Test func theSameIdIsTheSameKeyAlsoOnceAParserChangedTheHabit() {
    // Given 3,000 habits known by their ids, the 10th given a title and an icon
    var activities = ImportedActivities()
    for number in 0..<3_000 { #expect(activities.habitKey(uuid: uuid(number), at: here) == number) }
    activities[10].name = "Walk"
    activities[10].icon = "🚶"
    // When the file names them again, later
    let again = (0..<3_000).map { activities.habitKey(uuid: uuid($0), at: InputLocation(line: 9, column: 1)) }
    // Then each has its key still, and the 10th keeps what it was given
    #expect(again == Array(0..<3_000) && activities.count == 3_000)
    #expect(activities[10].name == "Walk" && activities[10].icon == "🚶" && activities[10].uuid == uuid(10))
    #expect(activities[11].location == here)
  }

  @Test func namesGrowUntilNoTwoShareThemAndOnlyTheNamedOnesGrow() {
    // Given three habits whose ids share their first 11 hex digits, and a fourth left out of the renaming
    var activities = ImportedActivities()
    let ids = [
      "abcdef01-234a-4000-8000-000000000001", "abcdef01-234b-4000-8000-000000000002",
      "0bcdef01-2340-4000-8000-000000000003", "abcdef01-2340-4000-8000-000000000004",
    ]
    for id in ids { _ = activities.habitKey(uuid: id, at: here) }
    // When the first three are named
    activities.lengthenHabitNames { $0 < 3 }
    // Then they show 12 digits, and the fourth keeps its 8
    #expect(
      activities.map(\.name) == ["Habit abcdef01234a", "Habit abcdef01234b", "Habit 0bcdef012340", "Habit abcdef01"])
  }

  @Test func anIdNotInTheCanonicalFormIsKeptWholeAndFoundAgain() {
    // Given an id in capitals, which the parsers never give but a caller might
    var activities = ImportedActivities()
    let key = activities.habitKey(uuid: "ABCDEF01-2345-4000-8000-000000000001", at: here)
    // Then it is found again, and keeps its id as given
    #expect(activities.habitKey(uuid: "ABCDEF01-2345-4000-8000-000000000001", at: here) == key)
    #expect(activities.count == 1 && activities[key].uuid == "ABCDEF01-2345-4000-8000-000000000001")
    #expect(activities[key].name == "Habit ABCDEF01")
  }
}
