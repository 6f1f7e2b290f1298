import HabitScreens
import HabitStore
import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Context {
  /// Who is acting, for a command that changes their data: a protected user is asked for their PIN first.
  ///
  /// Reading commands use `currentUser`: the PIN guards against slips, and whoever can read the file can read
  /// every member's data anyway.
  func actingUser(in database: HabitDatabase) throws -> User {
    let user = try currentUser(in: database)
    try requirePIN(of: user, in: database)
    return user
  }

  /// Who is acting, for a write use case that resolves the member inside its transaction. An unprotected member
  /// is passed on as named; a protected one is asked for the PIN first, and the write is then for exactly the
  /// member whose PIN was given.
  func actingReference(in database: HabitDatabase) throws -> UserReference {
    let (user, stored) = try choosing { try database.userAndPIN(userReference) }
    guard stored != nil else { return userReference }
    try requirePIN(of: user, in: database)
    return .authenticated(uuid: user.uuid)
  }

  /// Asks for the user's PIN on the terminal when they have one (three tries). Wrong PINs are counted in the
  /// database: from the third in a row the member is locked for a growing time, in every process.
  func requirePIN(of user: User, in database: HabitDatabase) throws {
    guard try database.pin(of: user) != nil else { return }
    if let lock = try database.pinLock(of: user, now: time(nil)) {
      throw Self.locked(user, seconds: lock.seconds, failures: lock.failures)
    }
    let prompt = try Self.terminalPrompt(for: user)
    defer { prompt.close() }
    for _ in 0..<3 {
      guard let pin = prompt.ask("PIN for \(user.name): ") else { break }
      switch try database.checkPIN(pin, of: user, now: time(nil)) {
      case .accepted: return
      case .wrong(lockedFor: nil): prompt.write("Wrong PIN.\n")
      case .wrong(lockedFor: let seconds?):
        throw CLIError(
          message: "wrong PIN for \(user.name); nothing was changed",
          hint: "That was too many wrong PINs in a row: \(user.name) is locked; try again in \(Self.wait(seconds)).",
          exitCode: .notPermitted)
      case .locked(let seconds, let failures): throw Self.locked(user, seconds: seconds, failures: failures)
      }
    }
    throw CLIError(message: "wrong PIN for \(user.name); nothing was changed", hint: nil, exitCode: .notPermitted)
  }

  static func locked(_ user: User, seconds: Int, failures: Int) -> CLIError {
    CLIError(
      message: "\(user.name) is locked after \(failures) wrong PINs in a row; nothing was changed",
      hint:
        "Try again in \(wait(seconds)). Each further wrong PIN doubles the wait, up to an hour; the right one ends it.",
      exitCode: .notPermitted)
  }

  /// "30 seconds", "4 minutes": a wait rounded up to what a person would count.
  static func wait(_ seconds: Int) -> String {
    if seconds == 1 { return "1 second" }
    if seconds <= 90 { return "\(seconds) seconds" }
    let minutes = (seconds + 59) / 60
    return "\(minutes) minutes"
  }

  /// The terminal to ask on; without one, the refusal says what the PIN was needed for.
  static func terminalPrompt(for user: User, setting: Bool = false) throws -> PINPrompt {
    guard let prompt = PINPrompt() else {
      let message =
        setting
        ? "setting a PIN for \(user.name) needs a terminal to type it on, and there is none; nothing was changed"
        : "\(user.name) is protected by a PIN, and there is no terminal to ask it on; nothing was changed"
      throw CLIError(
        message: message,
        hint: "Run the command in a terminal. A PIN is never read from arguments, the environment or standard input.",
        exitCode: .notPermitted)
    }
    return prompt
  }
}
