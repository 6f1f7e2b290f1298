import Foundation
import Testing

/// Shell completions, driven through bash's own completion machinery: the script `habit` generates is sourced, and
/// its completion function runs as if Tab were pressed at the end of a line.
@Suite struct CompletionTests {
  /// Sets bash's completion variables for the line, calls the function registered for `habit`, prints COMPREPLY.
  static let driver = #"""
    source "$1"
    line="$2"
    read -ra COMP_WORDS <<<"$line"
    [[ "$line" == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="$line"
    COMP_POINT=${#line}
    COMPREPLY=()
    function="$(complete -p habit | sed -E 's/.*-F ([^ ]+) .*/\1/')"
    "$function" habit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    printf '%s\n' "${COMPREPLY[@]}"
    """#

  func complete(_ sandbox: Sandbox, _ line: String) throws -> [String] {
    let result = try sandbox.shell("bash -c \(Self.driver.shellQuoted) completion habit.bash \(line.shellQuoted)")
    #expect(result.status == 0, "\(result)")
    return result.stdout.split(separator: "\n").map(String.init).sorted()
  }

  @Test func bashCompletesCommandsNamesFormatsAndPresets() throws {
    // Given a household, and the bash script habit generates
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("--user", "alice", "add", "Running")
    try sandbox.run("--user", "alice", "add", "Reading")
    try sandbox.run("--user", "alice", "add", "Meditate")
    #expect(try sandbox.shell("habit --generate-completion-script bash > habit.bash").status == 0)
    // Then Tab completes commands, the acting user's activities, users, formats and preset keys
    #expect(try complete(sandbox, "habit sta") == ["stats"])
    #expect(try complete(sandbox, "habit done R") == ["Reading", "Running"])
    #expect(try complete(sandbox, "habit stats --user alice Me") == ["Meditate"])
    #expect(try complete(sandbox, "habit user switch ") == ["alice", "bob"])
    #expect(try complete(sandbox, "habit list --format ") == ["csv", "json", "table"])
    #expect(try complete(sandbox, "habit import x --format loop") == ["loop-csv", "loop-db"])
    #expect(try complete(sandbox, "habit add --preset wa") == ["walk", "water"])
  }

  /// alice (Running, Reading, Meditate, a challenge running on Meditate), bob (Drums, Dance).
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    for name in ["Running", "Reading", "Meditate"] { try sandbox.run("--user", "alice", "add", name) }
    for name in ["Drums", "Dance"] { try sandbox.run("--user", "bob", "add", name) }
    try sandbox.run("--user", "alice", "challenge", "start", "Meditate", "--days", "30")
    return sandbox
  }

  @Test func bashCompletesAfterGlobalOptionsBeforeTheCommandDatesAndRunningChallenges() throws {
    // Given a household, and the bash script habit generates
    let sandbox = try Self.household()
    #expect(try sandbox.shell("habit --generate-completion-script bash > habit.bash").status == 0)
    // Then global options before the command are read as the command line reads them
    #expect(try complete(sandbox, "habit --user bob done D") == ["Dance", "Drums"])
    #expect(
      try complete(sandbox, "habit --db \(sandbox.defaultDatabase) --user alice show R") == ["Reading", "Running"])
    #expect(try complete(sandbox, "habit --user ") == ["alice", "bob"])
    #expect(try complete(sandbox, "habit --user alice sta") == ["stats"])
    // And --date offers today and yesterday, and challenge check the activities with a running challenge
    #expect(try complete(sandbox, "habit done Running --date ") == ["today", "yesterday"])
    #expect(try complete(sandbox, "habit --user alice challenge check ") == ["Meditate"])
  }

  @Test func anOlderFileIsCompletedWithoutTheNoteAboutUpgradingIt() throws {
    // Given a file written by an older habit (alice reads), and the bash script
    let sandbox = try Sandbox()
    let path = try UpgradeCommandTests.olderFile(in: sandbox)
    #expect(try sandbox.shell("habit --generate-completion-script bash > habit.bash").status == 0)
    // When Tab is pressed after an activity's first letter
    let line = "habit done --db \(path) R"
    let result = try sandbox.shell("bash -c \(Self.driver.shellQuoted) completion habit.bash \(line.shellQuoted)")
    // Then the activity is offered, and nothing lands in the middle of the line being typed
    #expect(result.stdout == "Read\n")
    #expect(result.stderr == "")
  }

  /// Completes `line` in an interactive zsh run under zpty, as if Tab were pressed, and prints what zsh lists
  /// (everything after the line it was given until `END`).
  static let zshDriver = #"""
    zmodload zsh/zpty
    zpty z zsh -f -i
    zpty -w z 'PROMPT= ; fpath=($PWD $fpath); autoload -U compinit; compinit -u -D; bindkey "^I" list-choices'
    zpty -w z 'print BEGIN'
    zpty -n -w z "$1"$'\t'
    output='' started=$SECONDS
    # Waits for the listing (or 30 s on a busy machine), then ends the session with a marker.
    until [[ $output == *"$2"* ]] || (( SECONDS - started > 30 )); do
      zpty -r -t z line && output+=$line || sleep 0.1
    done
    zpty -w z $'\C-u''print END'
    until [[ $output == *END* ]] || (( SECONDS - started > 40 )); do
      zpty -r -t z line && output+=$line || sleep 0.1
    done
    print -r -- ${output#*BEGIN}
    """#

  /// Runs `lines` in an interactive fish on a pseudo-terminal and prints their output.
  func fish(_ sandbox: Sandbox, _ lines: [String]) throws -> String {
    try (["source habit.fish"] + lines + ["exit"]).joined(separator: "\n").write(
      to: sandbox.directory.appendingPathComponent("commands.fish"), atomically: true, encoding: .utf8)
    let result = try sandbox.shell(
      "script -qec \("fish -i -C 'set fish_greeting' < commands.fish".shellQuoted) /dev/null",
      environment: ["HABIT_DB": sandbox.defaultDatabase])
    #expect(result.status == 0, "\(result)")
    return result.stdout.replacingOccurrences(of: "\r", with: "")
  }

  @Test func zshAndFishCompleteNamesThroughTheirOwnMachinery() throws {
    // Given a household, zsh and fish (scripts/test installs them), and the scripts habit generates for them
    #expect(FileManager.default.fileExists(atPath: "/usr/bin/zsh"), "zsh is missing: scripts/test installs it")
    #expect(FileManager.default.fileExists(atPath: "/usr/bin/fish"), "fish is missing: scripts/test installs it")
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("--user", "alice", "add", "Running")
    try sandbox.run("--user", "alice", "add", "Reading")
    try sandbox.run("--user", "alice", "add", "Meditate")
    #expect(try sandbox.shell("habit --generate-completion-script zsh > _habit").status == 0)
    #expect(try sandbox.shell("habit --generate-completion-script fish > habit.fish").status == 0)
    // When Tab is pressed after an activity's first letter in zsh
    let zsh = try sandbox.shell(
      "zsh -f -c \(Self.zshDriver.shellQuoted) driver 'habit stats --user alice R' Running",
      environment: ["HABIT_DB": sandbox.defaultDatabase])
    // Then zsh lists the two activities habit names, and not the third
    #expect(zsh.stdout.contains("Reading") && zsh.stdout.contains("Running"), "\(zsh)")
    #expect(!zsh.stdout.contains("Meditate"), "\(zsh)")
    // And fish (3.6, Debian's) completes commands, activities, users and formats
    let fish = try fish(
      sandbox,
      [
        "echo A", "complete -C 'habit sta'", "echo B", "complete -C 'habit stats --user alice R'", "echo C",
        "complete -C 'habit user switch '", "echo D", "complete -C 'habit list --format '", "echo E",
      ])
    let answers = fish.components(separatedBy: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? $0 }
    func between(_ start: String, _ end: String) -> [String] {
      guard let from = answers.firstIndex(of: start), let to = answers.firstIndex(of: end), from < to else { return [] }
      return answers[(from + 1)..<to].sorted()
    }
    #expect(between("A", "B") == ["stats"], "\(fish)")
    #expect(between("B", "C") == ["Reading", "Running"], "\(fish)")
    #expect(between("C", "D") == ["alice", "bob"], "\(fish)")
    #expect(between("D", "E") == ["csv", "json", "table"], "\(fish)")
  }

  @Test func zshAndFishCompleteAfterGlobalOptionsBeforeTheCommand() throws {
    // Given a household, and the zsh and fish scripts
    let sandbox = try Self.household()
    #expect(try sandbox.shell("habit --generate-completion-script zsh > _habit").status == 0)
    #expect(try sandbox.shell("habit --generate-completion-script fish > habit.fish").status == 0)
    // When Tab is pressed after bob's activity's first letter, --user before the command, in zsh
    let zsh = try sandbox.shell(
      "zsh -f -c \(Self.zshDriver.shellQuoted) driver 'habit --user bob done D' Drums",
      environment: ["HABIT_DB": sandbox.defaultDatabase])
    // Then zsh lists bob's activities, not alice's
    #expect(zsh.stdout.contains("Drums") && zsh.stdout.contains("Dance"), "\(zsh)")
    #expect(!zsh.stdout.contains("Running"), "\(zsh)")
    // And fish completes bob's activities, users after --user, days after --date, running challenges
    let fish = try fish(
      sandbox,
      [
        "echo A", "complete -C 'habit --user bob done D'", "echo B", "complete -C 'habit --user '", "echo C",
        "complete -C 'habit done Running --date '", "echo D", "complete -C 'habit --user alice challenge check '",
        "echo E",
      ])
    let answers = fish.components(separatedBy: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? $0 }
    func between(_ start: String, _ end: String) -> [String] {
      guard let from = answers.firstIndex(of: start), let to = answers.firstIndex(of: end), from < to else { return [] }
      return answers[(from + 1)..<to].sorted()
    }
    #expect(between("A", "B") == ["Dance", "Drums"], "\(fish)")
    #expect(between("B", "C") == ["alice", "bob"], "\(fish)")
    #expect(between("C", "D") == ["today", "yesterday"], "\(fish)")
    #expect(between("D", "E") == ["Meditate"], "\(fish)")
  }
}

extension String {
  /// The text in single quotes, for a bash command line.
  var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
