import CSQLite

/// Brings a database file to the newest schema through numbered migrations recorded in `PRAGMA user_version`.
///
/// A migration that shipped is never edited: a change is a new migration. The file is claimed with
/// `PRAGMA application_id`, so a file that belongs to another program is refused before anything is written,
/// as is a file written by a newer version of ours.
///
/// ```swift
/// let migrator = Migrator(applicationID: 0x4841_4249, migrations: [.init(version: 1, sql: "CREATE TABLE t(x)")])
/// try migrator.migrate(connection)
/// ```
public struct Migrator: Sendable {
  /// A migration's SQL is made only when it runs (or is asked for): a schema whose migrations derive text from
  /// older ones pays for that at the upgrade, not at every start.
  public struct Migration: Sendable {
    public let version: Int
    private let text: @Sendable () -> String
    public var sql: String { text() }
    public init(version: Int, sql: @autoclosure @escaping @Sendable () -> String) {
      self.version = version
      self.text = sql
    }
  }

  /// Why a file cannot be used.
  public enum Refusal: Error, Equatable, Sendable {
    /// The file is SQLite, but another program's (its application id, or tables without ours).
    case foreignDatabase(applicationID: Int32)
    /// Written by a newer version of this program: its schema version is above ours.
    case newerSchema(found: Int, supported: Int)
    /// The file is not a SQLite database at all.
    case notADatabase
  }

  /// What a file holds before migrating.
  public struct State: Equatable, Sendable {
    public let applicationID: Int32
    public let version: Int
    public let isEmpty: Bool
  }

  public let applicationID: Int32
  public let migrations: [Migration]

  public init(applicationID: Int32, migrations: [Migration]) {
    precondition(migrations.map(\.version) == Array(1...migrations.count), "migrations are numbered 1, 2, 3, ...")
    self.applicationID = applicationID
    self.migrations = migrations
  }

  public var latestVersion: Int { migrations.last?.version ?? 0 }

  /// The migrations that make a file of `version`: those numbered up to it.
  public func migrations(through version: Int) -> [Migration] { migrations.filter { $0.version <= version } }

  /// Reads the file's claim and version without writing; throws `Refusal` when the file is not ours to use.
  @discardableResult
  public func check(_ connection: Connection) throws -> State {
    let state: State
    do {
      // One snapshot: read apart, another process's migration could commit between the reads and show tables
      // without our id, which looks like another program's file.
      state = try connection.read {
        State(
          applicationID: Int32(truncatingIfNeeded: try connection.scalar("PRAGMA application_id", as: Int.self) ?? 0),
          version: try connection.scalar("PRAGMA user_version", as: Int.self) ?? 0,
          isEmpty: try connection.scalar("SELECT count(*) FROM sqlite_schema", as: Int.self) == 0)
      }
    } catch let error as SQLiteError where error.isNotADatabase {
      throw Refusal.notADatabase
    }
    if state.applicationID != applicationID && !(state.applicationID == 0 && state.isEmpty) {
      throw Refusal.foreignDatabase(applicationID: state.applicationID)
    }
    if state.version > latestVersion { throw Refusal.newerSchema(found: state.version, supported: latestVersion) }
    return state
  }

  /// Applies the missing migrations in one IMMEDIATE transaction; returns how many ran.
  ///
  /// Two processes migrating the same new file at once both succeed: the second waits for the write lock, then
  /// finds the file current and applies nothing.
  @discardableResult
  public func migrate(_ connection: Connection) throws -> Int {
    // A current file needs no write lock: opening it must not wait for another process's write (an import's).
    let current = try check(connection)
    if current.version == latestVersion && !current.isEmpty { return 0 }
    return try connection.transaction {
      let state = try check(connection)
      let pending = migrations.filter { $0.version > state.version }
      for migration in pending {
        try connection.execute(migration.sql)
      }
      if !pending.isEmpty {
        try connection.execute("PRAGMA application_id = \(applicationID); PRAGMA user_version = \(latestVersion)")
      }
      return pending.count
    }
  }
}
