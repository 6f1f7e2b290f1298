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
      // A household that has members goes on from where it is; only an empty one needs its first member.
      let next =
        members.isEmpty
        ? "Next: habit user add NAME"
        : "It has \(Wording.count(members.count, "member")) (\(members.joined(separator: ", "))). Next: habit"
      Message.info("\(existed ? "Checked" : "Created") \(context.databasePath). \(next)")
      return
    }
    let path = System.absolutePath(shared)
    let directory = String(path[..<path.lastIndex(of: "/")!])
    let gid = try group.map(System.groupID) ?? System.primaryGroupID
    try System.prepareSharedDirectory(directory, group: gid)
    let existed = System.fileExists(path)
    _ = try HabitDatabase.open(path: path)
    try System.makeGroupWritable(path, group: gid)
    let groupName = System.groupName(gid)
    Message.info(
      """
      \(existed ? "Shared" : "Created a shared database:") \(path)
        file       \(System.modeString(path)) group \(groupName)
        directory  \(System.modeString(directory)) group \(groupName) (files created there belong to the group)
      Every member of \(groupName) points habit at it, for example in ~/.profile:
        export HABIT_DB=\(path)
      then adds themselves once: habit user add NAME
      """)
    if let kind = System.networkFileSystem(directory) {
      Message.info(
        "Warning: \(directory) is on \(kind). SQLite's locking is not reliable there; keep the database on a local disk."
      )
    }
  }
}
