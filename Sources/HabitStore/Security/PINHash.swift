import KeyDerivation

/// A PIN as it is stored: PBKDF2-HMAC-SHA256 of its UTF-8 bytes with a random 16-byte salt, and the iteration
/// count used, so that it can be raised later without invalidating existing PINs.
///
/// The slowness is there because a PIN is short and people reuse them: whoever can read the file can try every
/// 4-digit PIN, and each try should cost them the time it costs habit.
///
/// ```swift
/// let stored = PINHash.make(pin: "2468", iterations: PINHash.defaultIterations)
/// stored.matches("2468")  // true
/// ```
public struct PINHash: Equatable, Sendable {
  /// OWASP's 2023 advice for PBKDF2-HMAC-SHA256; about 0.3 s per check in a release build here.
  public static let defaultIterations = 600_000
  /// Fewer would make the hash too cheap to try every 4-digit PIN against: at 100,000, all 10,000 of them cost
  /// about 10,000 × 0.05 s of computing, against 1,000's 5 s.
  public static let minimumIterations = 100_000
  /// More would let one member's PIN take many seconds per check (ten million: about 5 s here), slowing every
  /// command they run and keeping the server's PIN work busy; two million is about 1 s.
  public static let maximumIterations = 2_000_000
  public static let minimumLength = 4

  public let iterations: Int
  public let salt: [UInt8]
  public let hash: [UInt8]

  /// Hashes `pin` with a new random salt.
  public static func make(pin: String, iterations: Int) -> PINHash {
    var generator = SystemRandomNumberGenerator()
    let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return PINHash(iterations: iterations, salt: salt, hash: derive(pin, salt: salt, iterations: iterations))
  }

  public func matches(_ pin: String) -> Bool {
    let candidate = Self.derive(pin, salt: salt, iterations: iterations)
    // Compares every byte whatever the first difference, so the time taken says nothing about the hash.
    guard candidate.count == hash.count else { return false }
    return zip(candidate, hash).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  static func derive(_ pin: String, salt: [UInt8], iterations: Int) -> [UInt8] {
    PBKDF2.derive(password: Array(pin.utf8), salt: salt, iterations: iterations, length: 32)
  }
}
