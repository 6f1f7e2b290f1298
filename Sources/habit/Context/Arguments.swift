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

  /// A completion request from fish older than 4.0. ArgumentParser's fish script asks fish for the cursor's place
  /// in the word being completed (`commandline -tC`), which fish 3 answers with nothing, so the request
  /// (`---completion PATH -- ARGUMENT COUNT CURSOR WORDS...`) arrives without CURSOR and ArgumentParser stops with
  /// "Internal error": no activity or user name is ever completed. The cursor is then taken to be at the end of
  /// the word, where Tab is pressed. The same script stands for an empty word with the two characters `''`, which
  /// match no name; they are read as the empty word they stand for.
  static func completingForOldFish(_ arguments: [String], shell: String?) -> [String] {
    guard shell == "fish", arguments.first == "---completion", let end = arguments.firstIndex(of: "--"),
      arguments.count > end + 2, let count = Int(arguments[end + 2])
    else { return arguments }
    let hasCursor = arguments.count > end + 3 && Int(arguments[end + 3]) != nil
    var fixed = arguments
    let current = end + (hasCursor ? 4 : 3) + count
    if fixed.indices.contains(current), fixed[current] == "''" { fixed[current] = "" }
    if !hasCursor { fixed.insert(String(fixed.indices.contains(current) ? fixed[current].count : 0), at: end + 3) }
    return fixed
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
