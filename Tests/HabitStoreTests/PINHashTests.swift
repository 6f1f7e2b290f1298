import Testing

@testable import HabitStore

@Suite struct PINHashTests {
  @Test func aPINMatchesItsHashOnlyAndEachHashHasItsOwnSalt() {
    let first = PINHash.make(pin: "2468", iterations: 1000)
    let second = PINHash.make(pin: "2468", iterations: 1000)
    #expect(first.matches("2468"))
    #expect(!first.matches("2469") && !first.matches("") && !first.matches("24680"))
    #expect(first.salt.count == 16 && first.hash.count == 32)
    #expect(first.salt != second.salt && first.hash != second.hash)
  }

  @Test func protectingStoresTheHashAndRefusesShortPINs() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    #expect(try database.pin(of: alice) == nil)
    #expect(throws: StoreError.invalidValue("a PIN needs at least 4 characters")) {
      try database.protect(alice, pin: "123", iterations: PINHash.minimumIterations)
    }
    #expect(throws: StoreError.invalidValue("a PIN takes 100000 to 2000000 iterations, not 1000")) {
      try database.protect(alice, pin: "tulip", iterations: 1000)
    }
    try database.protect(alice, pin: "tulip", iterations: PINHash.minimumIterations)
    #expect(try database.pin(of: alice)?.matches("tulip") == true)
    try database.unprotect(alice)
    #expect(try database.pin(of: alice) == nil)
  }
}
