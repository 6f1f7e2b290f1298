import CSQLite

/// One statement of a script someone typed, prepared but not yet run, so that what it may do can be asked first.
///
/// Unlike the statements behind `Connection.run` and `query`, these are not cached: each is compiled once, under
/// whatever authorizer is installed, and finalized when released.
///
/// ```swift
/// for statement in try connection.prepareScript("SELECT 1; DELETE FROM t") where !statement.isReadOnly {
///   print("writes:", statement.sql)
/// }
/// ```
public final class ScriptStatement {
  let statement: Statement
  let connection: Connection

  init(statement: Statement, connection: Connection) {
    self.statement = statement
    self.connection = connection
  }

  /// This statement's own text, without the rest of the script.
  public var sql: String { statement.sql }

  /// Whether running it leaves the database file unchanged (`sqlite3_stmt_readonly`). Note that SQLite counts
  /// BEGIN, and ATTACH, as read-only: they change nothing by themselves.
  public var isReadOnly: Bool { sqlite3_stmt_readonly(statement.handle) != 0 }

  /// The names of its result columns; empty for a statement that returns no rows.
  public var columnNames: [String] {
    (0..<sqlite3_column_count(statement.handle)).map { index in
      sqlite3_column_name(statement.handle, index).map { String(cString: $0) } ?? ""
    }
  }

  /// Its parameters as written (`:name`, `@name`, `$name`), in order; nil for a positional `?`.
  public var parameterNames: [String?] {
    let count = sqlite3_bind_parameter_count(statement.handle)
    guard count > 0 else { return [] }
    return (1...count).map { sqlite3_bind_parameter_name(statement.handle, $0).map { String(cString: $0) } }
  }

  /// Binds named parameters; `arguments` may hold names the statement does not use, but not miss one it does.
  public func bind(named arguments: [String: any SQLiteBindable]) throws {
    try statement.bind(named: arguments, connection: connection.handle)
  }

  /// Runs the statement to its end, handing each result row to `body`; returns the rows it changed itself, not
  /// those its triggers changed (a delete that a trigger mirrors into another table still changed one row).
  @discardableResult
  public func run(_ body: (Row) throws -> Void = { _ in }) throws -> Int {
    defer { statement.reset() }
    let row = Row(statement: statement.handle, sql: statement.sql)
    while true {
      switch sqlite3_step(statement.handle) {
      case SQLITE_ROW: try body(row)
      // sqlite3_changes64 keeps the last writing statement's count through statements that write nothing.
      case SQLITE_DONE: return isReadOnly ? 0 : Int(sqlite3_changes64(connection.handle))
      case let code: throw SQLiteError(connection: connection.handle, code: code, sql: statement.sql)
      }
    }
  }
}

extension Connection {
  /// Prepares every statement of `script`, in order, without running any: a refusal anywhere in the script
  /// (by the authorizer, or a syntax error) comes before anything has run. Blank and comment-only parts are
  /// dropped.
  ///
  /// A statement that uses a table an earlier one creates cannot be prepared this way: use `forEachStatement`.
  public func prepareScript(_ script: String) throws -> [ScriptStatement] {
    var statements: [ScriptStatement] = []
    try forEachStatement(in: script) { statements.append($0) }
    return statements
  }

  /// Prepares the statements of `script` one at a time, each only after `body` is done with the one before.
  public func forEachStatement(in script: String, _ body: (ScriptStatement) throws -> Void) throws {
    let text = Array(script.utf8CString)
    try text.withUnsafeBufferPointer { buffer in
      guard var cursor = buffer.baseAddress else { return }
      while cursor.pointee != 0 {
        var pointer: OpaquePointer?
        var tail: UnsafePointer<CChar>?
        let code = sqlite3_prepare_v3(handle, cursor, -1, 0, &pointer, &tail)
        guard code == SQLITE_OK else {
          sqlite3_finalize(pointer)
          throw SQLiteError(connection: handle, code: code, sql: Self.firstStatement(of: String(cString: cursor)))
        }
        if let pointer {
          let sql = Self.withoutLeadingTrivia(sqlite3_sql(pointer).map { String(cString: $0) } ?? "")
          try body(ScriptStatement(statement: Statement(handle: pointer, sql: sql), connection: self))
        }
        guard let tail, tail > cursor else { return }
        cursor = tail
      }
    }
  }

  /// The text up to the first semicolon, for naming a statement that did not compile.
  private static func firstStatement(of text: String) -> String {
    String(withoutLeadingTrivia(text).prefix { $0 != ";" })
  }

  /// The text without the blanks, comments and empty statements SQLite passed over before the statement.
  private static func withoutLeadingTrivia(_ text: String) -> String {
    var rest = Substring(text)
    while true {
      rest = rest.drop { $0.isWhitespace || $0 == ";" }
      if rest.hasPrefix("--") {
        rest = rest.drop { $0 != "\n" }
      } else if rest.hasPrefix("/*"), let end = rest.firstRange(of: "*/") {
        rest = rest[end.upperBound...]
      } else {
        return String(rest)
      }
    }
  }
}
