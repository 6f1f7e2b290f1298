import Foundation
import SQLite
import TestSupport
import Testing

/// An import killed with SIGKILL at any moment leaves the database as it was, and intact.
@Suite struct ImportKillTests {
  @Test func aKilledImportChangesNothing() throws {
    // Given a backup of about 50,000 completions, and a target household of its own
    let (sandbox, backup) = try backupAndHousehold()
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read", "--note", "before the import")
    let pristine = try Data(contentsOf: URL(fileURLWithPath: sandbox.defaultDatabase))
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let completed = try completedImport(sandbox, backup: backup)

    // When imports of it are killed: some at a random moment, and, stopped first (SIGSTOP) so that the phase it is
    // in is known for sure, one while it reads the file and one while its write transaction is open
    var random = SeededGenerator(seed: 9)
    var phases: [Phase] = []
    for run in 0..<6 {
      try? FileManager.default.removeItem(atPath: sandbox.defaultDatabase + "-wal")
      try? FileManager.default.removeItem(atPath: sandbox.defaultDatabase + "-shm")
      try pristine.write(to: URL(fileURLWithPath: sandbox.defaultDatabase))
      let stagedBefore = staged(sandbox)
      let process = try sandbox.start(["import", backup])
      let wanted: Phase? = run < 2 ? .reading : run < 4 ? .writing : nil
      var phase = Phase.unknown
      if let wanted {
        phase = try stop(process, in: wanted, sandbox: sandbox, stagedBefore: stagedBefore)
      } else {
        usleep(UInt32.random(in: 0..<UInt32(completed.seconds * 1_000_000), using: &random))
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      phases.append(phase)

      // Then the database is intact, and either exactly as before or (a kill too late) fully imported
      let integrity = try sandbox.sqlite3(sandbox.defaultDatabase, "PRAGMA integrity_check")
      #expect(integrity == "ok\n", "run \(run)")
      let unchanged = try sandbox.dump(sandbox.defaultDatabase) == before
      if phase == .reading || phase == .writing {
        #expect(unchanged, "run \(run): killed while \(phase), the database changed")
      } else if !unchanged {
        #expect(try count(sandbox) == completed.completions, "run \(run): a partial import")
      }
      // A staged file may be left behind in TMPDIR by the kill; it is never read again.
    }
    // Each stopped import was caught in the phase it was waited for.
    #expect(phases[0..<4] == [.reading, .reading, .writing, .writing], "\(phases)")
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func anImportEndedByASignalLeavesNoStageFile(signal: Int32) throws {
    // Given a backup of about 50,000 completions, and a target household of its own
    let (sandbox, backup) = try backupAndHousehold()
    let before = try sandbox.dump(sandbox.defaultDatabase)
    // When Ctrl-C, kill or a closed terminal ends the import once its stage file exists
    let process = try sandbox.spawn(["import", backup])
    var seen = false
    while sandbox.isRunning(process) && !seen {
      seen = staged(sandbox) == 1
      if !seen { usleep(200) }
    }
    kill(process, signal)
    let end = sandbox.waitForEnd(of: process)
    // Then the signal ended it, its stage file went with it, and the database is as it was
    #expect(seen, "the import ended before its stage file was seen")
    #expect(end.signal == signal, "\(end)")
    #expect(staged(sandbox) == 0)
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  /// A sandbox whose TMPDIR is its own directory, holding a JSON backup of a demo household (two members, seven
  /// activities, eight years: about 50,000 completions) and a household of carol's to import it into.
  func backupAndHousehold() throws -> (Sandbox, backup: String) {
    let sandbox = try Sandbox()
    sandbox.environment["TMPDIR"] = sandbox.directory.path
    let source = sandbox.directory.appendingPathComponent("source.sqlite").path
    let backup = sandbox.directory.appendingPathComponent("backup.json").path
    try sandbox.run("demo", "--db", source, "--users", "2", "--activities", "7", "--years", "8")
    try sandbox.run("export", "--db", source, "--all-users", "-o", backup)
    try sandbox.run("user", "add", "carol")
    return (sandbox, backup)
  }

  enum Phase: Equatable, CustomStringConvertible {
    case reading, writing, unknown
    var description: String { "\(self == .reading ? "reading" : self == .writing ? "writing" : "unknown")" }
  }

  /// Stops the import (SIGSTOP) once it is in `phase`, and returns `phase`; or `.unknown` when it ended first. The
  /// phase is checked again while the process is stopped, so it still holds when the process is killed: reading
  /// once its staged file exists and while it does not hold the write lock, writing while it holds it.
  func stop(_ process: Process, in phase: Phase, sandbox: Sandbox, stagedBefore: Int) throws -> Phase {
    let probe = try Connection(path: sandbox.defaultDatabase, access: .readWrite)
    probe.setBusyTimeout(milliseconds: 0)
    func inPhase() -> Bool {
      let holdsTheWriteLock = (try? probe.execute("BEGIN IMMEDIATE; ROLLBACK")) == nil
      return phase == .writing ? holdsTheWriteLock : staged(sandbox) > stagedBefore && !holdsTheWriteLock
    }
    while process.isRunning {
      if inPhase() {
        kill(process.processIdentifier, SIGSTOP)
        while process.isRunning && !isStopped(process.processIdentifier) { usleep(100) }
        if process.isRunning && inPhase() { return phase }
        kill(process.processIdentifier, SIGCONT)
      }
      usleep(200)
    }
    return .unknown
  }

  /// Whether the process is stopped, from its state in /proc.
  func isStopped(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let closing = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(closing, offsetBy: 2)] == "T"
  }

  /// How many staged import files are in TMPDIR (the sandbox).
  func staged(_ sandbox: Sandbox) -> Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)) ?? []).filter {
      $0.hasPrefix("habit-import-")
    }.count
  }

  /// Imports the backup once on a copy: how long it takes, and how many completions it leaves.
  func completedImport(_ sandbox: Sandbox, backup: String) throws -> (seconds: Double, completions: Int) {
    let copy = sandbox.directory.appendingPathComponent("probe.sqlite").path
    try FileManager.default.copyItem(atPath: sandbox.defaultDatabase, toPath: copy)
    let start = Date()
    let result = try sandbox.run(["import", backup, "--db", copy])
    #expect(result.status == 0, "\(result)")
    let seconds = Date().timeIntervalSince(start)
    return (seconds, Int(try sandbox.sqlite3(copy, "SELECT count(*) FROM completions").dropLast())!)
  }

  func count(_ sandbox: Sandbox) throws -> Int {
    Int(try sandbox.sqlite3(sandbox.defaultDatabase, "SELECT count(*) FROM completions").dropLast())!
  }

  func walSize(_ database: String) -> Int {
    var info = stat()
    return stat(database + "-wal", &info) == 0 ? Int(info.st_size) : 0
  }
}
