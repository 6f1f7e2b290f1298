import HabitCore
import HabitScreens
import SQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one door to a habit database file: it applies the connection discipline, migrates, and offers the use
/// cases, each one transaction. Commands never touch a raw connection.
///
/// ```swift
/// let database = try HabitDatabase.open(path: "/home/alice/.local/share/habit/habit.sqlite")
/// let alice = try database.addUser(named: "alice")
/// ```
public final class HabitDatabase {
  let db: Connection
  public let path: String
  /// Streak checkpoints a read judged its way to, saved after it (`readSavingCheckpoints`).
  var pendingCheckpoints: [Int64: StreakCheckpoint] = [:]
  /// Whether a `readSavingCheckpoints` is under way: a nested one leaves the saving to it.
  var savingCheckpoints = false
  /// The file's schema version when it is behind this habit's and was opened for reading: what is read is a copy
  /// migrated in memory, at every opening, until the file itself is upgraded (`upgrade(path:)`, or any write).
  /// nil when what is read is the file.
  public let olderFileVersion: Int?

  init(connection: Connection, path: String, olderFileVersion: Int? = nil) {
    self.db = connection
    self.path = path
    self.olderFileVersion = olderFileVersion
  }

  /// The schema version this habit reads and writes.
  public static var schemaVersion: Int { Schema.migrator.latestVersion }

  /// How long a write waits for another process's write before giving up with "busy".
  public static let busyTimeoutMilliseconds: Int32 = 5000

  /// How long this connection's next writes wait for another process's write lock: for a server, what is left
  /// of the busy timeout since the request came in, so that writes queued behind a waiting one do not each wait
  /// it again.
  public func waitForWriteLock(milliseconds: Int32) {
    db.setBusyTimeout(milliseconds: milliseconds)
  }

  /// Runs several writes in one transaction and one commit, each write (a use case, one transaction of its own
  /// when run alone) in a savepoint: one that fails (returns false) leaves nothing, and the others commit
  /// together. Throws, with none committed, when the transaction cannot begin or commit. For a server whose
  /// requests queue for the write lock: they commit at once, not one commit each.
  public func writeTogether(_ writes: [() -> Bool]) throws {
    try db.transaction(each: writes)
  }

  /// Opens (creating when needed) and migrates the file for reading and writing.
  ///
  /// The file is checked before anything is written to it: another program's database, a file that is not
  /// SQLite, or one from a newer version of habit is refused and left untouched. `today` is what the views'
  /// `habit_today()` returns (without it, they read the local date). `onLockWait` is called when a write (the
  /// migration's included) has waited a second for another process's write lock, once per wait; it still gives
  /// up after the busy timeout.
  public static func open(
    path: String, today: Day? = nil, onLockWait: (@Sendable () -> Void)? = nil
  ) throws -> HabitDatabase {
    try openMigrating(path: path, today: today, onLockWait: onLockWait).database
  }

  /// Upgrades an existing file to this habit's schema, in place, in one IMMEDIATE transaction: what `habit
  /// upgrade` does after a newer habit is installed. Reading commands never upgrade a file (they read a copy
  /// migrated in memory, each time); the first write does, or this. A missing or empty file is refused and left
  /// as it is; a file from a newer habit, or not habit's, is refused untouched.
  public static func upgrade(
    path: String, onLockWait: (@Sendable () -> Void)? = nil
  ) throws -> SchemaUpgrade {
    guard try exists(at: path) else { throw StoreError.noDatabase(path: path) }
    let (_, ran) = try openMigrating(path: path, today: nil, onLockWait: onLockWait)
    let latest = Schema.migrator.latestVersion
    let from = ran == 0 ? latest : Schema.migrator.migrations.dropLast(ran).last?.version ?? 0
    return SchemaUpgrade(path: path, from: from, to: latest)
  }

  /// Opens (creating when needed) and migrates; also says how many migrations this opening applied.
  private static func openMigrating(
    path: String, today: Day?, onLockWait: (@Sendable () -> Void)?
  ) throws -> (database: HabitDatabase, ran: Int) {
    try refuseDirectory(path)
    createPrivately(path)
    let connection = try Connection(path: path, access: .readWriteCreate)
    try check(connection, path: path)
    try configure(connection, today: today)
    if let onLockWait {
      connection.setBusyHandler(
        timeoutMilliseconds: busyTimeoutMilliseconds, noticeAfterMilliseconds: 1000, notice: onLockWait)
    }
    try enableWAL(connection)
    let ran: Int
    do {
      ran = try Schema.migrator.migrate(connection)
    } catch let refusal as Migrator.Refusal {
      throw StoreError.foreignFile(path: path, reason: refusal)
    }
    return (HabitDatabase(connection: connection, path: path), ran)
  }

