import Foundation
import TestSupport
import Testing

/// An import killed with SIGKILL at any moment leaves the database as it was, and intact.
@Suite struct ImportKillTests {
  @Test func aKilledImportChangesNothing() throws {
    // Given a backup of about 50,000 completions, and a target household of its own
    let sandbox = try Sandbox()
    sandbox.environment["TMPDIR"] = sandbox.directory.path
    let source = sandbox.directory.appendingPathComponent("source.sqlite").path
    let backup = sandbox.directory.appendingPathComponent("backup.json").path
    try sandbox.run("demo", "--db", source, "--users", "2", "--activities", "7", "--years", "8")
    try sandbox.run("export", "--db", source, "--all-users", "-o", backup)
    try sandbox.run("user", "add", "carol")
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read", "--note", "before the import")
    let pristine = try Data(contentsOf: URL(fileURLWithPath: sandbox.defaultDatabase))
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let completed = try completedImport(sandbox, backup: backup)

    // When imports of it are killed: half at a random moment, half once the write transaction has begun
    var random = SeededGenerator(seed: 9)
    var outcomes: [String] = []
    for run in 0..<8 {
      try? FileManager.default.removeItem(atPath: sandbox.defaultDatabase + "-wal")
      try? FileManager.default.removeItem(atPath: sandbox.defaultDatabase + "-shm")
      try pristine.write(to: URL(fileURLWithPath: sandbox.defaultDatabase))
      let process = try sandbox.start(["import", backup])
      let start = Date()
      if run % 2 == 0 {
        usleep(UInt32.random(in: 0..<UInt32(completed.seconds * 1_000_000), using: &random))
      } else {
        while process.isRunning && walSize(sandbox.defaultDatabase) == 0 { usleep(500) }
        usleep(UInt32.random(in: 0..<20_000, using: &random))
      }
      let walWhenKilled = walSize(sandbox.defaultDatabase)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let elapsed = String(format: "%.3f", Date().timeIntervalSince(start))

      // Then the database is either exactly as before, or (when the kill came too late) fully imported
      let integrity = try sandbox.sqlite3(sandbox.defaultDatabase, "PRAGMA integrity_check")
      #expect(integrity == "ok\n", "run \(run)")
      if process.terminationReason == .uncaughtSignal {
        // All or nothing: a kill that lands between COMMIT and exit leaves the whole import, never a part of it.
        if try sandbox.dump(sandbox.defaultDatabase) == before {
          outcomes.append(walWhenKilled > 0 ? "killed while writing" : "killed while reading")
        } else {
          #expect(
            try count(sandbox) == completed.completions, "run \(run), killed after \(elapsed) s: a partial import")
          outcomes.append("killed after committing")
        }
      } else {
        #expect(process.terminationStatus == 0)
        #expect(try count(sandbox) == completed.completions, "run \(run)")
        outcomes.append("finished first")
      }
      // A staged file may be left behind in TMPDIR by the kill; it is never read again.
    }
    print("ImportKillTests: \(outcomes.joined(separator: ", "))")
    // The test means something only if some kills hit the write phase.
    #expect(outcomes.filter { $0 == "killed while writing" }.count >= 2, "\(outcomes)")
    #expect(outcomes.filter { $0 == "killed while reading" }.count >= 1, "\(outcomes)")
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
