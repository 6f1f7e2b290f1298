import Foundation
import Testing

/// What a person at a terminal sees, against what a pipe gets.
@Suite struct TerminalTests {
  static let escape = "\u{1B}["

  @Test func colourOnATerminalOnly() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read", "--color", "blue")
    let terminal = try sandbox.runInTerminal(["list"])
    #expect(terminal.status == 0)
    #expect(terminal.stdout.contains(Self.escape + "38;2;30;136;229;1mRead" + Self.escape + "0m"))
    #expect(!(try sandbox.run(["list"]).stdout.contains(Self.escape)))
    let noColor = try sandbox.runInTerminal(["list"], environment: ["NO_COLOR": "1"])
    #expect(noColor.status == 0)
    #expect(noColor.stdout.contains("Read"))
    #expect(!noColor.stdout.contains(Self.escape))
  }

  @Test func aPersonConfirmsAtThePrompt() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    let declined = try sandbox.runInTerminal(["user", "remove", "bob"], stdin: "n\n", environment: ["NO_COLOR": "1"])
    #expect(declined.status == 1)
    #expect(declined.stdout.contains("Remove bob with 0 activities, 0 completions and 0 skipped or failed days? [y/N]"))
    #expect(declined.stdout.contains("error: cancelled; nothing was changed"))
    #expect(try sandbox.run(["user", "list"]).stdout == "* alice\n  bob\n")
    let confirmed = try sandbox.runInTerminal(["user", "remove", "bob"], stdin: "y\n", environment: ["NO_COLOR": "1"])
    #expect(confirmed.status == 0)
    #expect(confirmed.stdout.contains("Removed bob."))
    #expect(try sandbox.run(["user", "list"]).stdout == "* alice\n")
  }
}
