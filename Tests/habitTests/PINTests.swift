import Foundation
import SQLite
import Testing

/// PINs through the binary, with a pseudo-terminal standing in for the person at the keyboard.
@Suite struct PINTests {
  static let pin = "tulip-42"

  /// alice (protected, with Read) and bob (not protected). The PIN is stored as `habit user protect` would store
  /// it, but with 1,000 iterations (below the floor `protect` allows) to keep the debug build quick: the salt is
  /// 00 01 ... 0f and the hash PBKDF2-HMAC-SHA256("tulip-42", salt, 1000), computed with Python's hashlib.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("add", "Read")
    _ = try sandbox.sqlite3(
      sandbox.defaultDatabase,
      """
      INSERT INTO user_pins (user_id, algorithm, iterations, salt, hash)
      SELECT id, 'pbkdf2-sha256', 1000, x'000102030405060708090a0b0c0d0e0f',
        x'8f1f30d3b1bc738f8d9fbcd6ffae349d0c3c0cec13884ba7bbf5f98fc6918fa1'
      FROM users WHERE name = 'alice'
      """)
    return sandbox
  }

  @Test func protectingStoresASaltedHashAndNeverThePIN() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let protect = try sandbox.runOnTerminal(
      ["user", "protect", "alice", "--iterations", "100000"], answers: [Self.pin, Self.pin])
    #expect(
      protect.result
        == .init(
          stdout: "", stderr: "alice is protected: commands that change alice's habits ask for the PIN.\n", status: 0))
    #expect(protect.terminal == "New PIN for alice: \r\nAgain: \r\n")
    let db = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    let row = try #require(
      try db.queryFirst("SELECT algorithm, iterations, length(salt), length(hash) FROM user_pins") { row in
        "\(try row[0] as String) \(try row[1] as Int) \(try row[2] as Int) \(try row[3] as Int)"
      })
    #expect(row == "pbkdf2-sha256 100000 16 32")
    let bytes = try #require(sandbox.bytes(of: sandbox.defaultDatabase))
    #expect(bytes.range(of: Data(Self.pin.utf8)) == nil)
  }

  @Test func fewerIterationsThanTheFloorAreRefused() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let result = try sandbox.run("user", "protect", "alice", "--iterations", "1000")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--iterations must be 100000 to 2000000 (1000 was given)"))
  }

  @Test func moreIterationsThanTheCeilingAreRefusedBeforeAnyPrompt() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let protect = try sandbox.runOnTerminal(
      ["user", "protect", "alice", "--iterations", "99999999999"], answers: [Self.pin, Self.pin])
    #expect(protect.result.status == 64)
    #expect(protect.result.stderr.contains("--iterations must be 100000 to 2000000 (99999999999 was given)"))
    #expect(protect.terminal.isEmpty, "\(protect.terminal)")
    let db = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    #expect(try db.scalar("SELECT count(*) FROM user_pins", as: Int.self) == 0)
  }

  @Test func onlyTheMemberSetsTheirOwnPIN() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    // alice, acting, cannot set bob's PIN, even at a terminal: nothing is asked and nothing is stored
    let protect = try sandbox.runOnTerminal(
      ["--user", "alice", "user", "protect", "bob", "--iterations", "100000"], answers: [Self.pin, Self.pin])
    #expect(protect.result.status == 77)
    #expect(
      protect.result.stderr.hasPrefix(
        "error: only bob can set or change bob's PIN, and this command acts as alice; nothing was changed\n"
          + "bob runs it as themselves: habit --user bob user protect bob\n"
          + "A forgotten PIN is removed by whoever owns the database file: habit sql --write "),
      "\(protect.result.stderr)")
    #expect(protect.terminal.isEmpty)
    let db = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    #expect(try db.scalar("SELECT count(*) FROM user_pins", as: Int.self) == 0)
    // bob sets his own
    let own = try sandbox.runOnTerminal(
      ["--user", "bob", "user", "protect", "bob", "--iterations", "100000"], answers: [Self.pin, Self.pin])
    #expect(own.result.status == 0)
    #expect(try db.scalar("SELECT count(*) FROM user_pins", as: Int.self) == 1)
  }

  @Test func onlyTheMemberRemovesTheirOwnPIN() throws {
    let sandbox = try Self.household()
    let unprotect = try sandbox.runOnTerminal(["--user", "bob", "user", "unprotect", "alice"], answers: [Self.pin])
    #expect(unprotect.result.status == 77)
    #expect(
      unprotect.result.stderr.hasPrefix(
        "error: only alice can remove alice's PIN, and this command acts as bob; nothing was changed\n"))
    #expect(unprotect.terminal.isEmpty)
    let db = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    #expect(try db.scalar("SELECT count(*) FROM user_pins", as: Int.self) == 1)
    // The hint's statement, run by whoever owns the file, removes it
    let hint = unprotect.result.stderr.components(separatedBy: "habit sql --write ").last ?? ""
    let statement = hint.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(statement == "\"DELETE FROM user_pins WHERE user_id = 1\"")
    #expect(try sandbox.run(["sql", "--write", "--yes", "DELETE FROM user_pins WHERE user_id = 1"]).status == 0)
    #expect(try db.scalar("SELECT count(*) FROM user_pins", as: Int.self) == 0)
  }

  @Test func settingAPINWithoutATerminalSaysATerminalIsNeededToTypeIt() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "carol")
    #expect(
      try sandbox.run("user", "protect", "carol")
        == .init(
          stdout: "",
          stderr: """
            error: setting a PIN for carol needs a terminal to type it on, and there is none; nothing was changed
            Run the command in a terminal. A PIN is never read from arguments, the environment or standard input.

            """, status: 77))
  }

  @Test func aPINTooShortThreeTimesGivesUp() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "carol")
    let protect = try sandbox.runOnTerminal(["user", "protect", "carol"], answers: ["1", "12", "123", "1234"])
    #expect(protect.result.status == 1)
    #expect(protect.result.stderr.hasPrefix("error: no PIN was set for carol; nothing was changed\n"))
    #expect(
      protect.terminal == String(repeating: "New PIN for carol: \r\nA PIN needs at least 4 characters.\r\n", count: 3))
  }

  @Test(arguments: [
    ("json", #"{"format": "habit", "version": 1, "users": [{"name": "alice"}]}"#),
    ("csv", "user,activity_id,activity,day,amount,unit,note\nalice,,Read,2026-11-01,,,\n"),
    (
      "activities-csv",
      "user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on,archived,position\n"
        + "alice,,Chess,,,,,,1/day,2026-11-01,2026-11-01,false,0\n"
    ),
  ])
  func importingIntoAProtectedUserAsksForThePIN(_ format: String, _ content: String) throws {
    // Given alice protected, and a file in a format with users that writes into alice's habits
    let sandbox = try Self.household()
    let file = sandbox.write("alice.\(format)", content)
    let before = try sandbox.dump(sandbox.defaultDatabase)
    // When it is imported without a terminal (by bob, say), it is refused and nothing changes
    let refused = try sandbox.run(["import", file, "--format", format, "--user", "alice"])
    #expect(refused.status == 77, "\(refused)")
    #expect(refused.stderr.hasPrefix("error: alice is protected by a PIN"))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
    // On a terminal, with alice's PIN, it goes in
    let allowed = try sandbox.runOnTerminal(
      ["import", file, "--format", format, "--user", "alice"], answers: [Self.pin])
    #expect(allowed.result.status == 0, "\(allowed.result)")
    #expect(allowed.terminal == "PIN for alice: \r\n")
  }

  @Test func changingAProtectedUsersHabitsAsksForThePINOnTheTerminal() throws {
    let sandbox = try Self.household()
    let done = try sandbox.runOnTerminal(["done", "Read"], answers: [Self.pin])
    #expect(done.result == .init(stdout: "", stderr: "✓ Read done today.\n", status: 0))
    #expect(done.terminal == "PIN for alice: \r\n")
  }

  @Test func aWrongPINThreeTimesChangesNothingAndLocksTheMemberInEveryNewProcess() throws {
    // Given alice protected
    let sandbox = try Self.household()
    let habits = "SELECT count(*) FROM completions UNION ALL SELECT count(*) FROM day_marks"
    let before = try sandbox.sqlite3(sandbox.defaultDatabase, habits)
    // When three wrong PINs are typed, nothing of alice's changes and she is locked
    let done = try sandbox.runOnTerminal(["done", "Read"], answers: ["1234", "tulip", "42"])
    #expect(
      done.result
        == .init(
          stdout: "",
          stderr: """
            error: wrong PIN for alice; nothing was changed
            That was too many wrong PINs in a row: alice is locked; try again in 30 seconds.

            """, status: 77))
    #expect(done.terminal == String(repeating: "PIN for alice: \r\nWrong PIN.\r\n", count: 2) + "PIN for alice: \r\n")
    // Then a new process is refused without being asked, whatever PIN would come
    let locked = try sandbox.runOnTerminal(["done", "Read"], answers: [Self.pin])
    #expect(locked.terminal == "")
    #expect(locked.result.status == 77)
    #expect(
      locked.result.stderr.hasPrefix(
        "error: alice is locked after 3 wrong PINs in a row; nothing was changed\nTry again in "))
    #expect(
      locked.result.stderr.hasSuffix(
        " seconds. Each further wrong PIN doubles the wait, up to an hour; the right one ends it.\n"))
    #expect(try sandbox.sqlite3(sandbox.defaultDatabase, habits) == before)
    // When the lock has passed (moved into the past here), one wrong PIN in another process locks her for twice as long
    let passed = "UPDATE pin_attempts SET locked_until = unixepoch() - 1"
    _ = try sandbox.sqlite3(sandbox.defaultDatabase, passed)
    let fourth = try sandbox.runOnTerminal(["done", "Read"], answers: ["9999"])
    #expect(fourth.result.status == 77)
    #expect(fourth.result.stderr.hasSuffix("alice is locked; try again in 60 seconds.\n"), "\(fourth.result)")
    #expect(fourth.terminal == "PIN for alice: \r\n")
    // and once that has passed too, the right PIN goes through and ends the count
    _ = try sandbox.sqlite3(sandbox.defaultDatabase, passed)
    let right = try sandbox.runOnTerminal(["done", "Read"], answers: [Self.pin])
    #expect(right.result == .init(stdout: "", stderr: "✓ Read done today.\n", status: 0))
    #expect(try sandbox.sqlite3(sandbox.defaultDatabase, "SELECT count(*) FROM pin_attempts") == "0\n")
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
      ["user", "protect", "carol", "--iterations", "100000"], answers: ["12", "1234", "1243", "1234", "1234"])
    #expect(protect.result.status == 0)
    #expect(
      protect.terminal
        == "New PIN for carol: \r\nA PIN needs at least 4 characters.\r\nNew PIN for carol: \r\nAgain: \r\nThe two differ.\r\n"
        + "New PIN for carol: \r\nAgain: \r\n")
  }
}
