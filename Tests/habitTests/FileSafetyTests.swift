import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Files habit creates, reads and replaces, through the binary: nothing written by a command that only reads or
/// is refused, private modes, exports that respect what is at their path, state files that are not trusted.
@Suite struct FileSafetyTests {
  /// Every file and directory under the sandbox.
  static func entries(_ sandbox: Sandbox) -> Set<String> {
    Set(FileManager.default.enumerator(atPath: sandbox.directory.path)?.allObjects as? [String] ?? [])
  }

  static func mode(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode : 0
  }

  /// Runs `habit ARGS` under `sh` with a umask, and a time limit (a hang fails instead of stalling the suite).
  static func run(_ sandbox: Sandbox, umask mask: String = "022", _ arguments: [String]) throws -> Sandbox.Result {
    let quoted = ([Sandbox.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "umask \(mask) && exec timeout -s KILL 20 " + quoted.joined(separator: " ")]
    process.currentDirectoryURL = sandbox.directory
    process.environment = sandbox.processEnvironment()
    let (output, errors) = (Pipe(), Pipe())
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return .init(
      stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self),
      status: process.terminationStatus)
  }

  @Test(arguments: [["doctor"], ["list"], ["stats", "Read"], ["today"], ["export"]])
  func aReadingCommandLeavesAnEmptyFileEmpty(_ command: [String]) throws {
    // Given a 0-byte file
    let sandbox = try Sandbox()
    let path = sandbox.write("e.sqlite", "")
    // When a reading command is pointed at it
    let result = try sandbox.run(command + ["--db", path])
    // Then it says there is no database there yet (today: with its welcome), and the file is still 0 bytes with
    // nothing beside it
    if command != ["today"] {
      #expect(
        result
          == .init(
            stdout: "", stderr: "error: no habit database at \(path) yet\nCreate it with: habit user add NAME\n",
            status: 1))
    }
    #expect(Self.entries(sandbox) == ["e.sqlite"])
    #expect(sandbox.bytes(of: path) == Data())
  }

  @Test(arguments: [["done", "Running"], ["add", "Running"], ["user", "switch", "alice"], ["plan", "done", "1"]])
  func aRefusedCommandInAFreshHomeWritesNothingAnywhere(_ command: [String]) throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(command)
    #expect(result.status != 0)
    #expect(Self.entries(sandbox) == [])
  }

  @Test func aFailedImportInAFreshHomeCreatesNoFileNorDirectory() throws {
    // Given no database, and a CSV naming a user who does not exist
    let sandbox = try Sandbox()
    let csv = sandbox.write("bob.csv", "user,activity_id,activity,day,amount,unit,note\nbob,,Read,2026-11-01,,,\n")
    // When it is imported
    let result = try sandbox.run(["import", csv])
    // Then it is refused, and the only file is the CSV: no database, no directory for one
    #expect(result.status == 65, "\(result)")
    #expect(Self.entries(sandbox) == ["bob.csv"])
  }

  @Test func aPersonalDatabaseAndItsDirectoryArePrivateWhateverTheUmask() throws {
    let sandbox = try Sandbox()
    #expect(try Self.run(sandbox, umask: "000", ["user", "add", "alice"]).status == 0)
    let database = sandbox.defaultDatabase
    #expect(Self.mode(database) & 0o777 == 0o600)
    #expect(Self.mode((database as NSString).deletingLastPathComponent) & 0o777 == 0o700)
    // The -wal and -shm files SQLite makes while a command runs take the database's mode.
    let holder = try sandbox.start([
      "sql", "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n", "--timeout", "3",
    ])
    defer { holder.waitUntilExit() }
    let patience = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: database + "-shm") && Date() < patience { usleep(20_000) }
    #expect(Self.mode(database + "-shm") & 0o777 == 0o600)
    #expect(Self.mode(database + "-wal") & 0o777 == 0o600)
  }

  /// A household of one, alice, with Read done once.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read")
    return sandbox
  }

  @Test func exportingOverAFileKeepsItsMode() throws {
    let sandbox = try Self.household()
    let path = sandbox.write("private.json", "old")
    chmod(path, 0o600)
    #expect(try Self.run(sandbox, ["export", "-o", path]).status == 0)
    #expect(Self.mode(path) & 0o777 == 0o600)
    #expect(sandbox.text(of: path).hasPrefix("{"))
  }

  @Test func exportingThroughASymlinkReplacesItsTargetAndKeepsTheLink() throws {
    let sandbox = try Self.household()
    let target = sandbox.write("target.json", "old")
    chmod(target, 0o640)
    let link = sandbox.directory.appendingPathComponent("link.json").path
    symlink(target, link)
    #expect(try Self.run(sandbox, ["export", "-o", link]).status == 0)
    #expect(Self.mode(link) & S_IFMT == S_IFLNK)
    #expect(Self.mode(target) & 0o777 == 0o640)
    #expect(sandbox.text(of: target).hasPrefix("{"))
    #expect(
      Self.entries(sandbox).filter { $0.hasSuffix(".json") || $0.contains("tmp") } == Set(["link.json", "target.json"]))
  }

  @Test func exportingToAFIFOWritesIntoIt() throws {
    let sandbox = try Self.household()
    let fifo = sandbox.directory.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/sh")
    // Bounded: where the FIFO gets replaced by a file, nobody else would ever open it for writing.
    reader.arguments = ["-c", "timeout -s KILL 20 cat \"$0\" > \"$0.out\"", fifo]
    try reader.run()
    let result = try Self.run(sandbox, ["export", "-o", fifo])
    reader.waitUntilExit()
    #expect(result.status == 0, "\(result)")
    #expect(Self.mode(fifo) & S_IFMT == S_IFIFO)
    #expect(sandbox.text(of: fifo + ".out").hasPrefix("{"))
  }

  @Test(.enabled(if: geteuid() == 0, "making a device node needs root"))
  func exportingToADeviceWritesThroughIt() throws {
    // A null device of the sandbox's own, so that a failure replaces nothing the machine needs.
    let sandbox = try Self.household()
    let device = sandbox.directory.appendingPathComponent("null").path
    #expect(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)
    #expect(try Self.run(sandbox, ["export", "-o", device]).status == 0)
    #expect(Self.mode(device) & S_IFMT == S_IFCHR)
    #expect(Self.entries(sandbox).filter { $0 != "null" && !$0.hasPrefix("data") && !$0.hasPrefix("state") } == [])
  }

  @Test func aTemporaryNameWhoseSymlinkWasPlantedIsNotFollowed() throws {
    // Given symlinks planted at every name the next few thousand processes' temporary files would have had under
    // `NAME.tmp.<pid>`, pointing at a private file
    let sandbox = try Self.household()
    let victim = sandbox.write("victim", "secret\n")
    let state = sandbox.directory.appendingPathComponent("state/habit")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let last =
      Int(sandbox.text(of: "/proc/sys/kernel/ns_last_pid").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    for pid in last..<(last + 3000) {
      symlink(victim, state.appendingPathComponent("current-user.tmp.\(pid)").path)
      symlink(victim, sandbox.directory.appendingPathComponent("out.json.tmp.\(pid)").path)
    }
    // When habit writes its state file and an export there
    #expect(try sandbox.run("user", "add", "bob").status == 0)
    #expect(try sandbox.run("user", "switch", "bob").status == 0)
    #expect(try sandbox.run("export", "-o", "out.json").status == 0)
    // Then the private file is untouched
    #expect(sandbox.text(of: victim) == "secret\n")
    #expect(sandbox.text(of: sandbox.directory.appendingPathComponent("out.json").path).hasPrefix("{"))
  }

  @Test func aStateFileThatIsAFIFOIsIgnoredInsteadOfWaitedOn() throws {
    let sandbox = try Self.household()
    let state = sandbox.directory.appendingPathComponent("state/habit")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: state.appendingPathComponent("current-user"))
    #expect(mkfifo(state.appendingPathComponent("current-user").path, 0o600) == 0)
    let result = try Self.run(sandbox, ["list", "--format", "csv"])
    #expect(result.status == 0, "\(result)")
  }
}

