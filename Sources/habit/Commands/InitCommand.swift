import ArgumentParser
import HabitStore
import HabitViews

/// `habit init`: create the database, private or shared by several OS accounts of the household.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init", abstract: "Create the database; with --shared PATH, one the household's OS accounts share.",
    discussion: """
      A shared database is group-writable (rw-rw----), in a directory the group may create files in, marked so \
      that the files created there belong to the group (setgid): SQLite creates the -wal and -shm files next to \
      the database, with the database's permissions, as members open it. Keep it on a local disk: SQLite's \
      locking is not reliable on network file systems (NFS, SMB).
      """)
  @OptionGroup var global: GlobalOptions
  @Option(name: .long, help: ArgumentHelp("Create a database at this path for several OS accounts.", valueName: "path"))
  var shared: String?
  @Option(name: .long, help: "With --shared: the OS group that shares it (default: your primary group).")
  var group: String?

  func validate() throws {
    if group != nil && shared == nil { throw ValidationError("--group goes with --shared PATH") }
  }

  func run() throws {
    let context = try Context(global)
    guard let shared else {
      let existed = System.fileExists(context.databasePath)
      let members = try context.openCreatingForWriting().users().map(\.name)
      Message.info(InitText.local(context.databasePath, existed: existed, members: members))
      return
    }
    InitText.shared(try System.shareDatabase(at: shared, group: group)).forEach(Message.info)
  }
}
