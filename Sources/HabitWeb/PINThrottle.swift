import Foundation

/// Slows PIN guessing as the command line does: three tries, then a pause. After three wrong PINs in a row a
/// member is locked for `lockSeconds`; every wrong PIN also waits a second before its answer.
final class PINThrottle: @unchecked Sendable {
  private let lock = NSLock()
  private var failures: [String: (count: Int, lockedUntil: Date?)] = [:]
  let tries: Int
  let lockSeconds: Double
  let wrongAnswerDelay: Double

  init(tries: Int = 3, lockSeconds: Double = 30, wrongAnswerDelay: Double = 1) {
    self.tries = tries
    self.lockSeconds = lockSeconds
    self.wrongAnswerDelay = wrongAnswerDelay
  }

  /// Seconds the member stays locked, or nil when a PIN may be tried now.
  func lockedFor(_ member: String, now: Date = Date()) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard let until = failures[member]?.lockedUntil, until > now else { return nil }
    return Int(until.timeIntervalSince(now).rounded(.up))
  }

  func recordFailure(_ member: String, now: Date = Date()) {
    lock.lock()
    defer { lock.unlock() }
    var entry = failures[member] ?? (0, nil)
    if let until = entry.lockedUntil, until <= now { entry = (0, nil) }
    entry.count += 1
    if entry.count >= tries { entry.lockedUntil = now.addingTimeInterval(lockSeconds) }
    failures[member] = entry
  }

  func recordSuccess(_ member: String) {
    lock.lock()
    defer { lock.unlock() }
    failures[member] = nil
  }
}
