import HabitScreens
import SQLite

extension HabitDatabase {
  /// Checks `pin` against the member's stored PIN, counting wrong PINs in the file so that every process honours
  /// the same growing delay (see `PINBackoff`). `now` is Unix time in seconds.
  ///
  /// Hashing a PIN is slow on purpose, so no lock is held while it runs. That takes two short transactions: the
  /// first refuses a locked member, or counts this attempt as wrong before hashing (so that many guesses started
  /// at once from parallel processes are counted, and a process killed while hashing leaves its attempt counted);
  /// the second, only for a right PIN, clears the count.
  ///
  /// ```swift
  /// switch try database.checkPIN("2468", of: alice, now: unixTime) {
  /// case .accepted: ...
  /// case .wrong(let lockedFor), .locked(let lockedFor, _): ...
  /// }
  /// ```
  public func checkPIN(_ pin: String, of user: User, now: Int, backoff: PINBackoff = .standard) throws -> PINCheck {
    let attempt: Attempt = try db.transaction {
      guard let stored = try self.pin(of: user) else { return .unprotected }
      let (failures, lockedUntil) =
        try db.queryFirst("SELECT failures, locked_until FROM pin_attempts WHERE user_id = ?", [user.id]) { row in
          (try row[0] as Int, try row[1] as Int?)
        } ?? (0, nil)
      if let lockedUntil, lockedUntil > now { return .locked(seconds: lockedUntil - now, failures: failures) }
      let counted = failures + 1
      _ = try db.run(
        """
        INSERT INTO pin_attempts (user_id, failures, locked_until) VALUES (?1, ?2, ?3)
        ON CONFLICT (user_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until
        """, [user.id, counted, backoff.lockSeconds(afterFailures: counted).map { now + $0 }])
      return .counted(stored, failures: counted)
    }
    switch attempt {
    case .unprotected: return .accepted
    case .locked(let seconds, let failures): return .locked(seconds: seconds, failures: failures)
    case .counted(let stored, let failures):
      guard stored.matches(pin) else { return .wrong(lockedFor: backoff.lockSeconds(afterFailures: failures)) }
      try db.transaction { _ = try db.run("DELETE FROM pin_attempts WHERE user_id = ?", [user.id]) }
      return .accepted
    }
  }

  /// How long the member stays locked after wrong PINs, as of `now` (Unix seconds); nil when a PIN may be tried.
  /// A command asks this before prompting, so a locked member is not asked for a PIN that would not be tried.
  public func pinLock(of user: User, now: Int) throws -> (seconds: Int, failures: Int)? {
    try db.queryFirst(
      "SELECT locked_until - ?, failures FROM pin_attempts WHERE user_id = ? AND locked_until > ?", [now, user.id, now]
    ) { row in (try row[0] as Int, try row[1] as Int) }
  }

  private enum Attempt {
    case unprotected
    case locked(seconds: Int, failures: Int)
    case counted(PINHash, failures: Int)
  }
}
