import ArgumentParser
import HabitStore

/// The command line as a person types it, made ready for ArgumentParser, which reads it next.
enum Arguments {
  /// Global options written before the command (`habit --db FILE list`) go after it, where every command takes
  /// them (before a `--` that ends the options).
  static func globalOptionsLast(_ arguments: [String]) -> [String] {
    var leading: [String] = []
    var rest = arguments[...]
    while let first = rest.first {
      if first == "--db" || first == "--user" {
        leading += rest.prefix(2)
        rest = rest.dropFirst(2)
      } else if first.hasPrefix("--db=") || first.hasPrefix("--user=") {
        leading.append(first)
        rest = rest.dropFirst()
      } else {
        break
      }
    }
    guard !leading.isEmpty, !rest.isEmpty else { return arguments }
    let end = rest.firstIndex(of: "--") ?? rest.endIndex
    return Array(rest[..<end]) + leading + Array(rest[end...])
  }

  /// Refuses a word that names no command where one is expected (`habit dne Running`, `habit user ad bob`,
  /// `habit help nosuch`), suggesting the closest commands. Without it ArgumentParser would hand the word to the
  /// group's default command and print that command's usage. (No default command takes an argument, so a word in
  /// that place is always meant as a command.)
  static func checkCommands(_ arguments: [String]) throws {
    var command: ParsableCommand.Type = Habit.self
    var path = ["habit"]
    var words = arguments.first == "help" ? arguments.dropFirst() : arguments[...]
    while let word = words.first, !word.hasPrefix("-") {
      let subcommands = command.configuration.subcommands
      guard !subcommands.isEmpty else { return }
      let names = subcommands.map { ($0, [$0._commandName] + $0.configuration.aliases) }
      guard let (next, _) = names.first(where: { $0.1.contains(word) }) else {
        let suggestions = closestNames(to: word, in: names.map(\.1[0])).map { (path + [$0]).joined(separator: " ") }
        throw CLIError.usage(
          "'\(word)' is not a command of \(path.joined(separator: " "))",
          hint: suggestions.isEmpty
            ? "See them with: \(path.joined(separator: " ")) --help"
            : "Did you mean: \(suggestions.joined(separator: ", "))?")
      }
      command = next
      path.append(word)
      words = words.dropFirst()
    }
  }
}
