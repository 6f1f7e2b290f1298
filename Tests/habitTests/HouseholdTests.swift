import Foundation
import SQLite
import Testing

/// Sharing one file between OS accounts, and the household board.
@Suite struct HouseholdTests {
  static func mode(_ path: String) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1
  }

  @Test func initSharedMakesAGroupWritableFileInASetgidDirectory() throws {
    let sandbox = try Sandbox()
    let directory = sandbox.directory.resolvingSymlinksInPath().appendingPathComponent("family").path
    let path = directory + "/habit.sqlite"
    let group = String(cString: getgrgid(getgid())!.pointee.gr_name)
    // When the household's database is prepared
    #expect(
      try sandbox.run(["init", "--shared", path])
        == .init(
          stdout: "",
          stderr: """
            Created a shared database: \(path)
              file       rw-rw---- group \(group)
              directory  rwxrws--- group \(group) (files created there belong to the group)
            Every member of \(group) points habit at it, for example in ~/.profile:
              export HABIT_DB=\(path)
            then adds themselves once: habit user add NAME

            """, status: 0))
    // Then the file is rw for the group, and the directory lets the group create files that stay in the group
    #expect(try Self.mode(path) == 0o660)
    #expect(try Self.mode(directory) == 0o2770)
    #expect(try sandbox.run(["user", "add", "alice"], environment: ["HABIT_DB": path]).status == 0)
    // And SQLite gives its -wal file the database's permissions, whatever the writer's umask (077 here)
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = [
      "-c", "umask 077; exec \"$0\" \"$@\"", Sandbox.binary.path, "sql", "--write", "--yes", "--timeout", "60",
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300000) SELECT count(*) FROM n; "
        + "INSERT INTO settings (key, value) VALUES ('note', 'x'); "
        + "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) FROM n",
    ]
    writer.environment = sandbox.processEnvironment(["HABIT_DB": path])
    writer.standardOutput = FileHandle.nullDevice
    writer.standardError = FileHandle.nullDevice
    try writer.run()
    // SQLite creates the WAL file, then sets its mode: wait for that mode while the writer still has the file open
    // (a load-dependent moment, so not the first sight of the file), and fail if it never comes.
    let deadline = Date().addingTimeInterval(60)
    var walMode: Int? = nil
    while walMode != 0o660 && writer.isRunning && Date() < deadline {
      walMode = try? Self.mode(path + "-wal")
      Thread.sleep(forTimeInterval: 0.005)
    }
    writer.waitUntilExit()
    #expect(writer.terminationStatus == 0)
    #expect(walMode == 0o660)
  }

  @Test func initSharedNamesAMissingGroup() throws {
    let sandbox = try Sandbox()
    let path = sandbox.directory.appendingPathComponent("family/habit.sqlite").path
    #expect(
      try sandbox.run(["init", "--shared", path, "--group", "no-such-group-here"])
        == .init(
          stdout: "", stderr: "error: there is no group 'no-such-group-here'\nSee your groups with: id -Gn\n",
          status: 64))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// The friends of seed 002 compare streaks: alice and bob both Read and Run, carol plays Chess alone.
  static func friends() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-01")
    for name in ["alice", "bob", "carol"] { try sandbox.run("user", "add", name) }
    for name in ["alice", "bob"] {
      try sandbox.run("add", "Read", "--user", name)
      try sandbox.run("add", "Run", "--goal", "3/week", "--user", name)
    }
    try sandbox.run("add", "Chess", "--user", "carol")
    sandbox.today = "2026-11-21"
    for day in 1...21 where day != 10 {
      try sandbox.run("done", "Read", "--user", "alice", "--date", String(format: "2026-11-%02d", day))
    }
    for day in 5...20 {
      try sandbox.run("done", "Read", "--user", "bob", "--date", String(format: "2026-11-%02d", day))
    }
    for day in [2, 4, 6, 9, 11, 13, 16, 18, 20] {
      try sandbox.run("done", "Run", "--user", "bob", "--date", String(format: "2026-11-%02d", day))
    }
    for day in [3, 5, 17] {
      try sandbox.run("done", "Run", "--user", "alice", "--date", String(format: "2026-11-%02d", day))
    }
    for day in 15...21 {
      try sandbox.run("done", "Chess", "--user", "carol", "--date", String(format: "2026-11-%02d", day))
    }
    return sandbox
  }

  @Test func theBoardComparesSharedActivitiesAndEveryoneOverall() throws {
    let sandbox = try Self.friends()
    let table = try sandbox.run(["board"])
    #expect(table.status == 0 && table.stderr == "")
    try expectGolden(table.stdout, "board.txt")
    try expectGolden(try sandbox.run(["board", "--format", "csv"]).stdout, "board.csv")
    let json = try sandbox.run(["board", "--format", "json"])
    #expect(json.status == 0 && json.stdout.contains("\"member\" : \"carol\""))
  }
}
