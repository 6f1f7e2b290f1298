import Foundation
import HabitStore

/// The threads that run the app's database work, each with a connection of its own: a few for the pages' reads,
/// one for the writes (`DatabaseWriter`), and one for PIN checks.
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
/// thread every member's check-ins waited for that hash, and on one thread for all PINs one member's guesses at a
/// costly PIN held up the others' sign-ins. Each member's checks run on a thread of that member's instead, and
/// their two writes queue for SQLite's write lock like any other process's.
///
/// The file is the one opened at start, or nothing is written: deleted or replaced under the running server (its
/// device and inode are not the ones opened any more), a write would go to a file no longer at that path, or
/// its WAL into the new file's. Writes and PIN checks are refused then (`DatabaseFileChanged`).
final class DatabasePool: @unchecked Sendable {
  let path: String
  private let readers: DatabaseThreads
  private let writer: DatabaseWriter
  private let identity: FileIdentity
  private let pinLock = NSLock()
  // Guarded by `pinLock`: one thread per member who signed in with a PIN, made at their first check.
  private var pinCheckers: [String: DatabaseThreads] = [:]
  private var stopped = false

  /// Opens (and migrates) the file up front, once for each thread, so a file that is not habit's fails at start,
  /// not per request. `readingThreads` is how many pages may be read at once.
  init(path: String, readingThreads: Int = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount)) throws {
    self.path = path
    let writing = try HabitDatabase.open(path: path)
    readers = try DatabaseThreads(
      name: "habit-read", connections: (0..<readingThreads).map { _ in try HabitDatabase.open(path: path) })
    guard let identity = FileIdentity(path: path) else { throw DatabaseFileChanged(path: path, vanished: true) }
    self.identity = identity
    writer = DatabaseWriter(writing) { try Self.check(path, is: identity) }
  }

  /// Runs a read (one snapshot) on a reader thread.
  func read<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    try await readers.run(body)
  }

  /// Runs a write (one use case: all of it or nothing) on the writer thread, after the writes submitted before
  /// it, and answers once it is committed. It waits for another process's write lock as long as a command does,
  /// counted from now: writes queued behind a waiting one give up with it, not one busy timeout after another.
  func write<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    let deadline = ContinuousClock.now + .milliseconds(Int(HabitDatabase.busyTimeoutMilliseconds))
    return try await writer.run(deadline: deadline, body)
  }

  /// Runs a PIN check (`HabitDatabase.checkPIN`) of the member `uuid` on that member's PIN thread, after that
  /// member's checks submitted before it; another member's checks never wait for it.
  func checkPIN<T: Sendable>(of uuid: String, _ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws
    -> T
  {
    try checkFile()
    return try await pinThreads(of: uuid).run { [self] database in
      try checkFile()
      return try body(database)
    }
  }

  /// Refuses when the file at `path` is not the one opened at start.
  func checkFile() throws {
    try Self.check(path, is: identity)
  }

  private static func check(_ path: String, is identity: FileIdentity) throws {
    guard let now = FileIdentity(path: path) else { throw DatabaseFileChanged(path: path, vanished: true) }
    guard now == identity else { throw DatabaseFileChanged(path: path, vanished: false) }
  }

  private func pinThreads(of uuid: String) throws -> DatabaseThreads {
    pinLock.lock()
    defer { pinLock.unlock() }
    if let threads = pinCheckers[uuid] { return threads }
    guard !stopped else { throw CancellationError() }
    let connection = try HabitDatabase.open(path: path)
    let threads = DatabaseThreads(name: "habit-pin", connections: [connection])
    pinCheckers[uuid] = threads
    return threads
  }

  /// Ends the threads once the jobs already submitted are done; the pool takes no more work.
  func stop() {
    readers.stop()
    writer.stop()
    pinLock.lock()
    defer { pinLock.unlock() }
    stopped = true
    for threads in pinCheckers.values { threads.stop() }
  }
}

/// Which file a path names: its device and inode.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}

/// The database file was deleted or replaced while the server ran: nothing is written.
struct DatabaseFileChanged: Error {
  let path: String
  let vanished: Bool

  var logLine: String {
    vanished
      ? "\(path) was deleted or moved away since the server opened it; writes are refused until it is restarted"
      : "\(path) was replaced by another file since the server opened it; writes are refused until it is restarted"
  }
}

/// Threads of our own, one per connection, taking jobs in the order they were submitted.
final class DatabaseThreads: Sendable {
  private let queue = JobQueue<(HabitDatabase) -> Void>()

  init(name: String, connections: [HabitDatabase]) {
    for (index, database) in connections.enumerated() {
      // Each thread keeps its connection to itself: a HabitDatabase is used by one thread at a time.
      nonisolated(unsafe) let database = database
      let thread = Thread { [queue] in
        while let job = queue.take() { job(database) }
      }
      thread.name = "\(name)-\(index)"
      thread.start()
    }
  }

  func run<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      let submitted = queue.submit { database in continuation.resume(with: Result(catching: { try body(database) })) }
      if !submitted { continuation.resume(throwing: CancellationError()) }
    }
  }

  /// Ends the threads once the jobs already submitted are done; they take no more.
  func stop() { queue.stop() }
}
