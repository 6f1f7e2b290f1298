import HabitScreens
import SQLite

extension HabitDatabase {
  /// The user's stored PIN, or nil when the user is not protected.
  public func pin(of user: User) throws -> PINHash? {
    try db.queryFirst("SELECT iterations, salt, hash FROM user_pins WHERE user_id = ?", [user.id]) { row in
      guard case .blob(let salt) = row.dynamicValue(1), case .blob(let hash) = row.dynamicValue(2) else {
        throw StoreError.invalidValue("the PIN of \(user.name) is stored in an unknown form")
      }
      return PINHash(iterations: try row[0], salt: salt, hash: hash)
    }
  }

  /// Protects the user with `pin` (replacing an earlier PIN); the PIN is kept only as a salted, slow hash.
  public func protect(_ user: User, pin: String, iterations: Int = PINHash.defaultIterations) throws {
    guard pin.count >= PINHash.minimumLength else {
      throw StoreError.invalidValue("a PIN needs at least \(PINHash.minimumLength) characters")
    }
    guard (PINHash.minimumIterations...PINHash.maximumIterations).contains(iterations) else {
      throw StoreError.invalidValue(
        "a PIN takes \(PINHash.minimumIterations) to \(PINHash.maximumIterations) iterations, not \(iterations)")
    }
    // Hashing takes a while: it happens before the transaction, so no lock is held meanwhile.
    let stored = PINHash.make(pin: pin, iterations: iterations)
    try db.transaction {
      _ = try db.run(
        """
        INSERT INTO user_pins (user_id, algorithm, iterations, salt, hash) VALUES (?, 'pbkdf2-sha256', ?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET
          iterations = excluded.iterations, salt = excluded.salt, hash = excluded.hash, created_at = excluded.created_at
        """, [user.id, stored.iterations, DynamicValue.blob(stored.salt), DynamicValue.blob(stored.hash)])
      // A new PIN starts without the wrong guesses at the old one.
      _ = try db.run("DELETE FROM pin_attempts WHERE user_id = ?", [user.id])
    }
  }

  /// Removes the user's PIN.
  public func unprotect(_ user: User) throws {
    try db.transaction {
      _ = try db.run("DELETE FROM user_pins WHERE user_id = ?", [user.id])
      _ = try db.run("DELETE FROM pin_attempts WHERE user_id = ?", [user.id])
    }
  }
}
