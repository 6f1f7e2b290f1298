import HabitCore
import Testing

@testable import HabitStore

/// The board ranks each shared activity's members and picks each member's longest streaks by what they show.
@Suite struct HouseholdBoardTests {
  @Test func sharedEntriesRankByCurrentThenBestStreakThenNameAndEachMemberShowsTheLongest() throws {
    // Given four members sharing Read under a daily goal: Carol and dave with 3-day streaks, alice with a 3-day
    // streak and a 5-day best, bob with none; and carol's Walk at 4 days
    let database = try HabitDatabase.inMemory()
    let today = day("2026-11-21")
    func streaks(_ name: String, activity: String = "Read", days: [Int]) throws {
      let user = try database.users().first { $0.name == name } ?? database.addUser(named: name)
      let read = try database.addActivity(NewActivity(name: activity), for: user, today: today.adding(days: -20))
      for offset in days { _ = try database.recordCompletion(read, on: today.adding(days: -offset)) }
    }
    try streaks("dave", days: [0, 1, 2])
    try streaks("bob", days: [])
    try streaks("Carol", days: [0, 1, 2])
    try streaks("alice", days: [0, 1, 2, 6, 7, 8, 9, 10])
    try streaks("Carol", activity: "Walk", days: [0, 1, 2, 3])
    // When the board is read
    let board = try database.householdBoard(today: today)
    // Then Read lists alice (best 5), Carol and dave (alike: by name, ignoring case), then bob
    #expect(board.shared.map(\.name) == ["Read"])
    #expect(board.shared[0].entries.map(\.user.name) == ["alice", "Carol", "dave", "bob"])
    // And each member's longest current and best streaks are those of the activity that has them, none for bob
    let members = Dictionary(uniqueKeysWithValues: board.members.map { ($0.user.name, $0) })
    #expect(members["Carol"]?.longestCurrent?.activity.name == "Walk")
    #expect(members["alice"]?.longestBest?.bestStreak?.length == 5)
    #expect(members["bob"]?.longestCurrent == nil)
    #expect(members["bob"]?.longestBest == nil)
    #expect(members["alice"]?.onTrack == 1)
    #expect(members["bob"]?.onTrack == 0)
  }
}
