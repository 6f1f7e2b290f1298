/// An everyday command line (`habit`, `today`, `list`, `prompt`, `done NAME`), read without ArgumentParser.
///
/// ArgumentParser builds every command's argument set by reflection at each start: 13 M of `habit list`'s 23 M
/// instructions, against 6 M for all of `sqlite3` running one query. These lines are read here instead, and
/// anything unusual on them (help, an unknown or repeated option, a missing value, a value the parser would refuse,
/// `--`) is left to ArgumentParser, so that usage, errors and exit codes stay its own. `InvocationTests` checks that
/// both read the same lines alike, and the commands' `run()` call the same bodies.
///
/// ```swift
/// Invocation(["list", "--format", "json"])  // .list(db: nil, user: nil, format: .json, all: false)
/// Invocation(["list", "--help"])            // nil: ArgumentParser prints the help
/// ```
enum Invocation: Equatable {
  case today(db: String?, user: String?, format: OutputFormat)
  case list(db: String?, user: String?, format: OutputFormat, all: Bool)
  case prompt(db: String?, user: String?)
  case done(db: String?, user: String?, activity: String, date: String, amount: Double?, note: String?)

  /// How an option is written after its command.
  private enum Kind {
    case flag
    /// A value in the next argument unless it starts with a dash (`--db`).
    case value
    /// The next argument whatever it is (`--date -3`, `--note "-5 degrees"`).
    case anyValue
  }

  /// What ArgumentParser looks for anywhere on a line, even where a value stands. Lists rather than a `Set` or a
  /// `Dictionary` here and below: the first String-keyed hash table of a run has the runtime look up `String`'s
  /// `Hashable` by scanning every conformance record of the static binary (280,000 instructions, 2.5% of a start).
  private static let builtIn: [String] = [
    "-h", "--help", "-help", "--help-hidden", "-help-hidden", "--version", "--experimental-dump-help",
  ]

  /// Reads `arguments` (global options already moved after the command), or nil to leave them to ArgumentParser.
  init?(_ arguments: [String]) {
    guard !arguments.contains(where: { Invocation.builtIn.contains($0) || $0.hasPrefix("--generate-completion") })
    else { return nil }
    var words = arguments[...]
    var command = "today"
    if let first = words.first, !first.hasPrefix("-") {
      command = first
      words = words.dropFirst()
    }
    let global: [(String, Kind)] = [("--db", .value), ("--user", .value)]
    let kinds: [(String, Kind)]
    switch command {
    case "today": kinds = global + [("--format", .value)]
    case "list": kinds = global + [("--format", .value), ("--all", .flag)]
    case "prompt": kinds = global
    case "done": kinds = global + [("--date", .anyValue), ("--amount", .anyValue), ("--note", .anyValue)]
    default: return nil
    }
    guard let (given, positional) = Invocation.read(words, kinds: kinds) else { return nil }
    func options(_ name: String) -> String? { given.first { $0.0 == name }?.1 }
    let (db, user) = (options("--db"), options("--user"))
    var format = OutputFormat.table
    if let text = options("--format") {
      guard let value = OutputFormat(rawValue: text) else { return nil }
      format = value
    }
    switch command {
    case "done":
      guard positional.count == 1 else { return nil }
      var amount: Double?
      if let text = options("--amount") {
        guard let value = Double(text), Done.isValid(amount: value) else { return nil }
        amount = value
      }
      self = .done(
        db: db, user: user, activity: positional[0], date: options("--date") ?? "today", amount: amount,
        note: options("--note"))
    case _ where !positional.isEmpty: return nil
    case "list": self = .list(db: db, user: user, format: format, all: options("--all") != nil)
    case "prompt": self = .prompt(db: db, user: user)
    default: self = .today(db: db, user: user, format: format)
    }
  }

  /// The options given once each (a flag's value is empty) and the positional words, or nil for anything else.
  private static func read(_ words: ArraySlice<String>, kinds: [(String, Kind)]) -> ([(String, String)], [String])? {
    var words = words
    var options: [(String, String)] = []
    var positional: [String] = []
    while let word = words.popFirst() {
      guard word.hasPrefix("-") else {
        positional.append(word)
        continue
      }
      var name = word
      var value: String?
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        name = String(word[..<equals])
        value = String(word[word.index(after: equals)...])
        // ArgumentParser reads `--db=` otherwise than `--db ""`.
        guard value?.isEmpty == false else { return nil }
      }
      guard let kind = kinds.first(where: { $0.0 == name })?.1, !options.contains(where: { $0.0 == name }) else {
        return nil
      }
      switch kind {
      case .flag:
        guard value == nil else { return nil }
        value = ""
      case .value, .anyValue:
        if value == nil {
          guard let next = words.popFirst(), kind == .anyValue || !next.hasPrefix("-") else { return nil }
          value = next
        }
      }
      guard let value else { return nil }
      options.append((name, value))
    }
    return (options, positional)
  }

  func run() throws {
    switch self {
    case .today(let db, let user, let format): try TodayCommand.run(db: db, user: user, format: format)
    case .list(let db, let user, let format, let all): try List.run(db: db, user: user, format: format, all: all)
    case .prompt(let db, let user): try Prompt.run(db: db, user: user)
    case .done(let db, let user, let activity, let date, let amount, let note):
      try Done.run(db: db, user: user, activity: activity, date: date, amount: amount, note: note)
    }
  }
}
