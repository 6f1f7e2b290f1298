import CSQLite

/// One statement prepared once and run many times with typed arguments, for bulk writes.
///
/// ``Connection/run(_:_:)`` finds its statement by SQL text and takes its arguments boxed in an array, which
/// costs more than SQLite's own work when a loop inserts a million rows; this binds each argument directly.
///
/// ```swift
/// let insert = try db.prepare("INSERT INTO t (a, b) VALUES (?, ?)")
/// for (a, b) in rows { try insert.run(a, b) }
/// ```
public final class PreparedStatement {
  private let statement: Statement
  private let connection: Connection
  private let parameterCount: Int32

  init(statement: Statement, connection: Connection) {
    self.statement = statement
    self.connection = connection
    parameterCount = sqlite3_bind_parameter_count(statement.handle)
  }

  /// Binds `values` to the statement's parameters in order and runs it to completion.
  public func run<each Value: SQLiteBindable>(_ values: repeat each Value) throws {
    defer { sqlite3_reset(statement.handle) }
    try bind(repeat each values)
    while try connection.step(statement) {}
  }

  /// Runs the statement with its parameters bound in order by `body`: for statements whose number of parameters
  /// is known only when running, such as an INSERT of many rows, without boxing each value.
  public func run(binding body: (inout Binder) throws -> Void) throws {
    defer { sqlite3_reset(statement.handle) }
    var binder = Binder(statement: statement, connection: connection)
    try body(&binder)
    guard binder.count == parameterCount else {
      throw SQLiteError(
        code: SQLITE_RANGE, message: "the statement takes \(parameterCount) arguments, \(binder.count) given",
        sql: statement.sql)
    }
    while try connection.step(statement) {}
  }

  /// Binds a statement's parameters one after another (see ``PreparedStatement/run(binding:)``).
  public struct Binder {
    fileprivate let statement: Statement
    fileprivate let connection: Connection
    fileprivate var count: Int32 = 0

    /// Binds `value` to the next parameter.
    public mutating func bind(_ value: some SQLiteBindable) throws {
      count += 1
      let code = value.bind(to: statement.handle, at: count)
      guard code == SQLITE_OK else { throw SQLiteError(connection: connection.handle, code: code, sql: statement.sql) }
    }
  }

  /// Binds `values` to the statement's parameters in order and decodes the first row, or returns nil when the
  /// query has none.
  public func first<T, each Value: SQLiteBindable>(_ values: repeat each Value, decode: (Row) throws -> T) throws -> T?
  {
    defer { sqlite3_reset(statement.handle) }
    try bind(repeat each values)
    guard try connection.step(statement) else { return nil }
    return try decode(Row(statement: statement.handle, sql: statement.sql))
  }

  private func bind<each Value: SQLiteBindable>(_ values: repeat each Value) throws {
    var index: Int32 = 0
    for value in repeat each values {
      index += 1
      let code = value.bind(to: statement.handle, at: index)
      guard code == SQLITE_OK else { throw SQLiteError(connection: connection.handle, code: code, sql: statement.sql) }
    }
    guard index == parameterCount else {
      throw SQLiteError(
        code: SQLITE_RANGE, message: "the statement takes \(parameterCount) arguments, \(index) given",
        sql: statement.sql)
    }
  }
}

extension Connection {
  /// Prepares `sql` (one statement) for running many times with ``PreparedStatement/run(_:)``.
  public func prepare(_ sql: String) throws -> PreparedStatement {
    PreparedStatement(statement: try prepared(sql), connection: self)
  }
}
