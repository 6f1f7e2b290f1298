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
      let added = try context.openCreatingForWriting().addMember(named: name)
      Message.info(MemberText.added(added))
      if added.isFirst {
        // The user is added whatever happens here: the only user is chosen anyway, so a state directory that
        // cannot be written is worth a warning, not a failure after the fact.
        do {
          try UserMemory.remember(userID: added.user.uuid, for: context.databasePath)
        } catch {
          Message.info(MemberText.notRemembered(added.user, because: error.message))
        }
      }
      Message.info(MemberText.next(after: added))
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the users; the current one is marked *.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let context = try Context(global)
      let members: MemberList
      do {
        members = try context.openForReading().memberList(current: context.userReference)
      } catch StoreError.noDatabase {
        members = MemberList(users: [], current: nil)
      }
      let view = MembersView(members, color: context.terminal.stdoutColor)
      switch output.format {
      case .json: try printJSON(view.json)
      case .csv: try printCSV(header: MembersView.csvHeader, rows: view.csvRows)
      case .table:
        guard !members.users.isEmpty else {
          Message.info("No users yet. Create one with: habit user add NAME")
          return
        }
        var stdout = StandardOutput()
        view.render(to: &stdout)
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
      let removal = try database.prepareRemoval(of: user)
      try confirm(MemberText.removalQuestion(removal), yes: yes, terminal: context.terminal)
      try database.remove(removal)
      Message.info(MemberText.removed(removal))
    }
  }
}
