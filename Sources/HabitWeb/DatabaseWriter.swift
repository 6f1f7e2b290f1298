import Foundation
import HabitStore

/// The thread that runs the app's writes on a connection of its own, in the order they were submitted.
///
/// Writes that queued while it was busy run together: one transaction and one commit for all of them, each write
/// in a savepoint of its own (`HabitDatabase.writeTogether`). Each request is still all of its write or nothing
/// (one that fails, after its use case or before, leaves nothing, and the others commit), and none is answered
/// before the commit that holds it. A write that finds the thread idle is a group of one.
///
/// What it buys: a commit costs the writer its WAL frames and locks, and costs every reader its page cache (a
/// reader's next snapshot reads again the pages it had). With 25 connections checking in, WAL writes fell from
/// 6.7 to 1.7 a check-in and the server's CPU a check-in by 15-21 % (docs/performance.md).
final class DatabaseWriter: Sendable {
  /// At most this many writes share a commit, so that the first of them waits for at most that many more.
  static let largestGroup = 32

  /// A write that ran: whether it succeeded, and the call that answers its request once it is committed.
  private typealias Outcome = (succeeded: Bool, answer: () -> Void)

  private struct Job {
    /// When the write gives up waiting for another process's write lock: the busy timeout after its request came.
    let deadline: ContinuousClock.Instant
    /// Runs the write; tells whether it succeeded, and answers its request (once committed) when called.
    let run: (HabitDatabase) -> Outcome
    /// Answers its request with an error instead: nothing of it was committed.
    let fail: (any Error) -> Void
  }

  private let checkFile: @Sendable () throws -> Void
  private let queue = JobQueue<Job>()

  /// `checkFile` refuses when the file is not the one the server opened; it runs before every transaction.
  init(_ database: HabitDatabase, checkFile: @escaping @Sendable () throws -> Void) {
    self.checkFile = checkFile
    // The thread keeps its connection to itself: a HabitDatabase is used by one thread at a time.
    nonisolated(unsafe) let database = database
    let thread = Thread { [self] in
      while let group = queue.take(upTo: Self.largestGroup) { write(group, on: database) }
    }
    thread.name = "habit-write"
    thread.start()
  }

  /// Runs `body` (one use case) once the writes submitted before it are done, and answers once it is committed.
  func run<T: Sendable>(
    deadline: ContinuousClock.Instant, _ body: @escaping @Sendable (HabitDatabase) throws -> T
  ) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      submit(deadline: deadline, body) { continuation.resume(with: $0) }
    }
  }

  /// Queues `body` behind the writes submitted before it; `answer` gets what it returned once that is committed,
  /// or why nothing of it was.
  func submit<T>(
    deadline: ContinuousClock.Instant, _ body: @escaping (HabitDatabase) throws -> T,
    answer: @escaping (Result<T, any Error>) -> Void
  ) {
    let job = Job(
      deadline: deadline,
      run: { database in
        let result = Result(catching: { try body(database) })
        let succeeded = if case .success = result { true } else { false }
        return (succeeded, { answer(result) })
      },
      fail: { answer(.failure($0)) })
    if !queue.submit(job) { answer(.failure(CancellationError())) }
  }

  /// Ends the thread once the writes already submitted are done; it takes no more.
  func stop() { queue.stop() }

  private func write(_ group: [Job], on database: HabitDatabase) {
    // A write that waited longer than the busy timeout gives up, as a command's write would.
    let now = ContinuousClock.now
    var live: [Job] = []
    for job in group {
      if job.deadline > now { live.append(job) } else { job.fail(DatabaseFailure.busy) }
    }
    guard let first = live.first else { return }
    do {
      try checkFile()
      // The oldest write's wait is the shortest one left.
      let left = now.duration(to: first.deadline).components
      let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
      guard milliseconds > 0 else { throw DatabaseFailure.busy }
      database.waitForWriteLock(milliseconds: Int32(milliseconds))
    } catch {
      for job in live { job.fail(error) }
      return
    }
    var outcomes: [Outcome] = []
    do {
      try database.writeTogether(
        live.map { job in
          {
            let outcome = job.run(database)
            outcomes.append(outcome)
            return outcome.succeeded
          }
        })
      for outcome in outcomes { outcome.answer() }
    } catch {
      // Nothing was committed: a write that failed says why it did, the others what ended them all.
      for (index, job) in live.enumerated() {
        if index < outcomes.count && !outcomes[index].succeeded { outcomes[index].answer() } else { job.fail(error) }
      }
    }
  }
}
