import ArgumentParser
import HabitScreens
import HabitStore
import HabitViews

/// `habit user ...`: the members of the household.
struct UserCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "user",
    abstract: "Add, list, switch between, rename, remove and protect users.",
    subcommands: [Add.self, List.self, Switch.self, Rename.self, Remove.self, Protect.self, Unprotect.self],
    defaultSubcommand: List.self
  )
}

extension UserCommand {
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add", abstract: "Add a member of the household.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The new user's name.") var name: String

    func run() throws {
      let context = try Context(global)
      let database = try context.openCreatingForWriting()
      let isFirst = try database.users().isEmpty
      let user = try database.addUser(named: name)
      Message.info("Added user \(user.name).")
      if isFirst {
        // The user is added whatever happens here: the only user is chosen anyway, so a state directory that
        // cannot be written is worth a warning, not a failure after the fact.
        do {
          try UserMemory.remember(userID: user.uuid, for: context.databasePath)
        } catch {
          Message.info("Warning: \(error.message); \(user.name) is still chosen while the only user.")
        }
        Message.info("Next: habit add \"Read\" --goal 1/day")
      } else {
        Message.info("Act as \(user.name) with: habit user switch \(user.name.shellWord)")
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the users; the current one is marked *.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let context = try Context(global)
      let users: [User]
      let current: User?
      do {
        let database = try context.openForReading()
        users = try database.users()
        current = try? context.currentUser(in: database)
      } catch StoreError.noDatabase {
        (users, current) = ([], nil)
      }
      switch output.format {
      case .json:
        try printJSON(users.map { MemberJSON($0, current: $0 == current) })
      case .csv:
        try printCSV(
          header: ["id", "name", "current"], rows: users.map { [$0.uuid, $0.name, $0 == current ? "true" : "false"] })
      case .table:
        if users.isEmpty {
          Message.info("No users yet. Create one with: habit user add NAME")
          return
        }
        for user in users {
          let marker = user == current ? "* " : "  "
          print(
            marker + visible(user.name).styled(user == current ? .bold : nil, enabled: context.terminal.stdoutColor))
        }
      }
    }
  }

  struct Switch: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "switch",
      abstract: "Choose who you are on this database (remembered for your OS account).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The user to act as.", completion: Completions.userNames) var name: String

    func run() throws {
      let context = try Context(global)
      let user = try context.openForReading().user(named: name)
      try UserMemory.remember(userID: user.uuid, for: context.databasePath)
      Message.info("Now acting as \(user.name).")
    }
  }

  struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rename", abstract: "Rename a user.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The user's current name.", completion: Completions.userNames) var name: String
    @Argument(help: "The new name.") var newName: String

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let found = try database.user(named: name)
      try context.requirePIN(of: found, in: database)
      let user = try database.renameUser(found, to: newName)
      Message.info("Renamed \(name) to \(user.name).")
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove",
      abstract: "Remove a user with all their activities and records.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The user to remove.", completion: Completions.userNames) var name: String
    @Flag(name: .long, help: "Do not ask for confirmation (needed when not on a terminal).") var yes = false

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try database.user(named: name)
      try context.requirePIN(of: user, in: database)
      let summary = try database.deletionSummary(for: user)
      try confirm(
        "Remove \(user.name) with \(summary.activities) activit\(summary.activities == 1 ? "y" : "ies"), "
          + "\(summary.completions) completion\(summary.completions == 1 ? "" : "s") and \(summary.marks) skipped or failed day\(summary.marks == 1 ? "" : "s")?",
        yes: yes, terminal: context.terminal)
      try database.removeUser(user)
      Message.info("Removed \(user.name).")
    }
  }
}
