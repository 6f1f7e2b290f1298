import Foundation
import HabitCore
import Testing

@testable import HabitStore

/// A read saves the streak checkpoints it made only when nothing was committed since its snapshot: a checkpoint
/// of an older history saved after a backdated write would outlive the trigger that guards saved rows.
@Suite struct CheckpointSavingTests {
  @Test func aCommitAfterTheReadsSnapshotLeavesItsCheckpointUnsaved() throws {
    // Given Walk, done every day since 2026-01-01, in a file read read-only
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("habit-cp-\(UUID().uuidString).sqlite")
      .path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    let today = try Day(parsing: "2026-11-21")
    let writer = try HabitDatabase.open(path: path, today: today)
    let alice = try writer.addUser(named: "alice")
    let walk = try writer.addActivity(NewActivity(name: "Walk"), for: alice, today: today)
    try writer.db.run(
      """
      WITH RECURSIVE d (day) AS (SELECT '2026-01-01' UNION ALL SELECT date(day, '+1 day') FROM d WHERE day < '2026-11-21')
      INSERT INTO completions (activity_id, day) SELECT ?, day FROM d
      """, [walk.id])
    let reader = try HabitDatabase.openForReading(path: path, today: today)
    func saved() throws -> Int { try writer.db.scalar("SELECT count(*) FROM streak_checkpoints", as: Int.self) ?? -1 }
    // When another connection commits a backdated delete after the read judged Walk, before its save
    let streak = try reader.readSavingCheckpoints {
      let evaluation = try reader.evaluateStreaks(walk, today: today, weekStart: .monday, from: nil)
      try writer.db.run("DELETE FROM completions WHERE day = '2026-03-01'")
      return evaluation.currentStreak
    }
    // Then the read's answer is its snapshot's, and its checkpoint (of the history before the delete) is not saved
    #expect(streak?.start == (try Day(parsing: "2026-01-01")))
    #expect(try saved() == 0)
    // And a read with nothing committed meanwhile saves one, of the history as it is now
    let again = try reader.readSavingCheckpoints {
      try reader.evaluateStreaks(walk, today: today, weekStart: .monday, from: nil).currentStreak
    }
    #expect(again?.start == (try Day(parsing: "2026-03-02")))
    #expect(try saved() == 1)
    #expect(try reader.checkpoint(of: walk)?.current?.start == (try Day(parsing: "2026-03-02")))
  }

  @Test func savedCheckpointsReadBackAsTheyWereMadeForEveryKindOfPeriod() throws {
    // Given an activity of each kind of goal period, done every day of the year but a Wednesday in October
    let database = try HabitDatabase.inMemory()
    let today = try Day(parsing: "2026-11-21")
    let alice = try database.addUser(named: "alice")
    for spec in ["1/day", "2/week", "1/month", "3/7d"] {
      var new = NewActivity(name: spec)
      new.goal = try Goal(spec: spec)
      let activity = try database.addActivity(new, for: alice, today: try Day(parsing: "2026-01-01"))
      try database.db.run(
        """
        WITH RECURSIVE d (day) AS (SELECT '2026-01-01' UNION ALL SELECT date(day, '+1 day') FROM d WHERE day < ?2)
        INSERT INTO completions (activity_id, day) SELECT ?1, day FROM d WHERE day <> '2026-10-14'
        """, [activity.id, today.description])
      // When a read judges it whole and saves the checkpoint it made
      let made = try database.readSavingCheckpoints {
        try database.evaluateStreaks(activity, today: today, weekStart: .monday, from: nil).checkpoint
      }
      // Then the checkpoint read back, alone or with the household's, is the one made, streaks and all
      let checkpoint = try #require(made, "\(spec)")
      #expect(checkpoint.current != nil && checkpoint.best != nil && checkpoint.kind != nil, "\(spec)")
      #expect(try database.checkpoint(of: activity) == checkpoint, "\(spec)")
      #expect(try database.checkpoints()[activity.id] == checkpoint, "\(spec)")
    }
  }
}