/// Special files given to `habit import`, and a state directory that cannot be written.
@Suite struct SpecialInputTests {
  @Test func importingAFIFOIsRefusedAtOnceInsteadOfWaitingForAWriter() throws {
    let sandbox = try FileSafetyTests.household()
    let fifo = sandbox.directory.appendingPathComponent("pipe.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let result = try FileSafetyTests.run(sandbox, ["import", fifo])
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            error: \(fifo) is not a regular file (a FIFO, a device or a socket); nothing was imported
            To import what a pipe carries, give it on standard input: habit import - < \(fifo)

            """, status: 65))
  }

  @Test func aHarshFolderWhoseLogIsAFIFOIsRefusedAtOnce() throws {
    let sandbox = try FileSafetyTests.household()
    let folder = sandbox.directory.appendingPathComponent("harsh")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("Gym: 1\n".utf8).write(to: folder.appendingPathComponent("habits"))
    #expect(mkfifo(folder.appendingPathComponent("log").path, 0o600) == 0)
    let result = try FileSafetyTests.run(sandbox, ["import", folder.path, "--format", "harsh"])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("log is not a regular file (a FIFO, a device or a socket)"), "\(result)")
  }

  @Test func addingTheFirstUserWithAStateDirectoryThatCannotBeWrittenSucceedsWithAWarning() throws {
    // Given a state directory that is a file, so nothing can be created in it
    let sandbox = try Sandbox()
    sandbox.write("state", "not a directory")
    // When the first user is added
    let result = try sandbox.run("user", "add", "alice")
    // Then alice is added, the command says so and succeeds, with a warning about the memory
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.hasPrefix("Added user alice.\nWarning: cannot create the directory "), "\(result)")
    #expect(try sandbox.run("user", "list", "--format", "csv").stdout.hasSuffix("alice,true\n"))
  }
}

/// Another OS account (nobody) pointed at a database it may not read.
@Suite(.enabled(if: geteuid() == 0, "switching to another account needs root"))
struct OtherAccountTests {
  @Test(arguments: [["list"], ["done", "Read"], ["export"]])
  func anAccountWithoutPermissionIsToldSoNotThatThereIsNoDatabase(_ command: [String]) throws {
    // Given alice's database in a private directory
    let sandbox = try FileSafetyTests.household()
    let directory = sandbox.directory.appendingPathComponent("private")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    chmod(directory.path, 0o700)
    chmod(sandbox.directory.path, 0o755)
    let path = directory.appendingPathComponent("habit.sqlite").path
    try FileManager.default.copyItem(atPath: sandbox.defaultDatabase, toPath: path)
    // When the account nobody points habit at it
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments =
      ["--reuid=65534", "--regid=65534", "--clear-groups", Sandbox.binary.path] + command + ["--db", path]
    var environment = sandbox.processEnvironment()
    environment["HOME"] = "/nonexistent"
    environment["XDG_STATE_HOME"] = "/nonexistent/state"
    process.environment = environment
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // Then it is told it may not open it, with exit status 77
    #expect(process.terminationStatus == 77, "\(stderr)")
    #expect(stderr.hasPrefix("error: cannot open the database \(path): Permission denied\n"), "\(stderr)")
  }
}

/// A full disk and other failures of the file system, in words and with their own exit code.
@Suite(.enabled(if: geteuid() == 0, "mounting a small file system needs root"))
struct FileSystemFailureTests {
  @Test func aFullDiskIsNamedWithItsFileAndTheDataStays() throws {
    // Given a database on a 1 MB file system, filled up
    let sandbox = try Sandbox()
    let mount = sandbox.directory.appendingPathComponent("small").path
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    #expect(try Self.shell("mount -t tmpfs -o size=1m tmpfs '\(mount)'") == 0)
    defer { _ = try? Self.shell("umount '\(mount)'") }
    let database = mount + "/habit.sqlite"
    sandbox.environment["HABIT_DB"] = database
    #expect(try sandbox.run("user", "add", "alice").status == 0)
    #expect(try sandbox.run("add", "Water").status == 0)
    #expect(try sandbox.run("done", "Water").status == 0)
    #expect(try Self.shell("dd if=/dev/zero of='\(mount)/filler' bs=1k count=2000 2>/dev/null") != 0)
    // When a completion with a long note is recorded
    let result = try sandbox.run(["done", "Water", "--note", String(repeating: "x", count: 1900)])
    // Then the message names the file and the cause, without SQLite's code, and the exit code is 74
    #expect(result.status == 74, "\(result)")
    #expect(
      result.stderr.hasPrefix("error: reading or writing \(database) failed: ")
        || result.stderr.hasPrefix("error: the disk holding \(database) is full"), "\(result)")
    #expect(!result.stderr.contains("SQLite error"), "\(result)")
    // And with room again, the earlier completion is there and the file is sound
    #expect(try Self.shell("rm '\(mount)/filler'") == 0)
    #expect(try sandbox.sqlite3(database, "SELECT count(*) FROM completions") == "1\n")
    #expect(try sandbox.sqlite3(database, "PRAGMA integrity_check") == "ok\n")
  }

  @Test func aFullTemporaryDirectoryDuringAnImportIsNamedAndTheDatabaseStays() throws {
    // Given alice's database on a disk with room, and TMPDIR on a 64 KB file system
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    let temporary = sandbox.directory.appendingPathComponent("tmp").path
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    #expect(try Self.shell("mount -t tmpfs -o size=64k tmpfs '\(temporary)'") == 0)
    defer { _ = try? Self.shell("umount '\(temporary)'") }
    var csv = "user,activity_id,activity,day,amount,unit,note\n"
    for index in 0..<20_000 { csv += "alice,,Read,2026-0\(1 + index % 9)-1\(index % 9),,,note \(index)\n" }
    let file = sandbox.write("big.csv", csv)
    let before = try sandbox.dump(sandbox.defaultDatabase)
    // When a file whose stage outgrows TMPDIR is imported
    let result = try sandbox.run(["import", file], environment: ["TMPDIR": temporary])
    // Then the message names TMPDIR (not the database) and the cause, exit 74, and nothing was written or left
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            error: cannot write the import's temporary file in \(temporary) ($TMPDIR, else /tmp): the disk is full
            Free space in \(temporary) (see: df \(temporary)), or point TMPDIR at a directory with room, such as TMPDIR=/var/tmp. Nothing was imported; the database is unchanged.

            """, status: 74))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
  }

  @Test func aDirectoryAsTheDatabaseIsNamedWithTheCause() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run(["user", "add", "alice", "--db", sandbox.directory.path])
    #expect(result.status == 66, "\(result)")
    #expect(
      result.stderr.hasPrefix("error: cannot open the database \(sandbox.directory.path): it is a directory"),
      "\(result)")
  }

  static func shell(_ command: String) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// An import's stage file in `$TMPDIR` never outlives its process. Ctrl-C and `kill` are
/// replayed by scripts/torture: children of the test runner do not receive them.
@Suite struct StageFileTests {
  static func stageFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix("habit-import-") }
  }

  @Test func aStageFileLeftByAKilledProcessIsSweptByTheNextImport() throws {
    let sandbox = try FileSafetyTests.household()
    let temporary = sandbox.directory.appendingPathComponent("tmp").path
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    // Given a stage file two minutes old whose process is gone, and one a live process holds locked
    let stale = temporary + "/habit-import-dead01"
    let live = temporary + "/habit-import-live01"
    for path in [stale, live] {
      _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
      try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: path)
    }
    let holder = open(live, O_RDONLY)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX) == 0)
    // When another import runs
    let csv = sandbox.write("one.csv", "user,activity_id,activity,day,amount,unit,note\nalice,,Read,2026-11-01,,,\n")
    #expect(try sandbox.run(["import", csv], environment: ["TMPDIR": temporary]).status == 0)
    // Then the dead process's file is gone, and the live one's kept
    #expect(Self.stageFiles(in: temporary) == ["habit-import-live01"])
  }
}
