import Foundation

/// Jobs for threads of our own, taken in the order they were submitted.
final class JobQueue<Job>: @unchecked Sendable {
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var jobs: [Job] = []
  private var next = 0
  private var stopped = false

  /// Adds a job for a thread to take; false, and nothing added, once the queue is stopped.
  func submit(_ job: Job) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard !stopped else { return false }
    jobs.append(job)
    condition.signal()
    return true
  }

  /// Takes no more jobs; the threads take those already submitted, then `take` answers nil.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }

  /// The oldest job not taken yet, waiting for one; nil once stopped and none is left.
  func take() -> Job? {
    take(upTo: 1)?.first
  }

  /// The oldest jobs not taken yet, at most `limit`, waiting for one; nil once stopped and none is left.
  func take(upTo limit: Int) -> [Job]? {
    condition.lock()
    defer { condition.unlock() }
    while next == jobs.count {
      if stopped { return nil }
      condition.wait()
    }
    let taken = Array(jobs[next..<min(jobs.count, next + limit)])
    next += taken.count
    // Drop the jobs taken once they are half the array, so it does not grow for as long as the server runs.
    if next > 64 && next * 2 > jobs.count {
      jobs.removeFirst(next)
      next = 0
    }
    return taken
  }
}
