import HabitCore
import HabitScreens
import SQLite

/// The door for SQL that people type (`habit sql`): read-only in every way SQLite offers, or, when asked for,
/// changing data in one transaction.
///
/// Read-only is several layers, because each alone lets something through (measured on SQLite 3.40: a read-only
/// file still takes `VACUUM INTO 'anywhere'`; `PRAGMA query_only` is undone by the query; `sqlite3_stmt_readonly`
/// passes ATTACH and BEGIN; only a progress handler stops a runaway recursive CTE). The file is opened
/// read-only; an authorizer allows only reading (`SELECT`, reads, recursive CTEs, and functions other than those
/// that touch files or load code), so PRAGMA, ATTACH, transactions and every write are refused while the
/// statement compiles; every statement of the script, the last included, must be read-only by
/// `sqlite3_stmt_readonly`, checked before the first one runs; no database may be attached; defensive mode is
/// on; and a time limit interrupts a query that would never end.
///
/// Writing opens the file for writing and runs the statements, one after another, in one IMMEDIATE transaction
/// that commits only if every one succeeds. It changes data only: schema changes, PRAGMA, ATTACH and
/// transaction statements are refused, so the schema stays the migrations'.
///
/// ```swift
/// let gate = try QueryGate(path: path, mode: .readOnly)
/// try gate.run("SELECT user, count(*) FROM completion_log GROUP BY user", timeLimit: .seconds(5)) { event in
///   print(event)
/// }
/// ```
public final class QueryGate {
  public enum Mode: Sendable {
    case readOnly
    case write
  }

  /// Functions that reach outside the database (files, shared libraries) or into its internals.
  static let deniedFunctions: Set<String> = ["load_extension", "readfile", "writefile", "edit", "fts3_tokenizer"]

  /// The largest string or blob a query may make or return, in bytes (16 MiB): `zeroblob(500000000)` fails at
  /// once instead of taking memory for it and its printed form.
  public static let valueLimit: Int32 = 1 << 24

  let connection: Connection
  let mode: Mode
  private let policy: Policy

  /// Opens the habit database at `path` for ad-hoc SQL; the file must exist and be a habit database. The views
  /// judge as of `today` (`habit_today()`).
  public init(path: String, mode: Mode, today: Day? = nil) throws {
    guard fileExists(path) else { throw StoreError.noDatabase(path: path) }
    let database =
      mode == .readOnly
      ? try HabitDatabase.openForReading(path: path, today: today) : try HabitDatabase.open(path: path, today: today)
    connection = database.db
    self.mode = mode
    policy = Policy(mode: mode)
    try connection.setDefensive(true)
    connection.setLimit(.attached, 0)
    connection.setLimit(.length, Self.valueLimit)
    // Installed last: the checks above ran PRAGMAs, which it would refuse.
    connection.setAuthorizer { [policy] in policy.decide($0) }
  }

  /// Runs `sql` (one or more statements separated by `;`) with named parameters (`:name`, without the colon in
  /// `parameters`), handing each result set's columns and rows to `output`.
  ///
  /// Read-only, every statement is compiled and checked before the first runs, so a refused statement anywhere
  /// means nothing ran. Writing, each statement is compiled when the one before has run (it may use what that one
  /// made), inside the one transaction.
  @discardableResult
  public func run(
    _ sql: String, parameters: [String: DynamicValue] = [:], timeLimit: Duration,
    output: (QueryEvent) throws -> Void
  ) throws -> QuerySummary {
    try runRows(sql, parameters: parameters, timeLimit: timeLimit, columns: { try output(.columns($0)) }) { row in
      try output(.row((0..<row.columnCount).map { row.dynamicValue($0) }))
    }
  }

  /// Runs `sql` like ``run(_:parameters:timeLimit:output:)``, handing each row as SQLite has it, so that a
  /// printer can write its bytes without copying them into values first.
  ///
  /// The time limit covers handing the rows out too: a slow reader of the output does not stretch it. No string
  /// or blob may be larger than ``valueLimit``, so neither SQLite nor a printer ever holds more than that of one.
  @discardableResult
  public func run(
    _ sql: String, parameters: [String: QueryParameter] = [:], timeLimit: Duration,
    columns: ([String]) throws -> Void, row: (QueryRow) throws -> Void
  ) throws -> QuerySummary {
    try runRows(
      sql, parameters: parameters.mapValues(\.value), timeLimit: timeLimit, columns: columns,
      row: { try row(QueryRow(row: $0)) })
  }

  private func runRows(
    _ sql: String, parameters: [String: DynamicValue], timeLimit: Duration,
    columns: ([String]) throws -> Void, row: (Row) throws -> Void
  ) throws -> QuerySummary {
    var summary = QuerySummary()
    var used: Set<String> = []
    let clock = ContinuousClock()
    let deadline = clock.now + timeLimit
    func execute(_ statement: ScriptStatement) throws {
      let names = statement.columnNames
      if !names.isEmpty { try columns(names) }
      summary.statements += 1
      summary.changes += try translatingErrors(of: statement) {
        try statement.run { current in
          summary.rows += 1
          try row(current)
          if clock.now >= deadline { throw QueryError.timedOut }
        }
      }
    }
    switch mode {
    case .readOnly:
      let statements = try translatingErrors(of: nil) { try connection.prepareScript(sql) }
      guard !statements.isEmpty else { throw QueryError.empty }
      if let writer = statements.first(where: { !$0.isReadOnly }) {
        throw QueryError.refused(statement: writer.sql, action: "a change to the database", mode: mode)
      }
      for statement in statements { used.formUnion(try bind(statement, parameters)) }
      try checkAllUsed(parameters, used)
      connection.setProgressHandler(every: 1000) { clock.now >= deadline }
      defer { connection.removeProgressHandler() }
      for statement in statements { try execute(statement) }
    case .write:
      try policy.controllingTransaction { try connection.execute("BEGIN IMMEDIATE") }
      do {
        connection.setProgressHandler(every: 1000) { clock.now >= deadline }
        defer { connection.removeProgressHandler() }
        try translatingErrors(of: nil) {
          try connection.forEachStatement(in: sql) { statement in
            used.formUnion(try bind(statement, parameters))
            try execute(statement)
          }
        }
        guard summary.statements > 0 else { throw QueryError.empty }
        try checkAllUsed(parameters, used)
      } catch {
        // An interrupted statement may have rolled the transaction back already.
        if !connection.isAutocommit { try? policy.controllingTransaction { try connection.execute("ROLLBACK") } }
        throw error
      }
      try policy.controllingTransaction { try connection.execute("COMMIT") }
    }
    return summary
  }

