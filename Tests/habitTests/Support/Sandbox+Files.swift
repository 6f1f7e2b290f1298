import Foundation
import Synchronization

extension Sandbox {
  /// Writes a file into the sandbox and returns its path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) -> String {
    let path = directory.appendingPathComponent(name).path
    let created = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    precondition(created, "cannot write \(path)")
    return path
  }

  @discardableResult
  func write(_ name: String, _ text: String) -> String { write(name, Array(text.utf8)) }

  func text(of path: String) -> String { String(decoding: bytes(of: path) ?? Data(), as: UTF8.self) }

  /// Runs the `sqlite3` command line on a database file (which must exist) and returns its output.
  func sqlite3(_ path: String, _ arguments: String...) throws -> String {
    precondition(FileManager.default.fileExists(atPath: path), "sqlite3 would create \(path)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let watchdog = Watchdog(pid: process.processIdentifier, seconds: deadline)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    _ = watchdog.reap { true }
    return String(decoding: data, as: UTF8.self)
  }

  /// Everything in a database file as SQL text: equal dumps mean equal databases.
  func dump(_ path: String) throws -> String { try sqlite3(path, ".dump") }
}

extension Sandbox {
  /// Starts `habit ARGS` without waiting for it, with empty standard input and its output discarded.
  func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = Sandbox.binary
    process.arguments = arguments
    process.environment = processEnvironment()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}

extension Sandbox {
  /// Starts `habit ARGS` as a shell does, with no signal blocked (Foundation's `Process` passes on the test
  /// runner's blocked signals, so a SIGINT sent to it would wait), input and output on /dev/null.
  func spawn(_ arguments: [String]) throws -> pid_t {
    let env = processEnvironment()
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in Int32(0)...2 {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let argv = ([Sandbox.binary.path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    let failure = posix_spawn(&pid, Sandbox.binary.path, &actions, &attributes, argv, envp)
    guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
    Sandbox.watchdogs.withLock { $0[pid] = Watchdog(pid: pid, seconds: deadline) }
    return pid
  }

  /// The watchdogs of spawned processes not yet reaped, by pid.
  static let watchdogs = Mutex<[pid_t: Watchdog]>([:])

  /// Waits for a spawned process to end: its exit status, or the signal that ended it.
  func waitForEnd(of pid: pid_t) -> (status: Int32?, signal: Int32?) {
    var status: Int32 = 0
    if let watchdog = Sandbox.watchdogs.withLock({ $0.removeValue(forKey: pid) }) {
      // Polled, so that the reaping and the watchdog's kill never overlap; the watchdog bounds the wait.
      while !watchdog.reap({
        let reaped = waitpid(pid, &status, WNOHANG)
        return reaped == pid || (reaped < 0 && errno != EINTR)
      }) {
        usleep(1_000)
      }
    } else {
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    let signal = status & 0x7f
    return signal == 0 ? ((status >> 8) & 0xff, nil) : (nil, signal)
  }

  /// Whether a spawned process is still running: it exists and is not a zombie waiting for `waitForEnd`.
  func isRunning(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let closing = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(closing, offsetBy: 2)] != "Z"
  }
}
