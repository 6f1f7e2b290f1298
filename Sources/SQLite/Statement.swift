import CSQLite

/// A prepared statement, reused through the connection's cache.
///
/// Callers do not hold statements: `Connection.run` and `Connection.query` bind, step and reset them.
final class Statement {
  let handle: OpaquePointer
  let sql: String

  init(handle: OpaquePointer, sql: String) {
    self.handle = handle
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  func bind(_ arguments: [any SQLiteBindable], connection: OpaquePointer) throws {
    let expected = Int(sqlite3_bind_parameter_count(handle))
    guard arguments.count == expected else {
      throw SQLiteError(
        code: SQLITE_RANGE, message: "the statement takes \(expected) arguments, \(arguments.count) given", sql: sql)
    }
    for (offset, argument) in arguments.enumerated() {
      let code = argument.bind(to: handle, at: Int32(offset + 1))
      guard code == SQLITE_OK else { throw SQLiteError(connection: connection, code: code, sql: sql) }
    }
  }

  /// Binds named parameters (`:name`, `@name` or `$name`); every parameter of the statement must be given.
  func bind(named arguments: [String: any SQLiteBindable], connection: OpaquePointer) throws {
    let count = sqlite3_bind_parameter_count(handle)
    guard count > 0 else { return }
    for index in 1...count {
      guard let cName = sqlite3_bind_parameter_name(handle, index) else {
        throw SQLiteError(code: SQLITE_RANGE, message: "parameter \(index) has no name; use :name", sql: sql)
      }
      let name = String(cString: cName)
      guard let value = arguments[String(name.dropFirst())] ?? arguments[name] else {
        throw SQLiteError(code: SQLITE_RANGE, message: "no value given for parameter \(name)", sql: sql)
      }
      let code = value.bind(to: handle, at: index)
      guard code == SQLITE_OK else { throw SQLiteError(connection: connection, code: code, sql: sql) }
    }
  }

  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }
}
