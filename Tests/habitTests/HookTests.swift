import Foundation
import Testing

/// Hooks run by the command line: real executables in `$XDG_CONFIG_HOME/habit/hooks/`, run after the write
/// committed, with the event as JSON on their standard input.
@Suite struct HookTests {
  /// alice reads once a day and did on the two days before today (2026-11-21); hooks live in the sandbox's
  /// `config/habit/hooks`.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read", "--goal", "1/day")
    try sandbox.run("done", "Read", "--date", "2026-11-19")
    try sandbox.run("done", "Read", "--date", "2026-11-20")
    sandbox.environment["XDG_CONFIG_HOME"] = sandbox.directory.appendingPathComponent("config").path
    return sandbox
  }

  /// Writes the hook `name` as a shell script, executable unless told otherwise.
  static func hook(_ sandbox: Sandbox, _ name: String, _ script: String, executable: Bool = true) throws {
    let folder = sandbox.directory.appendingPathComponent("config/habit/hooks")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try #require(FileManager.default.createFile(atPath: path, contents: Data(("#!/bin/sh\n" + script).utf8)))
    try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
  }

  static func completions(_ sandbox: Sandbox) throws -> String {
    try sandbox.run(["sql", "--format", "csv", "SELECT day, amount, note FROM completions ORDER BY day"]).stdout
  }

  static func event(_ sandbox: Sandbox) throws -> [String: Any] {
    let data = try #require(sandbox.bytes(of: sandbox.directory.appendingPathComponent("event.json").path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("After habit done, on-record reads the event with the streak the write made: 3 days")
  func doneRunsOnRecord() throws {
    let sandbox = try Self.household()
    try Self.hook(sandbox, "on-record", "cat > \"$HOME/event.json\"\n")
    let done = try sandbox.run(["done", "Read", "--amount", "2", "--note", "a chapter"])
    #expect(done == .init(stdout: "", stderr: "✓ Read (2) done today.\n", status: 0))
    let event = try Self.event(sandbox)
    #expect(event["event"] as? String == "record")
    #expect(event["what"] as? String == "done")
    #expect(event["day"] as? String == "2026-11-21")
    #expect((event["member"] as? [String: Any])?["name"] as? String == "alice")
    #expect((event["activity"] as? [String: Any])?["name"] as? String == "Read")
    #expect(event["amount"] as? Double == 2)
    #expect(event["note"] as? String == "a chapter")
    #expect(event["credited"] is NSNull)
    let streak = try #require(event["streak"] as? [String: Any])
    #expect(streak["length"] as? Int == 3)
    #expect(streak["start"] as? String == "2026-11-19")
    // And undo tells the streak after it: back to the 2 days before today
    #expect(try sandbox.run("undo", "Read").status == 0)
    let undone = try Self.event(sandbox)
    #expect(undone["what"] as? String == "undone")
    #expect((undone["streak"] as? [String: Any])?["length"] as? Int == 2)
  }

  @Test("A challenge's check records today's completion and runs on-record; a start that counts one records none")
  func challengeCheckRunsOnRecord() throws {
    let sandbox = try Self.household()
    try Self.hook(sandbox, "on-record", "cat > \"$HOME/event.json\"\n")
    #expect(try sandbox.run("challenge", "start", "Stretch").status == 0)
    #expect(try sandbox.run("challenge", "check", "Stretch").status == 0)
    let event = try Self.event(sandbox)
    #expect(event["what"] as? String == "done")
    #expect(event["day"] as? String == "2026-11-21")
    #expect((event["activity"] as? [String: Any])?["name"] as? String == "Stretch")
    #expect((event["streak"] as? [String: Any])?["length"] as? Int == 1)
    // Read was done today before its challenge began: that completion is day 1's check, and nothing is recorded.
    try FileManager.default.removeItem(at: sandbox.directory.appendingPathComponent("event.json"))
    #expect(try sandbox.run("done", "Read").status == 0)
    try FileManager.default.removeItem(at: sandbox.directory.appendingPathComponent("event.json"))
    #expect(try sandbox.run("challenge", "start", "Read").status == 0)
    #expect(!FileManager.default.fileExists(atPath: sandbox.directory.appendingPathComponent("event.json").path))
  }

  @Test("skip and fail, and undoing them, are events too; the mark's note goes with them")
  func marksRunOnRecord() throws {
    let sandbox = try Self.household()
    try Self.hook(sandbox, "on-record", "cat > \"$HOME/event.json\"\n")
    try sandbox.run("skip", "Read", "--note", "travelling")
    var event = try Self.event(sandbox)
    #expect(event["what"] as? String == "skipped")
    #expect(event["note"] as? String == "travelling")
    try sandbox.run("undo", "Read")
    event = try Self.event(sandbox)
    #expect(event["what"] as? String == "unskipped")
    try sandbox.run("fail", "Read", "--date", "2026-11-18")
    event = try Self.event(sandbox)
    #expect(event["what"] as? String == "failed")
    #expect(event["day"] as? String == "2026-11-18")
    #expect(event["today"] as? String == "2026-11-21")
  }

  @Test("A shared activity's event names who acted and who is credited; undoing another's completion names theirs")
  func sharedActivityCredit() throws {
    let sandbox = try SharedActivityTests.household()
    sandbox.environment["XDG_CONFIG_HOME"] = sandbox.directory.appendingPathComponent("config").path
    try Self.hook(sandbox, "on-record", "cat > \"$HOME/event.json\"\n")
    try sandbox.run("done", "Walk the dog", "--user", "bob")
    var event = try Self.event(sandbox)
    #expect((event["member"] as? [String: Any])?["name"] as? String == "bob")
    #expect((event["credited"] as? [String: Any])?["name"] as? String == "bob")
    try sandbox.run("undo", "Walk the dog", "--user", "mia")
    event = try Self.event(sandbox)
    #expect(event["what"] as? String == "undone")
    #expect((event["member"] as? [String: Any])?["name"] as? String == "mia")
    #expect((event["credited"] as? [String: Any])?["name"] as? String == "bob")
  }

  @Test("A hook that fails leaves the completion recorded, says so on stderr, and the exit status stays 0")
  func failingHook() throws {
    let sandbox = try Self.household()
    try Self.hook(sandbox, "on-record", "cat > /dev/null\nexit 1\n")
    let done = try sandbox.run("done", "Read")
    #expect(
      done
        == .init(
          stdout: "",
          stderr: "✓ Read done today.\n"
            + "warning: hook on-record exited with status 1; what was recorded stays recorded.\n", status: 0))
    #expect(try Self.completions(sandbox) == "day,amount,note\n2026-11-19,,\n2026-11-20,,\n2026-11-21,,\n")
  }

  @Test("A hook still running at the limit is killed with what it started, the completion stays, and stderr says so")
  func slowHook() throws {
    let sandbox = try Self.household()
    // The hook's `sleep` holds habit's standard error: the run ends only once the whole group is gone.
    try Self.hook(sandbox, "on-record", "sleep 30\n")
    let started = Date()
    let done = try sandbox.run(["done", "Read"], environment: ["HABIT_HOOK_TIMEOUT": "1"])
    // A hook left running would hold the command (or its standard error) for the 30 seconds it sleeps.
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(
      done
        == .init(
          stdout: "",
          stderr: "✓ Read done today.\n"
            + "warning: hook on-record was still running after 1 second and was stopped; what was recorded "
            + "stays recorded.\n", status: 0))
    #expect(try Self.completions(sandbox).hasSuffix("2026-11-21,,\n"))
  }

  @Test("A hook file that is not executable is said once; no folder, or no file, is silently nothing")
  func notExecutable() throws {
    let sandbox = try Self.household()
    #expect(try sandbox.run("skip", "Read").stderr == "Read on 2026-11-21 marked skipped.\n")
    try Self.hook(sandbox, "on-reminder", "exit 1\n")
    #expect(try sandbox.run("undo", "Read").stderr == "Read on 2026-11-21 is no longer marked skipped.\n")
    try Self.hook(sandbox, "on-record", "touch \"$HOME/ran\"\n", executable: false)
    let done = try sandbox.run("done", "Read")
    let path = sandbox.directory.appendingPathComponent("config/habit/hooks/on-record").path
    #expect(
      done.stderr
        == "✓ Read done today.\nwarning: hook \(path) is not executable, so it did not run (chmod +x makes it run).\n")
    #expect(done.status == 0)
    #expect(!FileManager.default.fileExists(atPath: sandbox.directory.appendingPathComponent("ran").path))
  }

  @Test("The hook runs after the write committed: it reads the completion from the file itself")
  func afterCommit() throws {
    let sandbox = try Self.household()
    let habit = Sandbox.binary.path
    try Self.hook(
      sandbox, "on-record",
      "cat > /dev/null\n'\(habit)' sql --format csv 'SELECT count(*) AS n FROM completions' > \"$HOME/seen\"\n")
    #expect(try sandbox.run("done", "Read").status == 0)
    #expect(sandbox.text(of: sandbox.directory.appendingPathComponent("seen").path) == "n\n3\n")
  }
}

