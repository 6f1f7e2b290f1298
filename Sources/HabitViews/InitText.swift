/// A database several OS accounts share, as `habit init --shared` left it.
public struct SharedDatabase: Sendable {
  public let path: String
  public let directory: String
  public let existed: Bool
  public let group: String
  /// `rw-rw----`.
  public let fileMode: String
  public let directoryMode: String
  /// The kind of network file system the directory is on (`nfs`), nil on a local disk.
  public let networkFileSystem: String?

  public init(
    path: String, directory: String, existed: Bool, group: String, fileMode: String, directoryMode: String,
    networkFileSystem: String?
  ) {
    self.path = path
    self.directory = directory
    self.existed = existed
    self.group = group
    self.fileMode = fileMode
    self.directoryMode = directoryMode
    self.networkFileSystem = networkFileSystem
  }
}

/// What `habit init` says: the database created or checked, and what to type next.
public enum InitText {
  /// "Created /path. Next: habit user add NAME", or "Checked /path. It has 2 members (alice, bob). Next: habit".
  public static func local(_ path: String, existed: Bool, members: [String]) -> String {
    // A household that has members goes on from where it is; only an empty one needs its first member.
    let next =
      members.isEmpty
      ? "Next: habit user add NAME"
      : "It has \(Wording.count(members.count, "member")) (\(members.joined(separator: ", "))). Next: habit"
    return "\(existed ? "Checked" : "Created") \(path). \(next)"
  }

  /// The shared database, its file's and directory's modes and group, how members point habit at it; then a
  /// warning when it is on a network file system.
  public static func shared(_ shared: SharedDatabase) -> [String] {
    let about = """
      \(shared.existed ? "Shared" : "Created a shared database:") \(shared.path)
        file       \(shared.fileMode) group \(shared.group)
        directory  \(shared.directoryMode) group \(shared.group) (files created there belong to the group)
      Every member of \(shared.group) points habit at it, for example in ~/.profile:
        export HABIT_DB=\(shared.path)
      then adds themselves once: habit user add NAME
      """
    guard let kind = shared.networkFileSystem else { return [about] }
    return [
      about,
      "Warning: \(shared.directory) is on \(kind). SQLite's locking is not reliable there; keep the database on a "
        + "local disk.",
    ]
  }
}
