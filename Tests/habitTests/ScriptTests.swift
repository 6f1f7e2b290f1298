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

  /// Runs scripts/install into a new prefix in `sandbox`, with the debug build scripts/test made (instead of
  /// building a release); returns the prefix.
  static func install(in sandbox: Sandbox) throws -> String {
    let build = Self.root.appendingPathComponent(".build/debug").path
    let tool = build + "/generate-manual"
    #expect(FileManager.default.fileExists(atPath: tool), "\(tool) is missing: scripts/test builds it")
    let prefix = sandbox.directory.appendingPathComponent("prefix").path
    let install = try Self.bash(
      "scripts/install \"$PREFIX\"",
      ["PREFIX": prefix, "HABIT_INSTALL_BINARY": build + "/habit", "HABIT_INSTALL_MANUAL_TOOL": tool])
    #expect(install.status == 0, "\(install)")
    return prefix
  }

  /// scripts/install puts the binary, one man page per command and the three completion scripts under PREFIX, and
  /// each works from there.
  @Test func installPutsTheBinaryItsManPagesAndCompletionsUnderThePrefix() throws {
    // Given the binary and generate-manual, built by scripts/test
    let sandbox = try Sandbox()
    // When scripts/install runs with a prefix
    let prefix = try Self.install(in: sandbox)
    // Then the binary runs from there, and `man` finds its page and each command's page
    let version = try Self.bash("\"$PREFIX/bin/habit\" --version", ["PREFIX": prefix])
    #expect(version.status == 0 && !version.stdout.isEmpty, "\(version)")
    for page in ["habit", "habit.done", "habit.import", "habit-done", "habit-user-add"] {
      let man = try Self.bash("MANPATH=\"$PREFIX/share/man\" man -P cat \(page)", ["PREFIX": prefix, "MANWIDTH": "80"])
      #expect(man.status == 0 && man.stdout.contains("SYNOPSIS"), "\(page): \(man)")
    }
    for page in ["habit.done", "habit-done"] {
      #expect(
        try Self.bash("MANPATH=\"$PREFIX/share/man\" man -P cat \(page)", ["PREFIX": prefix]).stdout.contains(
          "--amount"))
    }
    // And each shell's completion script is where that shell looks, and loads
    let bash = try Self.bash(
      "source \"$PREFIX/share/bash-completion/completions/habit\" && complete -p habit", ["PREFIX": prefix])
    #expect(bash.status == 0, "\(bash)")
    let zsh = try Self.bash("zsh -n \"$PREFIX/share/zsh/site-functions/_habit\"", ["PREFIX": prefix])
    #expect(zsh.status == 0, "\(zsh)")
    let fish = try Self.bash("fish -n \"$PREFIX/share/fish/vendor_completions.d/habit.fish\"", ["PREFIX": prefix])
    #expect(fish.status == 0, "\(fish)")
  }

  /// README's exit codes, each with the start of its meaning (the words before the first parenthesis, colon or
  /// semicolon), from its "| code | meaning |" table.
  static func readmeExitCodes() throws -> [(code: String, meaning: String)] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    guard let header = lines.firstIndex(of: "| code | meaning |") else { return [] }
    return lines[(header + 2)...].prefix { $0.hasPrefix("| ") }.map { line in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return (cells[0], cells[1])
    }
  }

  /// `man habit` holds what README tells of goals, the environment, the files and every exit code.
  @Test func theManPageHasTheGoalsTheEnvironmentTheFilesAndREADMEsExitCodes() throws {
    let sandbox = try Sandbox()
    let prefix = try Self.install(in: sandbox)
    let man = try Self.bash(
      "MANPATH=\"$PREFIX/share/man\" man -P cat habit", ["PREFIX": prefix, "MANWIDTH": "2000"])
    #expect(man.status == 0, "\(man)")
    let page = man.stdout
    for section in ["GOALS", "ENVIRONMENT", "FILES", "EXIT STATUS"] {
      #expect(page.contains("\n\(section)\n"), "no \(section) in: \(page)")
    }
    for text in ["3/7d", "150 minutes/week", "HABIT_DB", "HABIT_TODAY", "NO_COLOR", "habit/habit.sqlite"] {
      #expect(page.contains(text), "no \(text) in: \(page)")
    }
    // Each of README's codes is in EXIT STATUS, and nothing else is
    let exitStatus = page.components(separatedBy: "\nEXIT STATUS\n").last ?? ""
    let codes = try Self.readmeExitCodes()
    #expect(codes.count >= 10)
    let listed = exitStatus.components(separatedBy: "\n").compactMap { line -> String? in
      let word = line.trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }
      return word.isEmpty ? nil : String(word)
    }
    #expect(listed == codes.map(\.code).sorted { Int($0)! < Int($1)! }, "\(exitStatus)")
  }

  /// `habit serve` from an installed prefix finds the habit-server installed beside it, and serves.
  @Test func habitServeRunsFromAnInstalledPrefix() throws {
    // Given habit installed into a prefix, away from the build, and a household
    let sandbox = try Sandbox()
    let prefix = try Self.install(in: sandbox)
    let habit = prefix + "/bin/habit"
    #expect(
      try Self.bash("\"$HABIT\" user add alice", ["HABIT": habit, "HABIT_DB": sandbox.defaultDatabase]).status == 0)
    // When habit serve runs from there
    let process = Process()
    process.executableURL = URL(fileURLWithPath: habit)
    process.arguments = ["serve", "--db", sandbox.defaultDatabase, "--listen", "127.0.0.1:0"]
    process.environment = sandbox.processEnvironment()
    let (output, errors) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (output, errors)
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    var stdout = ""
    let deadline = Date().addingTimeInterval(60)
    while !stdout.contains("\n"), process.isRunning, Date() < deadline {
      stdout += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }
    // Then it says where it serves, and a request there gets an HTTP answer
    let prefixText = "Serving \(sandbox.defaultDatabase) at http://127.0.0.1:"
    #expect(stdout.hasPrefix(prefixText), "stdout: \(stdout)")
    let port = stdout.dropFirst(prefixText.count).prefix { $0.isNumber }
    #expect(!port.isEmpty)
    let reply = try Self.bash(
      #"exec 3<>"/dev/tcp/127.0.0.1/$PORT" && printf 'GET / HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3 && head -1 <&3"#,
      ["PORT": String(port)])
    #expect(reply.stdout.hasPrefix("HTTP/1.1 "), "\(reply)")
  }
}
