import Foundation
import SQLite
import Synchronization
import Testing

/// Keeping data safe through the binary: backups while others write, validated restores, the doctor.
@Suite struct SafetyTests {
  @Test func aBackupDuringConcurrentWritesIsSoundAndHoldsEveryEarlierCommit() throws {
    // Given a household with 100,000 completions, and three members recording all the time
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Water")
    let preload = """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
      INSERT INTO completions (activity_id, day) SELECT 1, date('2020-01-01', '+' || (i % 2000) || ' days') FROM n
      """
    #expect(try sandbox.run(["sql", "--write", "--yes", "--timeout", "60", preload]).status == 0)
    let stop = Mutex(false)
    let failures = Mutex<[String]>([])
    let writers = DispatchGroup()
    for worker in 0..<3 {
      DispatchQueue.global().async(group: writers) {
        var index = 0
        while !stop.withLock({ $0 }) && index < 200 {
          let result = try? sandbox.run(["done", "Water", "--note", "w\(worker)-\(index)"])
          if result?.status != 0 { failures.withLock { $0.append(String(describing: result)) } }
          index += 1
        }
      }
    }
    let reader = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    let clock = ContinuousClock()
    let patience = clock.now + .seconds(60)
    while try reader.scalar("SELECT count(*) FROM completions WHERE note IS NOT NULL", as: Int.self) ?? 0 < 20,
      clock.now < patience
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    // When a backup is taken while they go on
    let committedBefore = Set(try reader.query("SELECT id FROM completions") { try $0[0] as Int64 })
    let backup = sandbox.directory.appendingPathComponent("backup.sqlite").path
    let result = try sandbox.run(["backup", backup])
    stop.withLock { $0 = true }
    writers.wait()
    // Then it succeeded, passes integrity_check, and holds every completion committed before it began
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.hasPrefix("Backed up 1 user, 1 activity and "))
    #expect(failures.withLock { $0 } == [])
    let copy = try Connection(path: backup, access: .readOnly)
    #expect(try copy.scalar("PRAGMA integrity_check", as: String.self) == "ok")
    #expect(try copy.scalar("PRAGMA journal_mode", as: String.self) == "delete")
    let inCopy = Set(try copy.query("SELECT id FROM completions") { try $0[0] as Int64 })
    #expect(committedBefore.count >= 100_020)
    #expect(committedBefore.isSubset(of: inCopy))
    #expect(!FileManager.default.fileExists(atPath: backup + "-wal"))
  }

  @Test func aBackupNeverReplacesAFile() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let path = sandbox.directory.appendingPathComponent("taken.txt").path
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      try sandbox.run(["backup", path])
        == .init(
          stdout: "",
          stderr:
            "error: \(path) already exists\nA backup never replaces a file: choose a new name, such as habit-$(date +%F).sqlite.\n",
          status: 64))
    #expect(sandbox.bytes(of: path) == Data("mine\n".utf8))
  }

  /// alice with Read done twice, backed up; then bob and three more completions.
  static func householdWithBackup() throws -> (Sandbox, backup: String) {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read", "--date", "-1")
    try sandbox.run("done", "Read")
    let backup = sandbox.directory.appendingPathComponent("backup.sqlite").path
    #expect(try sandbox.run(["backup", backup]).stderr.hasPrefix("Backed up 1 user, 1 activity and 2 completions to "))
    try sandbox.run("user", "add", "bob")
    for _ in 0..<3 { try sandbox.run("done", "Read") }
    return (sandbox, backup)
  }

  @Test func restoreAsksThenReplacesTheDataInTheLiveFile() throws {
    let (sandbox, backup) = try Self.householdWithBackup()
    let path = sandbox.defaultDatabase
    // When restoring without confirmation, nothing changes
    let before = sandbox.bytes(of: path)
    #expect(
      try sandbox.run(["restore", backup])
        == .init(
          stdout: "",
          stderr: """
            error: Replace the data in \(path) (2 users, 1 activity and 5 completions) with \(backup)'s (1 user, 1 activity and 2 completions)? Not confirmed: standard input is not a terminal
            Add --yes to confirm.

            """, status: 64))
    #expect(sandbox.bytes(of: path) == before)
    // Given a member's open connection to the live file (opened after reading the bytes above: closing any
    // descriptor of the file drops every POSIX lock this process holds on it, SQLite's included)
    let member = try Connection(path: path, access: .readOnly)
    #expect(try member.scalar("SELECT count(*) FROM completions", as: Int.self) == 5)
    let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    // When confirmed, the backup's data is in the same file, and the open connection sees it
    #expect(
      try sandbox.run(["restore", backup, "--yes"])
        == .init(stdout: "", stderr: "Restored 1 user, 1 activity and 2 completions from \(backup).\n", status: 0))
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
    #expect(try member.scalar("SELECT count(*) FROM completions", as: Int.self) == 2)
    #expect(try member.scalar("SELECT group_concat(name) FROM users", as: String.self) == "alice")
    #expect(try member.scalar("PRAGMA journal_mode", as: String.self) == "wal")
    #expect(try member.scalar("PRAGMA integrity_check", as: String.self) == "ok")
    #expect(try sandbox.run(["done", "Read"]).status == 0)
  }

  @Test func restoreRefusesWhatIsNotASoundHabitBackupAndChangesNothing() throws {
    let (sandbox, _) = try Self.householdWithBackup()
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    func file(_ name: String, _ setUp: (Connection) throws -> Void) throws -> String {
      let path = sandbox.directory.appendingPathComponent(name).path
      try setUp(try Connection(path: path))
      return path
    }
    let foreign = try file("foreign.sqlite") { try $0.execute("PRAGMA application_id = 42; CREATE TABLE t (x)") }
    let newer = try file("newer.sqlite") {
      try $0.execute("PRAGMA application_id = 1214341737; PRAGMA user_version = 99; CREATE TABLE t (x)")
    }
    let empty = try file("empty.sqlite") { _ in }
    let damaged = sandbox.directory.appendingPathComponent("damaged.sqlite").path
    try sandbox.run("backup", damaged)
    try Connection(path: damaged).execute("INSERT INTO completions (activity_id, day) VALUES (99, '2026-11-01')")
    let latest = try sandbox.latestSchemaVersion()
    let expectations: [(String, String, Int32)] = [
      (
        foreign,
        "error: \(foreign) is a SQLite database of another program (application id 42), not a habit database\nPoint --db or HABIT_DB at a habit database. The file was left untouched.\n",
        66
      ),
      (
        newer,
        "error: \(newer) was written by a newer version of habit (schema 99; this version reads up to \(latest))\nUpgrade habit, or point --db / HABIT_DB at another file. The file was left untouched.\n",
        66
      ),
      (empty, "error: \(empty) holds no habit data\nChoose a file written by habit backup. Nothing was changed.\n", 66),
      (
        damaged,
        "error: \(damaged) is damaged: row 6 of completions points at a missing activities row\nNothing was changed. Choose another backup.\n",
        65
      ),
      ("missing.sqlite", "error: there is no file missing.sqlite\n", 1),
    ]
    for (path, stderr, status) in expectations {
      #expect(try sandbox.run(["restore", path, "--yes"]) == .init(stdout: "", stderr: stderr, status: status))
    }
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
  }

  @Test func restoreNamesACutShortDamagedOrOtherPageSizeBackupAndChangesNothing() throws {
    // Given a household and its backup, and three spoilt copies of that backup
    let (sandbox, backup) = try Self.householdWithBackup()
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    let whole = try #require(sandbox.bytes(of: backup))
    let truncated = sandbox.write("truncated.sqlite", Array(whole.prefix(whole.count / 2)))
    var spoilt = Array(whole)
    // Pages 2 to 16 (of 4096 bytes): the first tables' and indexes' pages
    spoilt.replaceSubrange(4096..<65536, with: repeatElement(0x55, count: 65536 - 4096))
    let corrupt = sandbox.write("corrupt.sqlite", spoilt)
    let small = sandbox.write("small-pages.sqlite", Array(whole))
    _ = try sandbox.sqlite3(small, "PRAGMA page_size = 1024; VACUUM")
    let expectations: [(String, String, Int32)] = [
      (
        truncated,
        "error: \(truncated) is cut short: it has \(whole.count / 2) bytes of the \(whole.count) its header counts (a full disk or an interrupted copy?)\nNothing was changed. Choose another backup.\n",
        65
      ),
      (
        small,
        "error: \(small) has pages of 1024 bytes and the database pages of 4096: restore copies pages as they are, and the database cannot change its page size\n"
          + "Nothing was changed. Convert a copy, then restore that: cp \(small) \(sandbox.directory.path)/small-pages-4096.sqlite && sqlite3 \(sandbox.directory.path)/small-pages-4096.sqlite 'PRAGMA journal_mode = DELETE; PRAGMA page_size = 4096; VACUUM'\n",
        66
      ),
    ]
    // When each is given to restore, the message names the backup and its cause, and nothing changes
    for (path, stderr, status) in expectations {
      let result = try sandbox.run(["restore", path, "--yes"])
      #expect(result == .init(stdout: "", stderr: stderr, status: status), "\(result)")
      #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before, "\(path)")
    }
    // What SQLite finds wrong in the damaged one depends on its pages: the sentence names the file all the same
    let damaged = try sandbox.run(["restore", corrupt, "--yes"])
    #expect(damaged.status == 65)
    #expect(damaged.stderr.hasPrefix("error: \(corrupt) is damaged: "), "\(damaged)")
    #expect(damaged.stderr.hasSuffix("\nNothing was changed. Choose another backup.\n"), "\(damaged)")
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
    // And the hint's conversion makes a copy restore takes
    let converted = sandbox.directory.appendingPathComponent("small-pages-4096.sqlite").path
    try FileManager.default.copyItem(atPath: small, toPath: converted)
    _ = try sandbox.sqlite3(converted, "PRAGMA journal_mode = DELETE; PRAGMA page_size = 4096; VACUUM")
    #expect(try sandbox.run(["restore", converted, "--yes"]).status == 0)
  }

  /// Backups crafted to pass integrity_check and foreign_key_check, each with a schema that is not habit's.
  @Test(arguments: [
    (
      "CREATE TRIGGER wipe AFTER INSERT ON completions BEGIN DELETE FROM completions; END",
      "an extra trigger wipe"
    ),
    ("DROP TABLE user_pins", "no table user_pins"),
    (
      // Without the day CHECK (SQLite reads the edited schema on the next connection).
      """
      PRAGMA writable_schema = ON;
      UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (day IS date(day, ''+0 days''))', '')
      WHERE name = 'completions';
      """,
      "the table completions is not habit's (changed by hand?)"
    ),
  ])
  func restoreAndTheDoctorRefuseASchemaThatIsNotHabits(_ change: String, _ problem: String) throws {
    // Given a backup changed by hand, still sound by integrity_check and foreign_key_check
    let (sandbox, backup) = try Self.householdWithBackup()
    try Connection(path: backup).execute(change)
    let crafted = try Connection(path: backup, access: .readOnly)
    #expect(try crafted.scalar("PRAGMA integrity_check", as: String.self) == "ok")
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    // When it is restored, it is refused and nothing changes
    let restore = try sandbox.run(["restore", backup, "--yes"])
    #expect(restore.status == 65, "\(restore)")
    #expect(restore.stderr.contains(problem), "\(restore)")
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
    // And the doctor, pointed at it, says what is wrong
    let doctor = try sandbox.run(["doctor", "--db", backup])
    #expect(doctor.status == 1, "\(doctor)")
    #expect(doctor.stdout.contains("✗ schema differs from habit's: "), "\(doctor)")
    #expect(doctor.stdout.contains(problem), "\(doctor)")
  }

  @Test func theDoctorExplainsAndFindsProblems() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    let path = sandbox.defaultDatabase
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    let latest = try sandbox.latestSchemaVersion()
    let healthy = try sandbox.run(["doctor"])
    #expect(
      healthy
        == .init(
          stdout: """
            \(path) (\(Int((Double(size) / 1000).rounded())) KB, -wal 0 bytes), schema \(latest) of \(latest)

            The file
              ✓ integrity_check: ok. Every page, index and record is readable and consistent.
              ✓ foreign_key_check: ok. Every record belongs to an existing activity and user.
              ✓ schema: exactly habit's tables, columns, constraints, indexes, triggers and views.
              ✓ day_totals: every day's count and sum of amounts agrees with completions.
              ✓ journal_mode=wal: readers never wait for a writer, and members can record at the same time.

            Every habit connection
              · busy_timeout=5000 ms: a write waits that long for another member's write, then gives up (exit 75).
              · foreign_keys=ON: removing a user or an activity removes their records with them.
              · synchronous=NORMAL: a commit survives habit crashing; a power cut may undo the last few commits.
              · trusted_schema=OFF: the views can only compute, never reach outside the file.
              · every write transaction begins IMMEDIATE, so writers queue instead of failing at once.

            No problems found.

            """, stderr: "", status: 0))
    // Given a completion whose activity is gone (written by a program without foreign keys)
    try Connection(path: path).execute("INSERT INTO completions (activity_id, day) VALUES (7, '2026-11-01')")
    let sick = try sandbox.run(["doctor"])
    #expect(sick.status == 1)
    #expect(sick.stdout.contains("  ✗ foreign_key_check: row 1 of completions points at a missing activities row\n"))
    #expect(
      sick.stderr
        == "error: the database has problems (see above)\nRestore a backup with: habit restore FILE, or copy out what is readable with: habit sql\n"
    )
  }
}
