import HabitCore
import HabitScreens
import HabitStore
import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command needs from its surroundings, resolved once: the database path, today, the terminal.
struct Context {
  let databasePath: String
  /// The clock as read at start (`HABIT_TODAY`, `HABIT_NOW`, the local time).
  let now: Now
  let requestedUser: String?
  /// `--user` as given (nil when absent).
  let explicitUser: String?
  let terminal: Terminal
  private let settled = SettledDay()

  /// Today for the acting member: the clock turned by their day start. Before noon that start is read from the
  /// file: on the command's own connection once it is open (``settleToday(on:)``), else on a connection of its
  /// own when a command needs today before it opens the file (a day typed as `yesterday`).
  var today: Day {
    if let day = settled.day { return day }
    let day = HabitDatabase.today(at: databasePath, for: userReference, now: now)
    settled.day = day
    return day
  }

  /// Today as a command's database connection reads it: settled on that connection, and given to its SQL as
  /// `habit_today()`.
  private func settleToday(on database: HabitDatabase) throws -> HabitDatabase {
    if settled.day == nil {
      settled.day = database.today(for: userReference, now: now)
    }
    try database.setToday(today)
    return database
  }

  init(_ options: GlobalOptions) throws {
    try self.init(db: options.db, user: options.user)
  }

  /// From `--db` and `--user` as given (nil when absent): the fast path (`Invocation`) reads them itself.
  init(db: String?, user: String?) throws {
    databasePath = Context.databasePath(db)
    Context.databasePathInUse = databasePath
    explicitUser = user.flatMap { $0.isEmpty ? nil : $0 }
    requestedUser = user ?? System.environment("HABIT_USER").flatMap { $0.isEmpty ? nil : $0 }
    now = try Today.now()
    terminal = Terminal()
  }

  /// `--db`, else `HABIT_DB`, else `$XDG_DATA_HOME/habit/habit.sqlite` (`~/.local/share/habit/habit.sqlite`).
  /// The database the command works on, for the one place that words a file's failure (`Entry`).
  nonisolated(unsafe) static var databasePathInUse: String?

  static func databasePath(_ option: String?) -> String {
    if let option, !option.isEmpty { return option }
    if let path = System.environment("HABIT_DB"), !path.isEmpty { return path }
    return dataDirectory + "/habit.sqlite"
  }

  static var dataDirectory: String {
    let base =
      System.environment("XDG_DATA_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? System.homeDirectory + "/.local/share"
    return base + "/habit"
  }

  /// Opens an existing database for a command that changes what a user has: without a database there is no
  /// user, so the command is refused before any file or directory is created.
  func openForWriting() throws -> HabitDatabase {
    guard try HabitDatabase.exists(at: databasePath) else { throw StoreError.noUsers }
    return try settleToday(on: HabitDatabase.open(path: databasePath, onLockWait: lockWaitNotice))
  }

  /// On a terminal, a write kept waiting by another process's write says so after a second, instead of
  /// staying silent until the busy timeout; nil elsewhere.
  var lockWaitNotice: (@Sendable () -> Void)? {
    guard System.isTerminal(2) else { return nil }
    let seconds = HabitDatabase.busyTimeoutMilliseconds / 1000
    let message = "Waiting for another process to finish writing to \(databasePath) (up to \(seconds) seconds)…\n"
    return {
      var stream = StandardError()
      stream.write(message)
    }
  }

  /// Opens the database for a command that may be the first (`init`, `user add`, `import`, `settings`), creating
  /// the file and its directory when needed.
  func openCreatingForWriting() throws -> HabitDatabase {
    if databasePath != ":memory:", let slash = databasePath.lastIndex(of: "/"), slash != databasePath.startIndex {
      try System.createDirectories(String(databasePath[..<slash]), mode: 0o700)
    }
    return try settleToday(on: HabitDatabase.open(path: databasePath, onLockWait: lockWaitNotice))
  }

  /// Opens the database for a command that only reads: nothing is created or written.
  /// A file behind this habit's schema is read through a copy upgraded in memory; unless `quietly` (the shell
  /// prompt's line, shell completion), standard error says so, and how to upgrade the file once.
  func openForReading(quietly: Bool = false) throws -> HabitDatabase {
    let database = try settleToday(on: HabitDatabase.openForReading(path: databasePath))
    if let version = database.olderFileVersion, !quietly {
      let command =
        "habit upgrade" + (databasePath == Context.databasePath(nil) ? "" : " --db \(databasePath.shellWord)")
      var stream = StandardError()
      stream.write(
        SchemaUpgradeText.olderFileNote(
          path: databasePath, fileVersion: version, latest: HabitDatabase.schemaVersion, command: command))
    }
    return database
  }

  /// Who is looking when `--user` names whom to show: `HABIT_USER`, else the member chosen with `habit user
  /// switch`; nil when `--user` was not given or nobody is chosen (the member shown is then the one looking).
  var viewerReference: UserReference? {
    guard explicitUser != nil else { return nil }
    if let name = System.environment("HABIT_USER"), !name.isEmpty { return .named(name) }
    return UserMemory.remembered(for: databasePath).map { .chosen(uuid: $0) }
  }

  /// Who is acting: `--user`, `HABIT_USER`, the user chosen with `habit user switch`, or the only user.
  var userReference: UserReference { Context.userReference(requestedUser, databasePath: databasePath) }

  static func userReference(_ requestedUser: String?, databasePath: String) -> UserReference {
    if let requestedUser { return .named(requestedUser) }
    return .chosen(uuid: UserMemory.remembered(for: databasePath))
  }

  /// Who is acting, read on its own: for a command whose use case takes a resolved member.
  func currentUser(in database: HabitDatabase) throws -> User {
    try choosing { try database.userAndPIN(userReference).0 }
  }

  /// Runs a use case given who is acting; without a member chosen among several, says how to choose one.
  func choosing<T>(_ useCase: () throws -> T) throws -> T {
    do {
      return try useCase()
    } catch StoreError.noUserChosen(let names) {
      throw CLIError.usage(
        "several users share this database (\(names.joined(separator: ", "))) and none is chosen",
        hint:
          "Choose one with: habit user switch \((names.first ?? "NAME").shellWord)\n(or --user NAME, or HABIT_USER=NAME)"
      )
    }
  }
}

/// The day a context settled on, once: shared by the context's copies.
private final class SettledDay {
  var day: Day?
}
