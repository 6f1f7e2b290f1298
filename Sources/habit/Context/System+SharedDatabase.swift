import HabitStore
import HabitViews

extension System {
  /// Creates (or checks) the database at `path` for the OS accounts of `group` (default: the primary group):
  /// its directory prepared for the group, the file group-writable.
  static func shareDatabase(at path: String, group: String?) throws -> SharedDatabase {
    let path = absolutePath(path)
    let directory = String(path[..<path.lastIndex(of: "/")!])
    let gid = try group.map(groupID) ?? primaryGroupID
    try prepareSharedDirectory(directory, group: gid)
    let existed = fileExists(path)
    _ = try HabitDatabase.open(path: path)
    try makeGroupWritable(path, group: gid)
    return SharedDatabase(
      path: path, directory: directory, existed: existed, group: groupName(gid), fileMode: modeString(path),
      directoryMode: modeString(directory), networkFileSystem: networkFileSystem(directory))
  }
}
