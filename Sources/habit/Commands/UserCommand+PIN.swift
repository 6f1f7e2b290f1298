import ArgumentParser
import HabitStore
import HabitViews

extension UserCommand {
  /// `habit user protect NAME`: set or change a PIN.
  struct Protect: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "protect",
      abstract: "Set or change a user's PIN: commands that change their habits then ask for it.",
      discussion: """
        The PIN is asked on the terminal, never taken from arguments or the environment, and stored only as a \
        salted PBKDF2-HMAC-SHA256 hash. It guards a member's habits from the others' slips; it does not hide \
        them: anyone who can open the file can read it.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The user to protect.", completion: Completions.userNames) var name: String
    @Option(help: "PBKDF2 iterations: more are slower to check and to guess.")
    var iterations = PINHash.defaultIterations

    func validate() throws {
      guard iterations >= PINHash.minimumIterations else {
        throw ValidationError("--iterations must be at least \(PINHash.minimumIterations)")
      }
    }

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try database.user(named: name)
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
      commandName: "unprotect", abstract: "Remove a user's PIN (it is asked first).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The user whose PIN to remove.", completion: Completions.userNames) var name: String

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try database.user(named: name)
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