  /// Binds the statement's named parameters; returns the names it used.
  private func bind(_ statement: ScriptStatement, _ parameters: [String: DynamicValue]) throws -> Set<String> {
    var names: Set<String> = []
    for name in statement.parameterNames {
      guard let name else { throw QueryError.positionalParameter(statement: statement.sql) }
      let bare = String(name.dropFirst())
      guard parameters[bare] != nil else { throw QueryError.missingParameter(name: bare, statement: statement.sql) }
      names.insert(bare)
    }
    try statement.bind(named: parameters)
    return names
  }

  private func checkAllUsed(_ parameters: [String: DynamicValue], _ used: Set<String>) throws {
    let unused = Set(parameters.keys).subtracting(used)
    if !unused.isEmpty { throw QueryError.unusedParameters(unused.sorted()) }
  }

  /// Pragmas that only describe the file, which a table-valued function such as `pragma_table_info` runs.
  static let describingPragmas: Set<String> = [
    "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list",
    "database_list", "collation_list", "function_list", "module_list", "pragma_list", "compile_options",
  ]

  /// Turns SQLite's errors into the gate's: refused, timed out, invalid or failed, naming the statement.
  private func translatingErrors<T>(of statement: ScriptStatement?, _ body: () throws -> T) throws -> T {
    policy.refused = nil
    policy.selecting = false
    do {
      return try body()
    } catch let error as SQLiteError {
      let sql = statement?.sql ?? error.sql ?? ""
      // A refused function fails with a plain SQLITE_ERROR, so the policy's record is what tells.
      if error.isNotAuthorized || policy.refused != nil {
        throw QueryError.refused(statement: sql, action: policy.refusedAction, mode: mode)
      }
      if error.isInterrupted { throw QueryError.timedOut }
      if error.isTooBig {
        throw QueryError.failed(
          statement: sql,
          message:
            "a value would be larger than habit sql allows (\(Self.valueLimit / (1 << 20)) MiB): select part of it "
            + "with substr(), or its size with length(),")
      }
      if error.isBusy { throw error }
      if statement == nil { throw QueryError.invalid(statement: sql, message: error.message) }
      throw QueryError.failed(statement: sql, message: error.message)
    }
  }
}

/// What `QueryGate.run` hands out while a script runs.
public enum QueryEvent: Equatable, Sendable {
  /// A statement that returns rows begins: the names of its columns.
  case columns([String])
  /// One result row, its values in column order.
  case row([DynamicValue])
}

extension QueryGate {
  /// Decides what statements may do, and remembers the last refusal so that the error can name it.
  final class Policy {
    let mode: Mode
    var refused: AuthorizationRequest?
    /// Whether a SELECT is being compiled: reading, SQLite may then register a table-valued function
    /// (`json_each`, `pragma_table_info`, `dbstat`), which it asks for as an UPDATE of `sqlite_master` in memory.
    /// Allowed only when reading, where the other layers still hold: the file is open read-only, defensive mode
    /// keeps `sqlite_master` unwritable, and every statement of the text must be read-only before any runs.
    var selecting = false
    private var ownTransaction = false

    init(mode: Mode) { self.mode = mode }

    /// The refused action in words. A schema change first asks to write SQLite's own table (sqlite_master),
    /// which would read oddly, so it is called what it is.
    var refusedAction: String {
      guard let refused else { return "an action it may not take" }
      if refused.first?.hasPrefix("sqlite_") == true && [.insert, .update, .delete].contains(refused.action) {
        return "a change to the schema"
      }
      return refused.description
    }

    /// Runs the gate's own BEGIN, COMMIT or ROLLBACK: the only transaction statements allowed.
    func controllingTransaction(_ body: () throws -> Void) throws {
      ownTransaction = true
      defer { ownTransaction = false }
      try body()
    }

    func decide(_ request: AuthorizationRequest) -> AuthorizationDecision {
      let allowed: Bool
      switch request.action {
      case .select:
        selecting = true
        allowed = true
      case .read, .recursive: allowed = true
      case .update where mode == .readOnly && selecting && request.first == "sqlite_master": allowed = true
      // `pragma_table_info('users')` runs `PRAGMA table_info` while its SELECT steps; these only describe.
      case .pragma where mode == .readOnly:
        allowed = QueryGate.describingPragmas.contains(request.first?.lowercased() ?? "")
      case .function: allowed = !QueryGate.deniedFunctions.contains(request.second?.lowercased() ?? "")
      // SQLite's own tables (sqlite_master, sqlite_stat1) change only with the schema, which is not ours here.
      case .insert, .update, .delete: allowed = mode == .write && request.first?.hasPrefix("sqlite_") != true
      case .transaction: allowed = ownTransaction
      default: allowed = false
      }
      // Name the first refusal: SQLite may go on asking about the rest of the statement.
      if !allowed && refused == nil { refused = request }
      return allowed ? .allow : .deny
    }
  }
}
