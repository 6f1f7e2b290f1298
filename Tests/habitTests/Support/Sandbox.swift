import Foundation

/// A throwaway home for running the real `habit` binary: its own HOME, XDG directories and database, and a
/// pinned "today".
// Unchecked: its settings are set up front; concurrent use only reads them and starts processes.
final class Sandbox: @unchecked Sendable {
  struct Result: Equatable, CustomStringConvertible {
    let stdout: String
    let stderr: String
    let status: Int32
    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
  }

  let directory: URL
  var today: String
  var environment: [String: String] = [:]
  /// How long a `habit` (or shell) process the sandbox starts may run before it is killed: generous, since the
  /// whole suite shares two cores, yet a hang still ends its test.
  var deadline: Double = 600

  init(today: String = "2026-11-21") throws {
    self.today = today
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// Where the default database lands: `$XDG_DATA_HOME/habit/habit.sqlite`.
  var defaultDatabase: String { directory.appendingPathComponent("data/habit/habit.sqlite").path }

  static let binary: URL = {
    // The test bundle sits next to the products it was built with.
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("habit")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/habit")
  }()

  /// Runs `habit ARGS` and waits for it; standard input is `stdin`, or empty (not a terminal).
  @discardableResult
  func run(_ arguments: [String], stdin: String = "", environment extra: [String: String] = [:]) throws -> Result {
    try launch(Sandbox.binary, arguments, stdin: stdin, environment: extra)
  }

  /// Runs `habit ARGS` on a pseudo-terminal (util-linux `script`), as a person at a terminal would; standard
  /// output and error arrive merged, with the terminal's CRLF line endings.
  func runInTerminal(_ arguments: [String], stdin: String = "", environment extra: [String: String] = [:]) throws
    -> Result
  {
    let quoted = ([Sandbox.binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try launch(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qec", quoted.joined(separator: " "), "/dev/null"], stdin: stdin,
      environment: extra)
  }

  func launch(_ executable: URL, _ arguments: [String], stdin: String, environment extra: [String: String])
    throws -> Result
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    // Relative paths a command writes (VACUUM INTO 'copy.db') land in the sandbox, never in the repository.
    process.currentDirectoryURL = directory
    process.environment = processEnvironment(extra)
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let watchdog = Watchdog(pid: process.processIdentifier, seconds: deadline)
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    // Read both pipes before waiting, so a large output cannot fill a pipe and stall the child.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    // Foundation reaps the child on its own thread, so the watchdog is disarmed as soon as the child has ended.
    process.waitUntilExit()
    _ = watchdog.reap { true }
    let killed = watchdog.fired ? "--- killed: still running after \(deadline) seconds\n" : ""
    return Result(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self) + killed,
      status: process.terminationStatus)
  }

  /// What `habit` runs with: the sandbox's directories and day, then `environment`, then `extra`; empty values
  /// are left out.
  func processEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var env = [
      "PATH": "/usr/bin:/bin",
      "HOME": directory.path,
      "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
      "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
      "HABIT_TODAY": today,
      "LANG": "C.UTF-8",
    ]
    env.merge(environment) { $1 }
    env.merge(extra) { $1 }
    return env.filter { !$0.value.isEmpty }
  }

  @discardableResult
  func run(_ commandLine: String..., stdin: String = "") throws -> Result {
    try run(commandLine, stdin: stdin)
  }

  func bytes(of path: String) -> Data? { FileManager.default.contents(atPath: path) }

  /// Every file under the sandbox with its content, keyed by its path inside it.
  func files() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let root = directory.resolvingSymlinksInPath().path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return files }
    for case let path as String in walker {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[path] = FileManager.default.contents(atPath: root + "/" + path) ?? Data()
      }
    }
    return files
  }
}
