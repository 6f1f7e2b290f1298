/// How long a member is locked after wrong PINs in a row: nothing for the first two, then `firstLock` seconds
/// after the third, doubling with each further wrong PIN, never more than `longestLock`.
///
/// At the standard delays, guessing a 4-digit PIN from scratch takes years instead of minutes, whatever the number
/// of processes, since the count lives in the database file.
///
/// ```swift
/// PINBackoff.standard.lockSeconds(afterFailures: 3)  // 30
/// PINBackoff.standard.lockSeconds(afterFailures: 5)  // 120
/// ```
public struct PINBackoff: Equatable, Sendable {
  public static let standard = PINBackoff(firstLock: 30, longestLock: 3600)
  /// Wrong PINs in a row that lock nobody yet: slips.
  public static let freeFailures = 2

  public let firstLock: Int
  public let longestLock: Int

  public init(firstLock: Int, longestLock: Int) {
    self.firstLock = max(1, firstLock)
    self.longestLock = max(self.firstLock, longestLock)
  }

  /// Seconds the member is locked for once `failures` PINs in a row were wrong; nil while it is a slip.
  public func lockSeconds(afterFailures failures: Int) -> Int? {
    guard failures > Self.freeFailures else { return nil }
    let doublings = failures - Self.freeFailures - 1
    // Past 2^20 the cap has long been reached; stop before shifting out of range.
    guard doublings < 20 else { return longestLock }
    return min(longestLock, firstLock << doublings)
  }
}

/// What checking a PIN found.
public enum PINCheck: Equatable, Sendable {
  /// The PIN is right (or the member has none): the count of wrong PINs is back to zero.
  case accepted
  /// The PIN is wrong; `lockedFor` is how many seconds the member is now locked for, nil while it is a slip.
  case wrong(lockedFor: Int?)
  /// Too many wrong PINs: no PIN of this member's is tried for this many seconds more.
  case locked(seconds: Int, failures: Int)
}
