import ArgumentParser
import Testing

@testable import habit

/// Start-up cost: a command without an explicit `commandName` makes swift-argument-parser derive every name by
/// reflection at each start (77% of `habit list`'s instructions before every command had one).
@Suite struct CommandNameTests {
  @Test func everyCommandNamesItselfExplicitly() {
    var unnamed: [String] = []
    var pending: [any ParsableCommand.Type] = [Habit.self]
    while let command = pending.popLast() {
      if command.configuration.commandName == nil { unnamed.append(String(reflecting: command)) }
      pending += command.configuration.subcommands
    }
    #expect(unnamed == [])
  }
}
