import Foundation
import SQLite
import Testing

/// PINs through the binary, with a pseudo-terminal standing in for the person at the keyboard.
@Suite struct PINTests {
  static let pin = "tulip-42"

  /// alice (protected, with Read) and bob (not protected); 1,000 iterations keep the debug build quick.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("add", "Read")
    let protect = try sandbox.runOnTerminal(["user", "protect", "alice", "--iterations", "1000"], answers: [pin, pin])
    #expect(
      protect.result
        == .init(
          stdout: "", stderr: "alice is protected: commands that change alice's habits ask for the PIN.\n", status: 0))
    #expect(protect.terminal == "New PIN for alice: \r\nAgain: \r\n")
    return sandbox
  }

  @Test func theStoredPINIsASaltedHashAndNeverThePIN() throws {
    let sandbox = try Self.household()
    let db = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    let row = try #require(
      try db.queryFirst("SELECT algorithm, iterations, length(salt), length(hash) FROM user_pins") { row in
        "\(try row[0] as String) \(try row[1] as Int) \(try row[2] as Int) \(try row[3] as Int)"
      })
    #expect(row == "pbkdf2-sha256 1000 16 32")
    let bytes = try #require(sandbox.bytes(of: sandbox.defaultDatabase))
    #expect(bytes.range(of: Data(Self.pin.utf8)) == nil)
  }

  @Test func changingAProtectedUsersHabitsAsksForThePINOnTheTerminal() throws {
    let sandbox = try Self.household()
    let done = try sandbox.runOnTerminal(["done", "Read"], answers: [Self.pin])
    #expect(done.result == .init(stdout: "", stderr: "✓ Read done today.\n", status: 0))
    #expect(done.terminal == "PIN for alice: \r\n")
  }

  @Test func aWrongPINThreeTimesChangesNothing() throws {
    let sandbox = try Self.household()
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    let done = try sandbox.runOnTerminal(["done", "Read"], answers: ["1234", "tulip", "42"])
    #expect(done.result == .init(stdout: "", stderr: "error: wrong PIN for alice; nothing was changed\n", status: 77))
    #expect(done.terminal == String(repeating: "PIN for alice: \r\nWrong PIN.\r\n", count: 3))
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
  }

  @Test func withoutATerminalItIsRefusedWhateverTheEnvironmentSays() throws {
    let sandbox = try Self.household()
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    let refusal = Sandbox.Result(
      stdout: "",
      stderr: """
        error: alice is protected by a PIN, and there is no terminal to ask it on; nothing was changed
        Run the command in a terminal. A PIN is never read from arguments, the environment or standard input.

        """, status: 77)
    #expect(try sandbox.run(["done", "Read"], stdin: Self.pin + "\n", environment: ["HABIT_PIN": Self.pin]) == refusal)
    #expect(try sandbox.run(["user", "remove", "alice", "--yes"]) == refusal)
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
    // Reading asks nothing: anyone who can open the file can read it anyway.
    #expect(try sandbox.run(["list"]).status == 0)
    // Another member, not protected, acts freely.
    #expect(try sandbox.run(["add", "Chess", "--user", "bob"]).status == 0)
  }

  @Test func unprotectingTakesThePIN() throws {
    let sandbox = try Self.household()
    let unprotect = try sandbox.runOnTerminal(["user", "unprotect", "alice"], answers: [Self.pin])
    #expect(unprotect.result == .init(stdout: "", stderr: "alice is no longer protected by a PIN.\n", status: 0))
    #expect(try sandbox.run(["done", "Read"]) == .init(stdout: "", stderr: "✓ Read done today.\n", status: 0))
  }

  @Test func aNewPINMustBeLongEnoughAndTypedTwiceAlike() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "carol")
    let protect = try sandbox.runOnTerminal(
      ["user", "protect", "carol", "--iterations", "1000"], answers: ["12", "1234", "1243", "1234", "1234"])
    #expect(protect.result.status == 0)
    #expect(
      protect.terminal
        == "New PIN for carol: \r\nA PIN needs at least 4 characters.\r\nNew PIN for carol: \r\nAgain: \r\nThe two differ.\r\n"
        + "New PIN for carol: \r\nAgain: \r\n")
  }
}
