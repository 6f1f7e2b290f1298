import CSQLite

extension Connection {
  /// Defines `name()`, a function of no arguments that returns `value` (NULL when nil) for the connection's life.
  ///
  /// It is marked deterministic and innocuous, so views may call it with `trusted_schema` off. Defining it again
  /// replaces the value.
  ///
  /// ```swift
  /// try connection.defineConstant("habit_today", "2026-11-21")
  /// try connection.scalar("SELECT habit_today()", as: String.self)  // "2026-11-21"
  /// ```
  public func defineConstant(_ name: String, _ value: String?) throws {
    let box = Unmanaged.passRetained(ConstantBox(value)).toOpaque()
    let code = sqlite3_create_function_v2(
      handle, name, 0, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, box,
      { context, _, _ in
        let box = Unmanaged<ConstantBox>.fromOpaque(sqlite3_user_data(context)!).takeUnretainedValue()
        if let value = box.value {
          sqlite3_result_text(context, value, -1, transient)
        } else {
          sqlite3_result_null(context)
        }
      }, nil, nil,
      { pointer in
        if let pointer { Unmanaged<ConstantBox>.fromOpaque(pointer).release() }
      })
    guard code == SQLITE_OK else { throw SQLiteError(connection: handle, code: code, sql: "function \(name)") }
  }
}

/// The value a constant function returns, kept alive by SQLite until the function is replaced or the
/// connection closes.
private final class ConstantBox {
  let value: String?
  init(_ value: String?) { self.value = value }
}
