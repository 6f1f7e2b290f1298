import CSQLite

/// A run-time limit of a connection (`sqlite3_limit`).
public struct ConnectionLimit: Hashable, Sendable {
  public let code: Int32

  public init(code: Int32) { self.code = code }

  /// How many databases may be attached; 0 refuses every ATTACH.
  public static let attached = ConnectionLimit(code: SQLITE_LIMIT_ATTACHED)
  /// The largest string or blob, in bytes, any expression may make (`zeroblob`, `||`, `hex`); more fails with
  /// SQLITE_TOOBIG before it is allocated.
  public static let length = ConnectionLimit(code: SQLITE_LIMIT_LENGTH)
}

final class ProgressBox {
  let shouldInterrupt: () -> Bool
  init(_ shouldInterrupt: @escaping () -> Bool) { self.shouldInterrupt = shouldInterrupt }
}

extension Connection {
  /// Lowers (or raises, up to SQLite's compile-time maximum) a limit; returns the value it had.
  @discardableResult
  public func setLimit(_ limit: ConnectionLimit, _ value: Int32) -> Int32 {
    sqlite3_limit(handle, limit.code, value)
  }

  /// The current value of a limit.
  public func limit(_ limit: ConnectionLimit) -> Int32 { sqlite3_limit(handle, limit.code, -1) }

  /// Switches SQLite's defensive mode (`SQLITE_DBCONFIG_DEFENSIVE`): no `writable_schema` edits of the
  /// schema table, no writes to shadow tables, no `PRAGMA journal_mode=OFF`-style corruption, whatever the SQL.
  public func setDefensive(_ on: Bool) throws { try setFlag(SQLITE_DBCONFIG_DEFENSIVE, on) }

  /// Whether defensive mode is on.
  public var isDefensive: Bool { (try? flag(SQLITE_DBCONFIG_DEFENSIVE)) ?? false }

  /// A connection's on-off setting of `sqlite3_db_config` (`SQLITE_DBCONFIG_DEFENSIVE`, `..._ENABLE_TRIGGER`).
  func flag(_ option: Int32) throws -> Bool {
    var result: Int32 = 0
    let code = withUnsafeMutablePointer(to: &result) { csqlite_db_config_read(handle, option, $0) }
    guard code == SQLITE_OK else { throw SQLiteError(connection: handle, code: code, sql: nil) }
    return result == 1
  }

  func setFlag(_ option: Int32, _ on: Bool) throws {
    let code = csqlite_db_config_flag(handle, option, on ? 1 : 0)
    guard code == SQLITE_OK else { throw SQLiteError(connection: handle, code: code, sql: nil) }
  }

  /// Calls `shouldInterrupt` every `instructions` virtual-machine steps of any running statement; when it
  /// returns true the statement stops with SQLITE_INTERRUPT (`SQLiteError.isInterrupted`). It is the only way to
  /// stop a query that never ends, such as a recursive CTE without a bound.
  ///
  /// ```swift
  /// let deadline = ContinuousClock.now + .seconds(5)
  /// connection.setProgressHandler(every: 1000) { ContinuousClock.now >= deadline }
  /// ```
  public func setProgressHandler(every instructions: Int32, _ shouldInterrupt: @escaping () -> Bool) {
    let box = ProgressBox(shouldInterrupt)
    progressBox = box
    sqlite3_progress_handler(
      handle, instructions,
      { context in
        guard let context else { return 0 }
        return Unmanaged<ProgressBox>.fromOpaque(context).takeUnretainedValue().shouldInterrupt() ? 1 : 0
      }, Unmanaged.passUnretained(box).toOpaque())
  }

  public func removeProgressHandler() {
    sqlite3_progress_handler(handle, 0, nil, nil)
    progressBox = nil
  }
}
