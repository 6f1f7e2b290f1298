import Foundation
import HabitScreens
import SQLite
import Testing

@testable import HabitStore

/// Wrong PINs counted in the database file: the growing lock every process honours.
@Suite struct PINBackoffTests {
  @Test func theLockStartsAtTheThirdWrongPINDoublesAndIsCapped() {
    let backoff = PINBackoff.standard
    #expect((1...9).map { backoff.lockSeconds(afterFailures: $0) } == [nil, nil, 30, 60, 120, 240, 480, 960, 1920])
    #expect(backoff.lockSeconds(afterFailures: 10) == 3600)
    #expect(backoff.lockSeconds(afterFailures: 1000) == 3600)
  }

  @Test func wrongPINsLockTheMemberForEveryConnectionToTheFileAndTheRightOneResets() throws {
    // Given alice protected, in a file two connections (two processes, say) open
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("pins-\(UUID().uuidString).sqlite").path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    let first = try HabitDatabase.open(path: path)
    let alice = try first.addUser(named: "alice")
    try Self.protect(alice, in: first)
    let second = try HabitDatabase.open(path: path)
    let now = 1_800_000_000
    // When two wrong PINs come through one connection, they are slips
    #expect(try first.checkPIN("1234", of: alice, now: now) == .wrong(lockedFor: nil))
    #expect(try first.checkPIN("4321", of: alice, now: now) == .wrong(lockedFor: nil))
    #expect(try second.pinLock(of: alice, now: now) == nil)
    // and the third, through the other, locks alice for 30 seconds, even against the right PIN, in both
    #expect(try second.checkPIN("0000", of: alice, now: now) == .wrong(lockedFor: 30))
    #expect(try first.checkPIN("tulip", of: alice, now: now + 29) == .locked(seconds: 1, failures: 3))
    #expect(try second.pinLock(of: alice, now: now + 10).map { [$0.seconds, $0.failures] } == [20, 3])
    // Once it has passed, the next wrong PIN locks her for twice as long
    #expect(try first.pinLock(of: alice, now: now + 30) == nil)
    #expect(try first.checkPIN("1111", of: alice, now: now + 30) == .wrong(lockedFor: 60))
    #expect(try second.checkPIN("tulip", of: alice, now: now + 89) == .locked(seconds: 1, failures: 4))
    // and the right PIN after that ends it: the next wrong one is a slip again
    #expect(try second.checkPIN("tulip", of: alice, now: now + 90) == .accepted)
    #expect(try first.checkPIN("1234", of: alice, now: now + 90) == .wrong(lockedFor: nil))
    #expect(try first.db.scalar("SELECT failures FROM pin_attempts", as: Int.self) == 1)
  }

  /// Protects `user` with "tulip" as `protect` would, but with 1,000 iterations (below its floor) to keep the
  /// debug build quick.
  static func protect(_ user: User, in database: HabitDatabase) throws {
    let stored = PINHash.make(pin: "tulip", iterations: 1000)
    _ = try database.db.run(
      "INSERT INTO user_pins (user_id, algorithm, iterations, salt, hash) VALUES (?, 'pbkdf2-sha256', ?, ?, ?)",
      [user.id, stored.iterations, DynamicValue.blob(stored.salt), DynamicValue.blob(stored.hash)])
  }

  @Test func aNewPINOrNoneStartsAfresh() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    try Self.protect(alice, in: database)
    for pin in ["1", "2", "3"] { _ = try database.checkPIN(pin, of: alice, now: 100) }
    #expect(try database.pinLock(of: alice, now: 100) != nil)
    try database.protect(alice, pin: "daisy", iterations: PINHash.minimumIterations)
    #expect(try database.pinLock(of: alice, now: 100) == nil)
    for pin in ["1", "2", "3"] { _ = try database.checkPIN(pin, of: alice, now: 100) }
    try database.unprotect(alice)
    #expect(try database.db.scalar("SELECT count(*) FROM pin_attempts", as: Int.self) == 0)
    #expect(try database.checkPIN("", of: alice, now: 100) == .accepted)
  }
}
