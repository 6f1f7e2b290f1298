import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Sandbox {
  /// What the terminal showed while a command ran on it, and the command's result.
  struct TerminalRun {
    let result: Result
    /// Everything written to the terminal: prompts, and the line feeds echoed for Enter (typed text is not echoed).
    let terminal: String
  }

  /// Runs `habit ARGS` with a controlling terminal, a pseudo-terminal, while standard input (empty), output and
  /// error stay pipes as in `run`. Each time the terminal shows a question (text ending in ": "), the next of
  /// `answers` is typed, followed by Enter.
  func runOnTerminal(_ arguments: [String], answers: [String]) throws -> TerminalRun {
    let master = PTY.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
    // ptsname_r, not ptsname: ptsname's answer is in one buffer for the whole process, and tests run in parallel. A
    // test that read another's terminal name spawned its child on that terminal, which then had no controlling
    // terminal of its own (seen once in a full run: "there is no terminal to ask it on").
    var name = [CChar](repeating: 0, count: 128)
    guard master >= 0, PTY.grant(master) == 0, PTY.unlock(master) == 0,
      PTY.slaveName(master, &name, name.count) == 0
    else {
      throw POSIXError(.ENOTTY)
    }
    let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Held open here too: with no slave open (before the child opens it), reading the master fails at once.
    let slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    defer {
      close(slave)
      close(master)
    }
    // Foundation's pipes are closed on exec, so no other test's child inherits them.
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    let pipes = [input, output, errors].map {
      [$0.fileHandleForReading.fileDescriptor, $0.fileHandleForWriting.fileDescriptor]
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
    posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
    posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
    // Opened by a new session's leader without O_NOCTTY, the terminal becomes the child's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 3, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_addclose(&actions, 3)
    // Nothing else of this process (other tests' pipes among them) goes to the child.
    _ = PTY.addCloseFrom(&actions, 4)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(0x80))  // POSIX_SPAWN_SETSID
    let argv = ([Sandbox.binary.path] + arguments).map { strdup($0) } + [nil]
    let envp = processEnvironment().map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    _ = PTY.addChangeDirectory(&actions, directory.path)
    let spawned = posix_spawn(&pid, Sandbox.binary.path, &actions, &attributes, argv, envp)
    try input.fileHandleForReading.close()
    try input.fileHandleForWriting.close()
    try output.fileHandleForWriting.close()
    try errors.fileHandleForWriting.close()
    guard spawned == 0 else { throw POSIXError(.ECHILD) }

    // Answer the questions until the child exits (or, as a safety net, 30 seconds pass).
    var shown = Data()
    var answered = 0
    var remaining = answers[...]
    var buffer = [UInt8](repeating: 0, count: 4096)
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(30)
    while true {
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 50) > 0, case let count = read(master, &buffer, buffer.count), count > 0 {
        shown.append(contentsOf: buffer[0..<count])
        let text = String(decoding: shown, as: UTF8.self)
        let questions = text.components(separatedBy: ": ").count - 1
        if questions > answered, text.hasSuffix(": "), let answer = remaining.popFirst() {
          answered = questions
          _ = (answer + "\n").withCString { Glibc.write(master, $0, strlen($0)) }
        }
        continue
      }
      if waitpid(pid, &status, WNOHANG) == pid { break }
      if Date() > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        break
      }
    }
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return TerminalRun(
      result: Result(
        stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
        status: exitCode),
      terminal: String(decoding: shown, as: UTF8.self))
  }
}

/// The pseudo-terminal functions, which Swift's Glibc module leaves out (they need _XOPEN_SOURCE), found at run
/// time in the C library.
enum PTY {
  static func function<T>(_ name: String, as type: T.Type) -> T {
    unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)!, to: type)
  }

  static let openMaster = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
  static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
  static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
  static let addChangeDirectory = function(
    "posix_spawn_file_actions_addchdir_np",
    as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self)
  static let addCloseFrom = function(
    "posix_spawn_file_actions_addclosefrom_np",
    as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
  static let slaveName = function(
    "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
}
