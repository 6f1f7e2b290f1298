import HabitCore
import Testing

@testable import HabitStore

/// `habit list`'s "last done" comes with the records the list reads when they reach it, and from the index when
/// they do not: the same day either way.
@Suite struct ActivityListTests {
  @Test func lastDoneIsTheLatestCompletionWhereverItLies() throws {
    // Given Walk done yesterday, Read done only in February, and Swim done yesterday and once dated next month
    let database = try HabitDatabase.inMemory()
    let today = try Day(parsing: "2026-11-21")
    let created = try Day(parsing: "2026-01-01")
    let alice = try database.addUser(named: "alice")
    var ids: [String: Int64] = [:]
    for name in ["Walk", "Read", "Swim"] {
      ids[name] = try database.addActivity(NewActivity(name: name), for: alice, today: created).id
    }
    for (name, day) in [("Walk", "2026-11-20"), ("Read", "2026-02-03"), ("Swim", "2026-11-20"), ("Swim", "2026-12-05")]
    {
      try database.db.run("INSERT INTO completions (activity_id, day) VALUES (?, ?)", [ids[name]!, day])
    }
    // When the list is read from recent records alone, and again from the streak checkpoints the board saves
    for read in 1...2 {
      if read == 2 { _ = try database.householdBoard(today: today) }
      let list = try database.activityList(of: alice, includeArchived: false, today: today)
      let lastDone = Dictionary(uniqueKeysWithValues: list.activities.map { ($0.activity.name, $0.lastPerformed) })
      // Then each activity's last done day is its latest completion's, a day after today included
      #expect(lastDone["Walk"] == (try Day(parsing: "2026-11-20")))
      #expect(lastDone["Read"] == (try Day(parsing: "2026-02-03")))
      #expect(lastDone["Swim"] == (try Day(parsing: "2026-12-05")))
      #expect(try database.db.scalar("SELECT count(*) FROM streak_checkpoints", as: Int.self) == (read == 1 ? 0 : 3))
    }
  }
}
