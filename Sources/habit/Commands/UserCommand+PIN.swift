import ArgumentParser
import HabitScreens
import HabitStore
import HabitViews

extension UserCommand {
  /// `habit user protect NAME`: set or change a PIN.
  struct Protect: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "protect",
      abstract: "Set or change a user's PIN: commands that change their habits then ask for it.",
      discussion: """
        Only the member themselves sets or changes their PIN: NAME must be the acting user (--user, HABIT_USER or \
        habit user switch). The PIN is asked on the terminal, never taken from arguments or the environment, and \
        stored only as a salted PBKDF2-HMAC-SHA256 hash. It guards a member's habits from the others' slips; it does not hide \
        them: anyone who can open the file can read it.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The user to protect.", completion: Completions.userNames) var name: String
    @Option(help: "PBKDF2 iterations (100000 to 2000000): more are slower to check and to guess.")
    var iterations = PINHash.defaultIterations

    func validate() throws {
      guard (PINHash.minimumIterations...PINHash.maximumIterations).contains(iterations) else {
        throw ValidationError(
          "--iterations must be \(PINHash.minimumIterations) to \(PINHash.maximumIterations) (\(iterations) was given)")
      }
    }

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.ownUser(named: name, in: database, setting: true)
      let changing = try database.pin(of: user) != nil
      // Changing a PIN takes the current one; the terminal is checked before anything is asked.
      let prompt = try Context.terminalPrompt(for: user, setting: !changing)
      prompt.close()
      if changing { try context.requirePIN(of: user, in: database) }
      let pin = try Self.askNewPIN(for: user)
      try database.protect(user, pin: pin, iterations: iterations)
      Message.info(
        changing
          ? "Changed the PIN of \(user.name)."
          : "\(user.name) is protected: commands that change \(user.name)'s habits ask for the PIN.")
    }

    /// Asks twice, on the terminal, until both agree and the PIN is long enough (three tries).
    static func askNewPIN(for user: User) throws -> String {
      let prompt = try Context.terminalPrompt(for: user, setting: true)
      defer { prompt.close() }
      for _ in 0..<3 {
        guard let first = prompt.ask("New PIN for \(user.name): ") else { break }
        guard first.count >= PINHash.minimumLength else {
          prompt.write("A PIN needs at least \(PINHash.minimumLength) characters.\n")
          continue
        }
        guard let second = prompt.ask("Again: ") else { break }
        if first == second { return first }
        prompt.write("The two differ.\n")
      }
      throw CLIError.failure("no PIN was set for \(user.name); nothing was changed")
    }
  }

  /// `habit user unprotect NAME`: remove a PIN, after asking for it.
  struct Unprotect: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "unprotect", abstract: "Remove your own PIN (it is asked first).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The user whose PIN to remove.", completion: Completions.userNames) var name: String

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.ownUser(named: name, in: database, setting: false)
      guard try database.pin(of: user) != nil else {
        throw CLIError.failure(
          "\(user.name) has no PIN", hint: "Set one with: habit user protect \(user.name.shellWord)")
      }
      try context.requirePIN(of: user, in: database)
      try database.unprotect(user)
      Message.info("\(user.name) is no longer protected by a PIN.")
    }
  }
}

extension Context {
  /// The member named, when it is the acting user: a member's PIN is set, changed or removed by that member
  /// only, so that no one locks another out of their habits.
  func ownUser(named name: String, in database: HabitDatabase, setting: Bool) throws -> User {
    let user = try database.user(named: name)
    let acting = try currentUser(in: database)
    guard acting.uuid == user.uuid else {
      let verb = setting ? "set or change" : "remove"
      // By id: a name would need quoting twice, for SQL and for the shell.
      let forget = "DELETE FROM user_pins WHERE user_id = \(user.id)"
      throw CLIError(
        message: "only \(user.name) can \(verb) \(user.name)'s PIN, and this command acts as \(acting.name); "
          + "nothing was changed",
        hint: "\(user.name) runs it as themselves: habit --user \(user.name.shellWord) user "
          + "\(setting ? "protect" : "unprotect") \(user.name.shellWord)\nA forgotten PIN is removed by whoever "
          + "owns the database file: habit sql --write \(forget.shellWord)",
        exitCode: .notPermitted)
    }
    return user
  }
}
