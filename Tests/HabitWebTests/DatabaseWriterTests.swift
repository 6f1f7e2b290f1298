import Foundation
import HabitCore
import HabitStore
import Testing

@testable import HabitWeb

@Suite("The server's writes")
struct DatabaseWriterTests {
  struct Refused: Error {}

  @Test("Writes that queued while the writer was busy commit together; one that fails leaves nothing of its own")
  func queuedWritesCommitTogether() async throws {
    // Given a member's activity and the server's pool on the file
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("habit.sqlite").path
    let database = try HabitDatabase.open(path: path)
    let today = try Day(parsing: "2026-11-20")
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -30))
    // Another connection, which sees what is committed (used by the writes, one at a time, on the writer thread)
    nonisolated(unsafe) let outside = try HabitDatabase.open(path: path)
    let pool = try DatabasePool(path: path)
    defer { pool.stop() }
    // When a write holds the writer until five more have queued behind it, and the third of those fails after
    // recording its completion
    let (entered, gate) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let holding = Task {
      try await pool.write { _ in
        entered.signal()
        gate.wait()
      }
    }
    let deadline = Date().addingTimeInterval(60)
    while entered.wait(timeout: .now()) == .timedOut, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
    let writes = (0..<5).map { index in
      Task {
        try await pool.write { database -> Int in
          _ = try database.recordCompletion(read, on: today.adding(days: -index))
          if index == 2 { throw Refused() }
          return try outside.completions(of: read).count
        }
      }
    }
    while pool.waitingWrites < writes.count, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
    #expect(pool.waitingWrites == writes.count)
    gate.signal()
    try await holding.value
    var seen: [Int] = []
    for (index, write) in writes.enumerated() {
      if index == 2 {
        await #expect(throws: Refused.self) { try await write.value }
      } else {
        seen.append(try await write.value)
      }
    }
    // Then none of them saw another's completion committed before its own (they were one transaction), and the
    // four that succeeded are in the file, without the failed one's
    #expect(seen == [0, 0, 0, 0])
    let days = try database.completions(of: read).map(\.day)
    #expect(Set(days) == Set([0, 1, 3, 4].map { today.adding(days: -$0) }))
  }
}
