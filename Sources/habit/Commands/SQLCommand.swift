import ArgumentParser
import HabitInterchange
import HabitScreens
import HabitStore
import HabitViews

/// `habit sql`: ad-hoc SQL on the database, read-only unless `--write`.
struct SQLCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sql", abstract: "Run SQL on the database: read-only, unless --write.",
    discussion: """
      The views completion_log, day_status and current_streaks make common questions one-liners; \
      `habit schema` documents every table and view. Read-only means the file is opened read-only and only \
      reading statements compile: PRAGMA, ATTACH, VACUUM and every change are refused before anything runs.
      Example: habit sql "SELECT day, activity FROM completion_log WHERE user = :who" -p who alice
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The SQL: one or more statements separated by ';' (default: read from standard input).")
  var query: String?
  @Option(name: .long, help: "Output format: table, json, ndjson or csv.") var format: QueryFormat = .table
  @Option(
    name: [.customShort("p"), .customLong("param")], parsing: .upToNextOption,
    help: ArgumentHelp(
      "A named parameter, used as :name in the SQL: -p name value, or -p name=value (for a value starting with -). "
        + "A whole or decimal number is bound as a number, anything else as text.", valueName: "name value"))
  var parameters: [String] = []
  @Option(name: .long, parsing: .unconditional, help: "Stop a query that runs longer than this many seconds.")
  var timeout: Double = 5
  @Flag(name: .long, help: "Allow changing data (not the schema), in one transaction, after confirmation.")
  var write = false
  @Flag(name: .long, help: "With --write: do not ask for confirmation (needed when not on a terminal).") var yes = false

  func validate() throws {
    guard timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout takes seconds, more than 0") }
  }

  func run() throws {
    let context = try Context(global)
    let sql = try query ?? readStandardInput()
    let named = try boundParameters()
    let gate = try QueryGate(path: context.databasePath, mode: write ? .write : .readOnly, today: context.today)
    if write {
      try confirm("Run this SQL with changes allowed on \(context.databasePath)?", yes: yes, terminal: context.terminal)
    }
    var printer = QueryPrinter(format: format, color: context.terminal.stdoutColor, output: .standardOutput)
    let summary: QuerySummary
    do {
      summary = try gate.run(
        sql, parameters: named, timeLimit: .milliseconds(Int(timeout * 1000)),
        columns: { try printer.begin(columns: $0) }, row: { try printer.print($0) })
    } catch QueryError.timedOut {
      throw CLIError(
        message: "the query was stopped after \(formatSeconds(timeout)) s (--timeout)",
        hint: QueryError.timedOut.hint, exitCode: .timedOut)
    }
    try printer.finish()
    if write { Message.info(QueryPrinter.committed(summary)) }
  }

  private func readStandardInput() throws -> String {
    guard !Terminal().stdinIsInteractive else {
      throw CLIError.usage("no SQL given", hint: "For example: habit sql \"SELECT * FROM completion_log LIMIT 10\"")
    }
    var lines: [String] = []
    while let line = Swift.readLine(strippingNewline: false) { lines.append(line) }
    return lines.joined()
  }

  /// `-p name value` and `-p name=value` pairs; a value that reads as a number is bound as one.
  private func boundParameters() throws -> [String: QueryParameter] {
    var named: [String: QueryParameter] = [:]
    var tokens = parameters[...]
    while let token = tokens.popFirst() {
      let (rawName, value): (Substring, String)
      if let equals = token.firstIndex(of: "=") {
        (rawName, value) = (token[..<equals], String(token[token.index(after: equals)...]))
      } else if let next = tokens.popFirst() {
        (rawName, value) = (Substring(token), next)
      } else {
        throw CLIError.usage(
          "-p \(token) has no value",
          hint: "Give a name and a value: -p name value (put the query before -p, or after --).")
      }
      let name = rawName.first.map { ":@$".contains($0) } == true ? rawName.dropFirst() : rawName
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw CLIError.usage(
          "-p \(rawName): a parameter name is letters, digits and _", hint: "For example: -p who alice")
      }
      guard named[String(name)] == nil else { throw CLIError.usage("-p \(name) is given twice") }
      named[String(name)] = Self.value(value)
    }
    return named
  }

  static func value(_ text: String) -> QueryParameter {
    if let integer = Int64(text), String(integer) == text { return .integer(integer) }
    let digits = text.drop { $0 == "-" || $0 == "+" }
    if digits.contains("."), digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let real = Double(text) {
      return .real(real)
    }
    return .text(text)
  }
}

extension QueryFormat: ExpressibleByArgument {}

/// "5", "0.5": seconds as typed, without a needless ".0".
func formatSeconds(_ seconds: Double) -> String {
  seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
}
