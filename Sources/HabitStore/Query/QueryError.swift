/// Why ad-hoc SQL did not run, in terms a person can act on. Nothing was changed in any of these cases.
public enum QueryError: Error, Equatable, Sendable {
  /// A statement asks for something its mode does not allow: any change when read-only; schema changes,
  /// PRAGMA, ATTACH or transaction statements when writing.
  case refused(statement: String, action: String, mode: QueryGate.Mode)
  /// The time limit ran out and the query was interrupted.
  case timedOut
  /// SQLite could not compile a statement: a syntax error, an unknown table or column.
  case invalid(statement: String, message: String)
  /// A statement failed while running (a constraint, a type error); writing, the transaction was rolled back.
  case failed(statement: String, message: String)
  case missingParameter(name: String, statement: String)
  case unusedParameters([String])
  case positionalParameter(statement: String)
  /// The text holds no statement at all.
  case empty
}

extension QueryError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .refused(let statement, let action, .readOnly):
      return "habit sql only reads, and this statement asks for \(action): \(Self.quote(statement))"
    case .refused(let statement, let action, .write):
      return "habit sql --write changes data only, and this statement asks for \(action): \(Self.quote(statement))"
    case .timedOut: return "the query ran out of time and was stopped"
    case .invalid(let statement, let message): return "\(message) in \(Self.quote(statement))"
    case .failed(let statement, let message): return "\(message) in \(Self.quote(statement))"
    case .missingParameter(let name, let statement): return "no value for :\(name) in \(Self.quote(statement))"
    case .unusedParameters(let names):
      return "the query does not use \(names.map { ":" + $0 }.joined(separator: ", "))"
    case .positionalParameter(let statement):
      return "parameters must be named (:name), not ?, in \(Self.quote(statement))"
    case .empty: return "there is no SQL statement to run"
    }
  }

  public var hint: String? {
    switch self {
    case .refused(_, _, .readOnly):
      return "Nothing was run. To change data, add --write (one transaction, after confirmation)."
    case .refused(_, _, .write):
      return "Nothing was changed. Schema changes, PRAGMA, ATTACH and transaction statements are not allowed."
    case .timedOut: return "Nothing was changed. Narrow the query, or allow more time with --timeout SECONDS."
    case .invalid: return "Nothing was run. See the tables and views with: habit schema"
    case .failed: return "Nothing was changed."
    case .missingParameter(let name, _): return "Give it with: -p \(name) VALUE"
    case .unusedParameters: return "Check the names given with -p; nothing was run."
    case .positionalParameter: return "For example: habit sql \"SELECT * FROM users WHERE name = :name\" -p name alice"
    case .empty: return "For example: habit sql \"SELECT * FROM completion_log LIMIT 10\""
    }
  }

  /// The statement on one line, shortened, in quotes.
  static func quote(_ statement: String) -> String {
    let line = statement.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return "\"" + (line.count > 120 ? String(line.prefix(119)) + "…" : line) + "\""
  }
}
