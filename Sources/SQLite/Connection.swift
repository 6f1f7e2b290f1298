import CSQLite
import Glibc

/// One connection to a SQLite database file: typed statements, a statement cache, and transactions.
///
/// Not thread-safe: a connection belongs to one thread at a time, as SQLite's own connections do. Every write
/// transaction begins IMMEDIATE, because a deferred transaction that reads and then writes is refused at once
/// under a concurrent writer, without waiting for the busy timeout.
///
/// ```swift
/// let db = try Connection(path: "habits.sqlite")
/// try db.transaction { try db.run("INSERT INTO users(name) VALUES (?)", ["alice"]) }
/// let names = try db.query("SELECT name FROM users") { row in try row[0] as String }
/// ```
public final class Connection {
  public enum Access: Sendable {
    /// Read and write; create the file when it does not exist.
    case readWriteCreate
    /// Read and write an existing file.
    case readWrite
    /// Read only: SQLite itself refuses every write on this connection.
    case readOnly
  }

  let handle: OpaquePointer
  public let path: String
  private var cache: [StatementKey: Statement] = [:]
  private var transactionDepth = 0
  // SQLite holds raw pointers to these while they are installed: the connection keeps them alive.
  var authorizerBox: AuthorizerBox?
  var progressBox: ProgressBox?
  var busyBox: BusyBox?
  /// The plain busy timeout set last (when no busy handler is installed).
  var busyTimeout: Int32 = 0

  /// What is set for the whole process, once, before the first connection opens: SQLite refuses it after.
  private static let configured: Void = {
    // No memory statistics: each of SQLite's allocations and frees took a process-wide mutex to keep them.
    _ = csqlite_config_memstatus(0)
  }()

  public init(path: String, access: Access = .readWriteCreate) throws {
    Connection.configured
    var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
    switch access {
    case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    }
    var pointer: OpaquePointer?
    let code = sqlite3_open_v2(path, &pointer, flags, nil)
    guard code == SQLITE_OK, let pointer else {
      let error = SQLiteError(connection: pointer, code: code, sql: nil)
      sqlite3_close_v2(pointer)
      throw error
    }
    self.handle = pointer
    self.path = path
    sqlite3_extended_result_codes(pointer, 1)
  }

  /// A private in-memory database, for tests and for `schema` rendering.
  public static func inMemory() throws -> Connection { try Connection(path: ":memory:") }

  deinit {
    cache.removeAll()
    sqlite3_close_v2(handle)
  }

  // MARK: Running statements

