import Foundation
import Testing

/// `habit serve` runs `habit-server` next to `habit` as a real process.
@Suite("habit serve")
struct ServeCommandTests {
  /// Starts `habit serve ARGS`, waits for the line with the URL, then stops it; returns stdout and stderr.
  func serve(_ sandbox: Sandbox, _ arguments: [String]) throws -> (stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = Sandbox.binary
    process.arguments = ["serve"] + arguments
    process.environment = sandbox.processEnvironment()
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    var stdout = ""
    let deadline = Date().addingTimeInterval(30)
    while !stdout.contains("\n"), process.isRunning, Date() < deadline {
      stdout += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }
    process.terminate()
    process.waitUntilExit()
    stdout += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (stdout, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
  }

  @Test("On loopback it prints the URL to open and no warning")
  func loopback() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let (stdout, stderr) = try serve(sandbox, ["--listen", "127.0.0.1:0"])
    #expect(stdout.hasPrefix("Serving \(sandbox.defaultDatabase) at http://127.0.0.1:"))
    #expect(!stderr.contains("warning"))
  }

  @Test("On an address the network can reach it warns who can open the pages")
  func networkWarning() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let (stdout, stderr) = try serve(sandbox, ["--listen", "0.0.0.0:0"])
    #expect(stdout.hasPrefix("Serving \(sandbox.defaultDatabase) at http://localhost:"))
    #expect(stderr.contains("warning: listening on 0.0.0.0: anyone who can reach this machine"))
  }

  @Test("habit-server takes HABIT_TODAY as the command line does: a day that is not one exits 64, nothing served")
  func badPinnedToday() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let process = Process()
    process.executableURL = Sandbox.binary.deletingLastPathComponent().appendingPathComponent("habit-server")
    process.arguments = ["--db", sandbox.defaultDatabase, "--listen", "127.0.0.1:0"]
    var environment = sandbox.processEnvironment()
    environment["HABIT_TODAY"] = "2026-02-30"
    process.environment = environment
    let (output, errors) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (output, errors)
    try process.run()
    // Without the check the server would serve until stopped: give it a bounded time, then stop it.
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning, Date() < deadline { usleep(50_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 64)
    #expect(stderr.hasPrefix("error: HABIT_TODAY: "))
    #expect(stderr.hasSuffix("Set it to a day such as 2026-03-01, or unset it.\n"))
    #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).isEmpty)
  }

  @Test("A --listen that is not HOST:PORT exits 64 with a sentence and an example, before anything is opened")
  func badListen() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.run("serve", "--listen", "localhost:http")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--listen: 'localhost:http' is not HOST:PORT"))
    #expect(result.stderr.contains("For example 127.0.0.1:8080"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase))
  }
}
