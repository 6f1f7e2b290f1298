import Foundation
import Testing

/// The daily loop as a new user lives it, through the real binary: exact stdout, stderr and exit codes.
@Suite struct DailyLoopTests {
  @Test func aNewcomerIsToldHowToStartAndNothingIsCreated() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["list"])
    #expect(
      result
        == .init(
          stdout: "",
          stderr: "error: no habit database at \(sandbox.defaultDatabase) yet\nCreate it with: habit user add NAME\n",
          status: 1))
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase))
  }

  @Test func firstUserFirstHabitFirstCompletion() throws {
    let sandbox = try Sandbox()
    #expect(
      try sandbox.run(["user", "add", "alice"])
        == .init(stdout: "", stderr: "Added user alice.\nNext: habit add \"Read\" --goal 1/day\n", status: 0))
    #expect(FileManager.default.fileExists(atPath: sandbox.defaultDatabase))
    #expect(
      try sandbox.run(["add", "Running", "--icon", "🏃", "--goal", "3/week"])
        == .init(stdout: "", stderr: "Added 🏃 Running for alice: 3 times a week.\n", status: 0))
    #expect(
      try sandbox.run(["add", "Read", "--amount", "20", "--unit", "pages"])
        == .init(stdout: "", stderr: "Added Read for alice: once a day, 20 pages each time.\n", status: 0))
    #expect(
      try sandbox.run(["done", "running"])
        == .init(stdout: "", stderr: "✓ Running done today.\n", status: 0))
    #expect(
      try sandbox.run(["done", "Read", "--date", "-3", "--note", "chapter 3"])
        == .init(stdout: "", stderr: "✓ Read (20 pages) done on 2026-11-18.\n", status: 0))
    let list = try sandbox.run(["list"])
    #expect(list.status == 0)
    #expect(list.stderr == "")
    #expect(list.stdout.contains("🏃  Running"))
    #expect(list.stdout.contains("Read"))
  }

  @Test func impossibleAndFutureDatesAreRefusedWithUsageStatus() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Water")
    #expect(
      try sandbox.run(["done", "Water", "--date", "2026-02-30"])
        == .init(
          stdout: "",
          stderr:
            "error: --date: '2026-02-30' is not a real date\nUse yyyy-MM-dd, today, yesterday, or -N for N days ago.\n",
          status: 64))
    #expect(
      try sandbox.run(["done", "Water", "--date", "2026-11-22"])
        == .init(
          stdout: "",
          stderr: "error: --date: 2026-11-22 is after today (2026-11-21)\nOnly today and past days can be recorded.\n",
          status: 64))
    #expect(try sandbox.run(["done", "Water", "--date", "yesterday"]).stderr == "✓ Water done on 2026-11-20.\n")
  }

  @Test func anUnknownActivityNamesTheClosest() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Running")
    #expect(
      try sandbox.run(["done", "Runing"])
        == .init(stdout: "", stderr: "error: no activity 'Runing' for alice\nDid you mean: Running?\n", status: 1))
  }

  @Test func skipFailAndUndo() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    #expect(try sandbox.run(["skip", "Run", "--date", "-1"]).stderr == "Run on 2026-11-20 marked skipped.\n")
    #expect(
      try sandbox.run(["fail", "Run", "--date", "-1"]).stderr == "Run on 2026-11-20 marked failed (was skipped).\n")
    #expect(
      try sandbox.run(["undo", "Run", "--date", "-1"]).stderr == "Run on 2026-11-20 is no longer marked failed.\n")
    #expect(
      try sandbox.run(["undo", "Run"])
        == .init(stdout: "", stderr: "error: nothing recorded for Run on 2026-11-21 to undo\n", status: 1))
  }

  @Test func deletingNeedsConfirmationWhenNotOnATerminal() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    try sandbox.run("done", "Run")
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    #expect(
      try sandbox.run(["delete", "Run"])
        == .init(
          stdout: "",
          stderr:
            "error: Delete Run with 1 completion and 0 skipped or failed days? Not confirmed: standard input is not a terminal\nAdd --yes to confirm.\n",
          status: 64))
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
    #expect(try sandbox.run(["delete", "Run", "--yes"]).stderr == "Deleted Run.\n")
  }

  @Test func whoIsActing() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    // The first user added is remembered; switching changes it for this OS account.
    #expect(try sandbox.run(["user", "list"]).stdout == "* alice\n  bob\n")
    #expect(try sandbox.run(["user", "switch", "BOB"]).stderr == "Now acting as bob.\n")
    #expect(try sandbox.run(["user", "list"]).stdout == "  alice\n* bob\n")
    // --user and HABIT_USER win over the remembered choice.
    try sandbox.run("add", "Chess", "--user", "alice")
    #expect(
      try sandbox.run(["list", "--format", "csv"], environment: ["HABIT_USER": "alice"]).stdout.contains(",Chess,"))
    #expect(
      try sandbox.run(["list", "--format", "csv"]).stdout
        == "id,icon,name,goal,achieved,required,period_start,period_end,done_today,streak,streak_unit,last_performed,archived\n"
    )
    // With several users and no choice remembered, the command says how to choose.
    try FileManager.default.removeItem(at: sandbox.directory.appendingPathComponent("state"))
    #expect(
      try sandbox.run(["list"])
        == .init(
          stdout: "",
          stderr:
            "error: several users share this database (alice, bob) and none is chosen\nChoose one with: habit user switch alice\n(or --user NAME, or HABIT_USER=NAME)\n",
          status: 64))
  }

  @Test func aFileOfAnotherProgramIsRefusedAndLeftUntouched() throws {
    let sandbox = try Sandbox()
    let path = sandbox.directory.appendingPathComponent("notes.sqlite").path
    let text = Data("my notes\n".utf8)
    try text.write(to: URL(fileURLWithPath: path))
    let result = try sandbox.run(["user", "add", "alice", "--db", path])
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "error: \(path) is not a SQLite database\nPoint --db or HABIT_DB at a habit database. The file was left untouched.\n",
          status: 66))
    #expect(sandbox.bytes(of: path) == text)
  }

  @Test func readOnlyCommandsDoNotWrite() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    try sandbox.run("done", "Run")
    // The last writer checkpointed on exit: everything is in the main file and no WAL is left.
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase + "-wal"))
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    for command in [["list"], ["list", "--format", "json"], ["show", "Run"], ["user", "list"], ["schema"]] {
      #expect(try sandbox.run(command).status == 0)
    }
    // A read-only connection may leave SQLite's shared-memory index and an empty WAL, never data.
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
    #expect(sandbox.bytes(of: sandbox.defaultDatabase + "-wal").map(\.isEmpty) ?? true)
  }
}
