import CSQLite

/// What a statement being prepared asks to do, as SQLite's authorizer reports it.
///
/// SQLite asks once per action while it compiles a statement (not while it runs): reading a column, calling a
/// function, running a pragma, attaching a file. The names mean what `action` says: a table and a column for
/// reads and writes, a function's name, a pragma's name and its argument.
public struct AuthorizationRequest: Sendable, CustomStringConvertible {
  public let action: Action
  public let first: String?
  public let second: String?
  /// The schema the action touches ("main", "temp", or an attached name), when there is one.
  public let database: String?
  /// The trigger or view whose code asks, when the request does not come from the statement itself.
  public let source: String?

  /// One of SQLite's authorizer action codes (`SQLITE_SELECT`, `SQLITE_PRAGMA`, ...).
  public struct Action: Hashable, Sendable {
    public let code: Int32

    public init(code: Int32) { self.code = code }

    public static let select = Action(code: SQLITE_SELECT)
    public static let read = Action(code: SQLITE_READ)
    public static let recursive = Action(code: SQLITE_RECURSIVE)
    public static let function = Action(code: SQLITE_FUNCTION)
    public static let insert = Action(code: SQLITE_INSERT)
    public static let update = Action(code: SQLITE_UPDATE)
    public static let delete = Action(code: SQLITE_DELETE)
    /// BEGIN, COMMIT, ROLLBACK.
    public static let transaction = Action(code: SQLITE_TRANSACTION)
    public static let pragma = Action(code: SQLITE_PRAGMA)

    /// The action as SQL spells it ("PRAGMA", "ATTACH", "CREATE TEMP TABLE"), for messages.
    public var name: String { Self.names[code] ?? "action \(code)" }

    private static let names: [Int32: String] = [
      SQLITE_CREATE_INDEX: "CREATE INDEX", SQLITE_CREATE_TABLE: "CREATE TABLE",
      SQLITE_CREATE_TEMP_INDEX: "CREATE TEMP INDEX", SQLITE_CREATE_TEMP_TABLE: "CREATE TEMP TABLE",
      SQLITE_CREATE_TEMP_TRIGGER: "CREATE TEMP TRIGGER", SQLITE_CREATE_TEMP_VIEW: "CREATE TEMP VIEW",
      SQLITE_CREATE_TRIGGER: "CREATE TRIGGER", SQLITE_CREATE_VIEW: "CREATE VIEW", SQLITE_DELETE: "DELETE",
      SQLITE_DROP_INDEX: "DROP INDEX", SQLITE_DROP_TABLE: "DROP TABLE", SQLITE_DROP_TEMP_INDEX: "DROP TEMP INDEX",
      SQLITE_DROP_TEMP_TABLE: "DROP TEMP TABLE", SQLITE_DROP_TEMP_TRIGGER: "DROP TEMP TRIGGER",
      SQLITE_DROP_TEMP_VIEW: "DROP TEMP VIEW", SQLITE_DROP_TRIGGER: "DROP TRIGGER", SQLITE_DROP_VIEW: "DROP VIEW",
      SQLITE_INSERT: "INSERT", SQLITE_PRAGMA: "PRAGMA", SQLITE_READ: "read", SQLITE_SELECT: "SELECT",
      SQLITE_TRANSACTION: "a transaction statement", SQLITE_UPDATE: "UPDATE", SQLITE_ATTACH: "ATTACH",
      SQLITE_DETACH: "DETACH", SQLITE_ALTER_TABLE: "ALTER TABLE", SQLITE_REINDEX: "REINDEX",
      SQLITE_ANALYZE: "ANALYZE", SQLITE_CREATE_VTABLE: "CREATE VIRTUAL TABLE",
      SQLITE_DROP_VTABLE: "DROP VIRTUAL TABLE", SQLITE_FUNCTION: "function", SQLITE_SAVEPOINT: "SAVEPOINT",
      SQLITE_RECURSIVE: "WITH RECURSIVE",
    ]
  }

  /// "PRAGMA journal_mode", "INSERT into completions", "the function load_extension()", "ATTACH of 'x.db'".
  public var description: String {
    switch action.code {
    case SQLITE_INSERT: return "INSERT into \(first ?? "?")"
    case SQLITE_DELETE: return "DELETE from \(first ?? "?")"
    case SQLITE_UPDATE: return "UPDATE of \(first ?? "?").\(second ?? "?")"
    case SQLITE_FUNCTION: return "the function \(second ?? "?")()"
    case SQLITE_TRANSACTION, SQLITE_SAVEPOINT: return [first, second].compactMap { $0 }.joined(separator: " ")
    case SQLITE_ANALYZE: return "ANALYZE"
    case SQLITE_ATTACH: return "ATTACH of \(first.map { "'\($0)'" } ?? "a file")"
    default: return [action.name, first].compactMap { $0 }.joined(separator: " ")
    }
  }
}

/// What the authorizer answers for one request.
public enum AuthorizationDecision: Sendable {
  /// The statement may do this.
  case allow
  /// Preparing the statement fails with SQLITE_AUTH ("not authorized").
  case deny
  /// The statement compiles, but the action is left out (a column read as NULL).
  case ignore
}

final class AuthorizerBox {
  let decide: (AuthorizationRequest) -> AuthorizationDecision
  init(_ decide: @escaping (AuthorizationRequest) -> AuthorizationDecision) { self.decide = decide }
}

extension Connection {
  /// Installs `decide` as the connection's authorizer: every statement prepared from now on is compiled only
  /// with the actions it allows. It replaces any authorizer installed before.
  ///
  /// The authorizer runs while statements are compiled, not while they step. SQLite expires the statements
  /// prepared before, so they are compiled again, and asked, on their next use.
  ///
  /// ```swift
  /// connection.setAuthorizer { request in request.action == .read || request.action == .select ? .allow : .deny }
  /// ```
  public func setAuthorizer(_ decide: @escaping (AuthorizationRequest) -> AuthorizationDecision) {
    let box = AuthorizerBox(decide)
    authorizerBox = box
    sqlite3_set_authorizer(
      handle,
      { context, action, first, second, database, source in
        guard let context else { return SQLITE_DENY }
        let box = Unmanaged<AuthorizerBox>.fromOpaque(context).takeUnretainedValue()
        let request = AuthorizationRequest(
          action: .init(code: action), first: first.map { String(cString: $0) },
          second: second.map { String(cString: $0) }, database: database.map { String(cString: $0) },
          source: source.map { String(cString: $0) })
        switch box.decide(request) {
        case .allow: return SQLITE_OK
        case .deny: return SQLITE_DENY
        case .ignore: return SQLITE_IGNORE
        }
      }, Unmanaged.passUnretained(box).toOpaque())
  }
}
