import Foundation
import HabitStore

/// The threads that run the app's database work, each with a connection of its own: a few for the pages' reads,
/// one for the writes, and one for PIN checks.
///
/// SQLite calls block, so they run on these threads and never on the server's event loops or on the threads
/// Swift concurrency and Dispatch share. A write waits for another process's write lock (an import's: up to the
/// busy timeout); on a shared pool such waiting writes held the threads and the connections the pages needed,
/// so a page waited for someone else's import. Here a write waits on the writer thread, behind the writes
/// before it (SQLite takes one writer at a time anyway), and reads never wait for it: WAL readers see the last
/// commit without any lock. Each connection is a `HabitDatabase` with the command line's discipline (WAL, busy
/// timeout, IMMEDIATE writes), and each use case is one snapshot or one transaction.
///
/// A PIN check hashes the PIN, slowly on purpose (`PINHash`), between its two short transactions; on the writer
/// thread every member's check-ins waited for that hash. It runs on a thread of its own instead, and its two
/// writes queue for SQLite's write lock like any other process's.
final class DatabasePool: Sendable {
  let path: String
  private let readers: DatabaseThreads
  private let writer: DatabaseThreads
  private let pinChecker: DatabaseThreads

  /// Opens (and migrates) the file up front, once for each thread, so a file that is not habit's fails at start,
  /// not per request. `readingThreads` is how many pages may be read at once.
  init(path: String, readingThreads: Int = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)) throws {
    self.path = path
    writer = try DatabaseThreads(name: "habit-write", connections: [HabitDatabase.open(path: path)])
    pinChecker = try DatabaseThreads(name: "habit-pin", connections: [HabitDatabase.open(path: path)])
    readers = try DatabaseThreads(
      name: "habit-read", connections: (0..<readingThreads).map { _ in try HabitDatabase.open(path: path) })
  }

  /// Runs a read (one snapshot) on a reader thread.
  func read<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    try await readers.run(body)
  }

  /// Runs a write (one transaction) on the writer thread, after the writes submitted before it.
  func write<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    try await writer.run(body)
  }

  /// Runs a PIN check (`HabitDatabase.checkPIN`) on the PIN thread, after the checks submitted before it.
  func checkPIN<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    try await pinChecker.run(body)
  }

  /// Ends the threads once the jobs already submitted are done; the pool takes no more work.
  func stop() {
    readers.stop()
    writer.stop()
    pinChecker.stop()
  }
}

/// Threads of our own, one per connection, taking jobs in the order they were submitted.
final class DatabaseThreads: @unchecked Sendable {
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var jobs: [(HabitDatabase) -> Void] = []
  private var next = 0
  private var stopped = false

  init(name: String, connections: [HabitDatabase]) {
    for (index, database) in connections.enumerated() {
      // Each thread keeps its connection to itself: a HabitDatabase is used by one thread at a time.
      nonisolated(unsafe) let database = database
      let thread = Thread { [self] in work(database) }
      thread.name = "\(name)-\(index)"
      thread.start()
    }
  }

  func run<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      let job: (HabitDatabase) -> Void = { database in
        continuation.resume(with: Result(catching: { try body(database) }))
      }
      condition.lock()
      defer { condition.unlock() }
      guard !stopped else { return continuation.resume(throwing: CancellationError()) }
      jobs.append(job)
      condition.signal()
    }
  }

  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }

  private func work(_ database: HabitDatabase) {
    while let job = take() { job(database) }
  }

  /// The oldest job not taken yet, waiting for one; nil once stopped and none is left.
  private func take() -> ((HabitDatabase) -> Void)? {
    condition.lock()
    defer { condition.unlock() }
    while next == jobs.count {
      if stopped { return nil }
      condition.wait()
    }
    let job = jobs[next]
    next += 1
    // Drop the jobs taken once they are half the array, so it does not grow for as long as the server runs.
    if next > 64 && next * 2 > jobs.count {
      jobs.removeFirst(next)
      next = 0
    }
    return job
  }
}
