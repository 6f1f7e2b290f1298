import Foundation
import Testing

/// The scripts README tells a newcomer to type (scripts/run, scripts/test, scripts/install), run as real processes.
@Suite struct ScriptTests {
  /// The repository's root, where the scripts are.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs a bash command line in the repository's root, with this process's environment changed by `changes`
  /// (an empty value stays set and empty; nil unsets the variable).
  static func bash(_ script: String, _ changes: [String: String?] = [:]) throws -> Sandbox.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = root
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in changes { environment[name] = value }
    process.environment = environment
    let (output, errors) = (Pipe(), Pipe())
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Sandbox.Result(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }

  @Test func anEmptyOrRelativeXDGDirectoryDoesNotStopSwiftPM() throws {
    // Given XDG directories set but empty or relative, which SwiftPM refuses ("invalid absolute path ''")
    let scratch = try Sandbox()
    // When the scripts' setup runs SwiftPM (on a scratch directory of its own, so no build is disturbed)
    let result = try Self.bash(
      ". scripts/lib/setup.sh && habit_require_swift && swift package --scratch-path \"$SCRATCH\" describe --type json",
      ["XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": "cache", "SCRATCH": scratch.directory.path])
    // Then SwiftPM reads the package
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("\"name\" : \"habit\""))
  }
}
