import CSQLite

/// An error reported by SQLite, or a value that did not have the type the code asked for.
///
/// Carries SQLite's primary and extended result codes, its message, and the SQL being run, so that a failure
/// can be explained without a debugger.
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
  /// The primary result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT`, ...).
  public let code: Int32
  /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, ...), equal to `code` when there is none.
  public let extendedCode: Int32
  public let message: String
  /// The statement that failed, when there was one.
  public let sql: String?

  public init(code: Int32, extendedCode: Int32? = nil, message: String, sql: String? = nil) {
    self.code = code
    self.extendedCode = extendedCode ?? code
    self.message = message
    self.sql = sql
  }

  init(connection: OpaquePointer?, code: Int32, sql: String?) {
    let message =
      connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
    let extended = connection.map { sqlite3_extended_errcode($0) } ?? code
    self.init(code: code & 0xFF, extendedCode: extended, message: message, sql: sql)
  }

  /// A column held a value of another type than the one asked for (the layer is strict about types).
  static func typeMismatch(column: Int32, name: String, expected: String, found: Int32, sql: String?) -> SQLiteError {
    let foundName = ["", "INTEGER", "REAL", "TEXT", "BLOB", "NULL"][Int(found)]
    return SQLiteError(
      code: SQLITE_MISMATCH, message: "column \(column) (\(name)) holds \(foundName), expected \(expected)", sql: sql)
  }

  public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
  public var isConstraintViolation: Bool { code == SQLITE_CONSTRAINT }
  public var isInterrupted: Bool { code == SQLITE_INTERRUPT }
  /// The file is damaged (SQLITE_CORRUPT): a page or the schema does not read as SQLite wrote it.
  public var isCorrupt: Bool { code == SQLITE_CORRUPT }
  /// A string or blob would exceed the connection's length limit.
  public var isTooBig: Bool { code == SQLITE_TOOBIG }
  public var isNotADatabase: Bool { code == SQLITE_NOTADB }
  /// The authorizer refused something the statement asked for while it was compiled.
  public var isNotAuthorized: Bool { code == SQLITE_AUTH }

  public var description: String {
    var text = "SQLite error \(extendedCode): \(message)"
    if let sql { text += " (in: \(sql.count > 200 ? String(sql.prefix(200)) + "…" : sql))" }
    return text
  }
}
