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

  /// scripts/install puts the binary, one man page per command and the three completion scripts under PREFIX, and
  /// each works from there. (It installs the debug build scripts/test made, instead of building a release.)
  @Test func installPutsTheBinaryItsManPagesAndCompletionsUnderThePrefix() throws {
    // Given the binary and generate-manual, built by scripts/test
    let build = Self.root.appendingPathComponent(".build/debug").path
    let tool = build + "/generate-manual"
    #expect(FileManager.default.fileExists(atPath: tool), "\(tool) is missing: scripts/test builds it")
    let prefix = try Sandbox().directory.appendingPathComponent("prefix").path
    // When scripts/install runs with a prefix
    let install = try Self.bash(
      "scripts/install \"$PREFIX\"",
      ["PREFIX": prefix, "HABIT_INSTALL_BINARY": build + "/habit", "HABIT_INSTALL_MANUAL_TOOL": tool])
    #expect(install.status == 0, "\(install)")
    // Then the binary runs from there, and `man` finds its page and each command's page
    let version = try Self.bash("\"$PREFIX/bin/habit\" --version", ["PREFIX": prefix])
    #expect(version.status == 0 && !version.stdout.isEmpty, "\(version)")
    for page in ["habit", "habit.done", "habit.import"] {
      let man = try Self.bash("MANPATH=\"$PREFIX/share/man\" man -P cat \(page)", ["PREFIX": prefix, "MANWIDTH": "80"])
      #expect(man.status == 0 && man.stdout.contains("SYNOPSIS"), "\(page): \(man)")
    }
    #expect(
      try Self.bash("MANPATH=\"$PREFIX/share/man\" man -P cat habit.done", ["PREFIX": prefix]).stdout.contains(
        "--amount"))
    // And each shell's completion script is where that shell looks, and loads
    let bash = try Self.bash(
      "source \"$PREFIX/share/bash-completion/completions/habit\" && complete -p habit", ["PREFIX": prefix])
    #expect(bash.status == 0, "\(bash)")
    let zsh = try Self.bash("zsh -n \"$PREFIX/share/zsh/site-functions/_habit\"", ["PREFIX": prefix])
    #expect(zsh.status == 0, "\(zsh)")
    let fish = try Self.bash("fish -n \"$PREFIX/share/fish/vendor_completions.d/habit.fish\"", ["PREFIX": prefix])
    #expect(fish.status == 0, "\(fish)")
  }
}
