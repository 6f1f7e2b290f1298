import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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

  @Test("On loopback it prints the URL to open, and no warning nor the framework's log line")
  func loopback() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let (stdout, stderr) = try serve(sandbox, ["--listen", "127.0.0.1:0"])
    #expect(stdout.hasPrefix("Serving \(sandbox.defaultDatabase) at http://127.0.0.1:"))
    #expect(stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(stdout)")
    #expect(!stderr.contains("warning"))
    #expect(!(stdout + stderr).contains("Server started"), "\(stdout)\(stderr)")
  }

  @Test("On every address it prints this machine's addresses a phone can open, and warns who can open the pages")
  func networkWarning() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let (stdout, stderr) = try serve(sandbox, ["--listen", "0.0.0.0:0"])
    let addresses = try Self.networkAddresses()
    #expect(stdout.hasPrefix("Serving \(sandbox.defaultDatabase) at http://"))
    for address in addresses { #expect(stdout.contains("http://\(address):"), "\(address) in \(stdout)") }
    if !addresses.isEmpty { #expect(!stdout.contains("localhost"), "\(stdout)") }
    #expect(
      stderr
        == "warning: listening on 0.0.0.0: any device on the network can open these pages and record for every "
        + "member who has no PIN (members with a PIN are asked for it). Use 127.0.0.1 to keep the pages to this "
        + "machine.\n")
  }

  /// This machine's IPv4 addresses but loopback, as `ip` lists them.
  static func networkAddresses() throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
    process.arguments = ["-4", "-o", "addr", "show"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard let inet = words.firstIndex(of: "inet"), inet + 1 < words.count else { return nil }
      let address = String(words[inet + 1].prefix { $0 != "/" })
      return address.hasPrefix("127.") ? nil : address
    }
  }

  @Test("A port in use: a sentence naming the port and what to do, exit 1, no trace of the network library")
  func portInUse() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    // Given another program listening on a loopback port
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && listen(listener, 8) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    try #require(bound)
    let port = Int(UInt16(bigEndian: address.sin_port))
    // When habit serve is asked to listen there
    let result = try sandbox.run("serve", "--listen", "127.0.0.1:\(port)")
    // Then it says so in a sentence
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            error: cannot serve at 127.0.0.1:\(port): another program (perhaps another habit serve) is using port \(port)
            Stop it, or choose another port: habit serve --listen 127.0.0.1:\(port + 1)

            """, status: 1))
  }

  @Test("serve takes no --user: the pages ask each member who they are")
  func noUserOption() throws {
    // No database: a server that took --user would stop at that, not serve
    let sandbox = try Sandbox()
    let result = try sandbox.run("serve", "--user", "alice", "--listen", "127.0.0.1:0")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--user"))
    #expect(try sandbox.run("serve", "--help").stdout.contains("--user") == false)
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
