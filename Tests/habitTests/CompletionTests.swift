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

  @Test func zshAndFishScriptsAreGenerated() throws {
    let sandbox = try Sandbox()
    let zsh = try sandbox.run("--generate-completion-script", "zsh")
    #expect(zsh.status == 0)
    #expect(zsh.stdout.hasPrefix("#compdef habit"))
    let fish = try sandbox.run("--generate-completion-script", "fish")
    #expect(fish.status == 0)
    #expect(fish.stdout.contains("complete -c 'habit'") || fish.stdout.contains("complete -c habit"))
  }
}

extension String {
  /// The text in single quotes, for a bash command line.
  var shellQuoted: String { "'" + replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