  /// Opens an existing file read-only: SQLite refuses every write on this connection, and nothing is created or
  /// changed. An empty file (0 bytes, or SQLite without a table) is no database yet; a file behind the current
  /// schema is copied into memory and migrated there, so that reading never rewrites it. `today` is what the
  /// views' `habit_today()` returns.
  public static func openForReading(path: String, today: Day? = nil) throws -> HabitDatabase {
    guard try exists(at: path, orEmpty: true) else { throw StoreError.noDatabase(path: path) }
    let connection = try Connection(path: path, access: .readOnly)
    let state = try check(connection, path: path)
    if state.isEmpty { throw StoreError.noDatabase(path: path) }
    try configure(connection, today: today)
    if state.version < Schema.migrator.latestVersion {
      let copy = try Connection.inMemory()
      try connection.backup(into: copy)
      try configure(copy, today: today)
      try Schema.migrator.migrate(copy)
      return HabitDatabase(connection: copy, path: path, olderFileVersion: state.version)
    }
    return HabitDatabase(connection: connection, path: path)
  }

  /// Creates a missing database file readable by its owner only (0600, like ssh's and gpg's files), whatever the
  /// umask: SQLite gives its `-wal` and `-shm` files the same mode. `habit init --shared` opens it to the group.
  static func createPrivately(_ path: String) {
    guard path != ":memory:", !path.hasPrefix("file:") else { return }
    let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
  }

  /// Whether `path` holds a habit database already: false for a missing (or, unless `orEmpty`, 0-byte) file. A
  /// file this account may not see or read is not "missing": that is refused with its reason.
  public static func exists(at path: String, orEmpty: Bool = false) throws -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return false }
      throw StoreError.noAccess(path: path, reason: systemError)
    }
    if info.st_mode & S_IFMT == S_IFDIR { throw StoreError.directory(path: path) }
    if access(path, R_OK) != 0 { throw StoreError.noAccess(path: path, reason: systemError) }
    return orEmpty || info.st_size > 0
  }

  /// Refuses a directory given as the database before SQLite opens it, which would fail with a misleading "disk
  /// I/O error" (or, creating, with "unable to open" and no word of the directory).
  static func refuseDirectory(_ path: String) throws {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw StoreError.directory(path: path) }
  }

  /// A private in-memory database, migrated: for tests and for printing the schema.
  public static func inMemory(today: Day? = nil) throws -> HabitDatabase {
    let connection = try Connection.inMemory()
    try configure(connection, today: today)
    try Schema.migrator.migrate(connection)
    return HabitDatabase(connection: connection, path: ":memory:")
  }

  /// Puts the file in WAL mode (it stays so). Switching needs the file to itself; when two processes create one
  /// file together under load, a process without this retry was seen to exit busy (ConcurrencyTests, in CI's full
  /// run), so the switch is retried here for as long as the busy timeout allows.
  static func enableWAL(_ connection: Connection) throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(busyTimeoutMilliseconds))
    while true {
      do {
        if try connection.scalar("PRAGMA journal_mode", as: String.self) == "wal" { return }
        try connection.execute("PRAGMA journal_mode = WAL")
        return
      } catch let error as SQLiteError where error.isBusy && clock.now < deadline {
        usleep(5_000)
      }
    }
  }

  /// The connection discipline, in one place: every connection of the program gets exactly this, and the
  /// views' `habit_today()` (NULL without `today`: the views then read the local date). Recursive triggers make a
  /// row that INSERT OR REPLACE removes fire its delete triggers, as `streak_checkpoints` needs.
  static func configure(_ connection: Connection, today: Day? = nil) throws {
    connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    try connection.execute(
      "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA trusted_schema = OFF; PRAGMA recursive_triggers = ON"
    )
    try connection.defineConstant("habit_today", today?.description)
  }

  /// Refuses a file that is not ours before anything else touches it (even a PRAGMA can fail on it).
  @discardableResult
  static func check(_ connection: Connection, path: String) throws -> Migrator.State {
    connection.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    do {
      return try Schema.migrator.check(connection)
    } catch let refusal as Migrator.Refusal {
      throw StoreError.foreignFile(path: path, reason: refusal)
    }
  }
}

extension HabitDatabase {
  /// The value of a PRAGMA as text, for diagnostics (`habit doctor`) and tests.
  public func pragma(_ name: String) throws -> String? {
    guard name.allSatisfy({ $0.isLetter || $0 == "_" }) else { throw StoreError.invalidValue("no pragma '\(name)'") }
    return try db.queryFirst("PRAGMA \(name)") { row in row.dynamicValue(0).text }
  }
}