  /// Runs one or more statements that take no arguments, such as a migration script.
  public func execute(_ script: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, script, nil, nil, &message)
    if code != SQLITE_OK {
      let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
      sqlite3_free(message)
      throw SQLiteError(code: code & 0xFF, extendedCode: sqlite3_extended_errcode(handle), message: text, sql: script)
    }
  }

  /// Runs one statement with positional arguments and returns the number of rows it changed.
  @discardableResult
  public func run(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws -> Int {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(arguments, connection: handle)
    while try step(statement) {}
    return Int(sqlite3_changes64(handle))
  }

  /// How many rows the latest INSERT, UPDATE or DELETE changed.
  public var changes: Int { Int(sqlite3_changes64(handle)) }

  /// Runs a query and decodes each row with `decode`.
  public func query<T>(
    _ sql: String, _ arguments: [any SQLiteBindable] = [], decode: (Row) throws -> T
  ) throws -> [T] {
    var results: [T] = []
    try forEach(sql, arguments) { results.append(try decode($0)) }
    return results
  }

  /// Runs a query and hands each row to `body` without collecting them: memory stays flat for big results.
  public func forEach(_ sql: String, _ arguments: [any SQLiteBindable] = [], _ body: (Row) throws -> Void) throws {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(arguments, connection: handle)
    let row = Row(statement: statement.handle, sql: sql)
    while try step(statement) { try body(row) }
  }

  /// The first row decoded, or nil when there is none.
  public func queryFirst<T>(
    _ sql: String, _ arguments: [any SQLiteBindable] = [], decode: (Row) throws -> T
  ) throws -> T? {
    let statement = try prepared(sql)
    defer { statement.reset() }
    try statement.bind(arguments, connection: handle)
    guard try step(statement) else { return nil }
    return try decode(Row(statement: statement.handle, sql: sql))
  }

  /// The first column of the first row, or nil when there is no row.
  public func scalar<T: SQLiteDecodable>(
    _ sql: String, _ arguments: [any SQLiteBindable] = [], as type: T.Type = T.self
  )
    throws -> T?
  {
    try queryFirst(sql, arguments) { try $0[0] as T }
  }

  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  // MARK: Transactions

  /// Runs `body` in a transaction that takes the write lock at once (BEGIN IMMEDIATE), committing when it
  /// returns and rolling back when it throws. Nested calls join the outer transaction.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try inTransaction(begin: "BEGIN IMMEDIATE", body)
  }

  /// Runs `parts` in one transaction that takes the write lock at once, each part in a savepoint of its own: a
  /// part that fails (returns false) is rolled back alone, and the others commit together, in one commit. Throws,
  /// with nothing committed, when the transaction cannot begin or commit, or when a failed part ended it (SQLite
  /// rolls a whole transaction back on some errors, a full disk's among them).
  public func transaction(each parts: [() -> Bool]) throws {
    try transaction {
      for part in parts {
        try run("SAVEPOINT part")
        if part() {
          try run("RELEASE part")
        } else {
          guard sqlite3_get_autocommit(handle) == 0 else {
            throw SQLiteError(
              code: SQLITE_ABORT, message: "the transaction was rolled back by a failure in it", sql: "SAVEPOINT part")
          }
          try run("ROLLBACK TO part")
          try run("RELEASE part")
        }
      }
    }
  }

  /// Runs `body` in a read transaction (BEGIN DEFERRED): several queries see one consistent snapshot.
  public func read<T>(_ body: () throws -> T) throws -> T {
    try inTransaction(begin: "BEGIN DEFERRED", body)
  }

  private func inTransaction<T>(begin: String, _ body: () throws -> T) throws -> T {
    if transactionDepth > 0 || sqlite3_get_autocommit(handle) == 0 {
      transactionDepth += 1
      defer { transactionDepth -= 1 }
      return try body()
    }
    // BEGIN and COMMIT from the statement cache: through `execute`, each was compiled again every time (about
    // 7,700 instructions a read of a web page).
    try run(begin)
    transactionDepth += 1
    defer { transactionDepth -= 1 }
    do {
      let result = try body()
      try run("COMMIT")
      return result
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
      throw error
    }
  }

  // MARK: Statements

  func prepared(_ sql: String) throws -> Statement {
    if let statement = cache[StatementKey(sql: sql)] { return statement }
    var pointer: OpaquePointer?
    var tail: UnsafePointer<CChar>?
    let code = sql.withCString { text in
      let result = sqlite3_prepare_v3(handle, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, &tail)
      if result == SQLITE_OK, let tail, tail.pointee != 0, !String(cString: tail).allSatisfy(\.isWhitespace) {
        return SQLITE_MISUSE
      }
      return result
    }
    guard code == SQLITE_OK, let pointer else {
      if code == SQLITE_MISUSE {
        sqlite3_finalize(pointer)
        throw SQLiteError(code: SQLITE_MISUSE, message: "one statement expected, more were given", sql: sql)
      }
      throw SQLiteError(connection: handle, code: code, sql: sql)
    }
    let statement = Statement(handle: pointer, sql: sql)
    cache[StatementKey(sql: sql)] = statement
    return statement
  }

  func step(_ statement: Statement) throws -> Bool {
    switch sqlite3_step(statement.handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code: throw SQLiteError(connection: handle, code: code, sql: statement.sql)
    }
  }
}

extension Connection {
  /// How long a statement waits for another connection's lock before failing with SQLITE_BUSY.
  public func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(handle, milliseconds)
    busyTimeout = milliseconds
    busyBox = nil
  }

  /// True outside a transaction: SQLite commits each statement by itself.
  public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }

  /// True when the connection was opened read-only, or its file cannot be written.
  public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }
}

/// The statement cache's key: the SQL's text, equal only when its bytes are (what SQLite compiles; `String`'s own
/// equality holds canonically equivalent texts equal), hashed from its length and three 8-byte pieces of it rather
/// than from every byte. Hashing the whole text of each of a web page's dozen statements took about 11,000
/// instructions a page; statements that share a length and those pieces only share a bucket.
struct StatementKey: Hashable {
  let sql: String

  static func == (left: StatementKey, right: StatementKey) -> Bool {
    var (left, right) = (left.sql, right.sql)
    return left.withUTF8 { a in
      right.withUTF8 { b in a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
    }
  }

  func hash(into hasher: inout Hasher) {
    var sql = sql
    sql.withUTF8 { bytes in
      hasher.combine(bytes.count)
      guard bytes.count >= 8 else {
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return
      }
      let raw = UnsafeRawBufferPointer(bytes)
      let last = bytes.count - 8
      hasher.combine(raw.loadUnaligned(fromByteOffset: min(bytes.count / 3, last), as: UInt64.self))
      hasher.combine(raw.loadUnaligned(fromByteOffset: min(bytes.count * 2 / 3, last), as: UInt64.self))
      hasher.combine(raw.loadUnaligned(fromByteOffset: last, as: UInt64.self))
    }
  }
}
