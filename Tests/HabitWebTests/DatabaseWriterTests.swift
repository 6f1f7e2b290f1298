import Foundation
import HabitCore
import HabitStore
import Testing

@testable import HabitWeb

@Suite("The server's writes")
struct DatabaseWriterTests {
  struct Refused: Error {}

  /// Submitted from the test's thread and answered on the writer's: nothing waits for Swift's shared threads,
  /// which the other tests running at once may keep busy for minutes.
  @Test("Writes that queued while the writer was busy commit together; one that fails leaves nothing of its own")
  func queuedWritesCommitTogether() throws {
    // Given a member's activity, and the server's writer on the file
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("habit.sqlite").path
    let database = try HabitDatabase.open(path: path)
    let today = try Day(parsing: "2026-11-20")
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -30))
    let writer = DatabaseWriter(try HabitDatabase.open(path: path)) {}
    defer { writer.stop() }
    // Another connection, which sees only what is committed (used by the writes, on the writer's thread)
    let outside = try HabitDatabase.open(path: path)
    let deadline = ContinuousClock.now + .seconds(600)
    // When a write holds the writer until five more have queued behind it, and the third of those fails after
    // recording its completion
    let (entered, gate, answered) = (
      DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)
    )
    writer.submit(
      deadline: deadline,
      { _ in
        entered.signal()
        gate.wait()
      }
    ) { _ in }
    #expect(entered.wait(timeout: .now() + 600) == .success)
    let lock = NSLock()
    var answers: [Int: Result<Int, any Error>] = [:]
    for index in 0..<5 {
      writer.submit(
        deadline: deadline,
        { database -> Int in
          _ = try database.recordCompletion(read, on: today.adding(days: -index))
          if index == 2 { throw Refused() }
          return try outside.completions(of: read).count
        }
      ) { answer in
        lock.withLock { answers[index] = answer }
        answered.signal()
      }
    }
    gate.signal()
    for _ in 0..<5 { #expect(answered.wait(timeout: .now() + 600) == .success) }
    // Then none of them saw another's completion committed before its own (they were one transaction), the
    // failed one says why, and the four that succeeded are in the file, without the failed one's
    let seen = try lock.withLock { try [0, 1, 3, 4].map { try answers[$0]?.get() } }
    #expect(seen == [0, 0, 0, 0])
    #expect(throws: Refused.self) { try lock.withLock { try answers[2]?.get() } }
    let days = try database.completions(of: read).map(\.day)
    #expect(Set(days) == Set([0, 1, 3, 4].map { today.adding(days: -$0) }))
  }
}