/// `habit settings reminder`: the household's time, a member's own, off, and following the household again.
@Suite struct ReminderSettingTests {
  @Test("The household's reminder, a member's own and off are shown by habit settings; household clears a member's")
  func reminderSettings() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    #expect(
      try sandbox.run("settings", "reminder", "20:00")
        == .init(stdout: "", stderr: "The household's reminder is now at 20:00.\n", status: 0))
    #expect(
      try sandbox.run("settings", "reminder", "7:30", "--user", "alice")
        == .init(stdout: "", stderr: "alice's reminder is now at 07:30.\n", status: 0))
    #expect(
      try sandbox.run("settings", "reminder", "off", "--user", "bob")
        == .init(stdout: "", stderr: "bob's reminder is now off.\n", status: 0))
    #expect(
      try sandbox.run("settings").stdout
        == "week-start  monday\nday-start   00:00\nreminder    20:00\nreminder    07:30  (alice)\n"
        + "reminder    off  (bob)\n")
    #expect(
      try sandbox.run("settings", "--format", "csv").stdout
        == "setting,member,value\nweek-start,,monday\nday-start,,00:00\nreminder,,20:00\nreminder,alice,07:30\n"
        + "reminder,bob,off\n")
    #expect(
      try sandbox.run("settings", "reminder", "household", "--user", "alice")
        == .init(stdout: "", stderr: "alice's reminder is now at 20:00, as the household's is.\n", status: 0))
    #expect(
      try sandbox.run("sql", "--format", "csv", "SELECT name, reminder FROM users ORDER BY name").stdout
        == "name,reminder\nalice,\nbob,off\n")
  }

  @Test("A time that is not one, or household without a member, is refused with exit 64 and nothing written")
  func refused() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let late = try sandbox.run("settings", "reminder", "24:00")
    #expect(
      late
        == .init(
          stdout: "",
          stderr: "error: reminder: \"24:00\" is not a time of day such as 20:00\nGive a time such as 20:00, or off.\n",
          status: 64))
    let household = try sandbox.run("settings", "reminder", "household")
    #expect(household.status == 64)
    #expect(household.stderr.hasPrefix("error: only a member follows the household's reminder\n"))
    #expect(try sandbox.run("settings").stdout == "week-start  monday\nday-start   00:00\n")
  }

  @Test("An export carries the household's reminder and the members' own; an import brings them back, checked")
  func exportAndImport() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("settings", "reminder", "20:00")
    try sandbox.run("settings", "reminder", "7:30", "--user", "alice")
    try sandbox.run("settings", "reminder", "off", "--user", "bob")
    let exported = try sandbox.run(["export", "--format", "json", "--all-users"]).stdout
    #expect(exported.contains("\"version\": 5,"))
    #expect(exported.contains("\"reminder\": \"07:30\""), "\(exported.prefix(400))")
    let fresh = try Sandbox()
    _ = fresh.write("backup.json", exported)
    #expect(try fresh.run(["import", "backup.json"]).status == 0)
    #expect(try fresh.run(["export", "--format", "json", "--all-users"]).stdout == exported)
    #expect(
      try fresh.run("settings").stdout
        == "week-start  monday\nday-start   00:00\nreminder    20:00\nreminder    07:30  (alice)\n"
        + "reminder    off  (bob)\n")
    // A member's reminder that is not a time, or a household's, is refused with its place, and nothing is written.
    let empty = try Sandbox()
    _ = empty.write("member.json", exported.replacingOccurrences(of: "\"07:30\"", with: "\"25:00\""))
    let member = try empty.run(["import", "member.json"])
    #expect(member.status == 65)
    #expect(member.stderr.contains("\"reminder\": \"25:00\" is not a time of day such as 20:00\n"), "\(member)")
    _ = empty.write("household.json", exported.replacingOccurrences(of: "\"20:00\"", with: "\"soon\""))
    let household = try empty.run(["import", "household.json"])
    #expect(household.status == 65)
    #expect(household.stderr.contains("the setting \"reminder\": \"soon\" is not a time of day"), "\(household)")
    #expect(household.stderr.hasSuffix("Nothing was imported.\n"))
  }
}
