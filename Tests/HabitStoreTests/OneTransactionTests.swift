import Foundation
import HabitCore
import SQLite
import Synchronization
import Testing

@testable import HabitStore

/// A write use case finds the member and the activity inside its one IMMEDIATE transaction. Another
/// connection renames Read to Old and adds a new Read while holding the write lock; the use case, waiting for the
/// lock meanwhile, writes to the activity named Read when it writes.
@Suite struct OneTransactionTests {
  /// Runs `write` on its own connection while another holds the lock with the rename not yet committed; returns
  /// each activity's records (completions and marks) after both. Looking the activity up before the write, as
  /// the commands did, gives "Old 1, Read 0" here (tried once by hand with recordCompletion).
  func renamingReadDuring(_ write: @escaping @Sendable (HabitDatabase) throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("habit-race-\(UUID().uuidString).sqlite")
      .path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    let today = try Day(parsing: "2026-11-21")
    let holder = try HabitDatabase.open(path: path, today: today)
    let alice = try holder.addUser(named: "alice")
    _ = try holder.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    // Opened before the lock is taken; used by one thread at a time.
    let writer = Handed(try HabitDatabase.open(path: path, today: today))
    let started = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let failure = Mutex<(any Error)?>(nil)
    try holder.db.transaction {
      try holder.db.run("UPDATE activities SET name = 'Old' WHERE name = 'Read'")
      _ = try holder.addActivity(NewActivity(name: "Read"), for: alice, today: today)
      Thread.detachNewThread {
        started.signal()
        do { try write(writer.database) } catch { failure.withLock { $0 = error } }
        finished.signal()
      }
      started.wait()
      Thread.sleep(forTimeInterval: 0.5)
    }
    finished.wait()
    if let error = failure.withLock({ $0 }) { throw error }
    return try holder.db.query(
      """
      SELECT a.name || ' ' || ((SELECT count(*) FROM completions c WHERE c.activity_id = a.id)
        + (SELECT count(*) FROM day_marks m WHERE m.activity_id = a.id))
      FROM activities a ORDER BY a.name
      """, decode: { try $0[0] as String }
    ).joined(separator: ", ")
  }

  @Test func recordingACompletionWritesToTheActivityNamedSoWhenItWrites() throws {
    let counts = try renamingReadDuring { database in
      _ = try database.recordCompletion(.named("Read"), of: .named("alice"), on: try Day(parsing: "2026-11-21"))
    }
    #expect(counts == "Old 0, Read 1")
  }

  @Test func markingADayMarksTheActivityNamedSoWhenItWrites() throws {
    let counts = try renamingReadDuring { database in
      _ = try database.mark(.named("Read"), of: .named("alice"), on: try Day(parsing: "2026-11-20"), as: .skipped)
    }
    #expect(counts == "Old 0, Read 1")
  }
}

/// A connection handed to the thread that uses it, the only one to while it runs.
private final class Handed: @unchecked Sendable {
  let database: HabitDatabase
  init(_ database: HabitDatabase) { self.database = database }
}
