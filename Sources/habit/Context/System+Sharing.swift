#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File modes and groups for a database several OS accounts share.
extension System {
  static var primaryGroupID: gid_t { getgid() }

  static func groupID(_ name: String) throws(CLIError) -> gid_t {
    guard let entry = getgrnam(name) else {
      throw CLIError.usage("there is no group '\(name)'", hint: "See your groups with: id -Gn")
    }
    return entry.pointee.gr_gid
  }

  static func groupName(_ id: gid_t) -> String {
    getgrgid(id).flatMap { $0.pointee.gr_name }.map { String(cString: $0) } ?? String(id)
  }

  static func absolutePath(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + path
  }

  /// Makes the directory one the group can create files in, and whose new files belong to the group (setgid):
  /// created with rwxrws---, or, when it exists and is ours, given those group bits (other bits are kept).
  static func prepareSharedDirectory(_ directory: String, group: gid_t) throws(CLIError) {
    if !fileExists(directory) {
      try createDirectories(directory, mode: 0o770)
      try change(directory, mode: 0o2770, group: group)
      return
    }
    var info = stat()
    guard stat(directory, &info) == 0 else {
      throw CLIError.failure("cannot read \(directory): \(String(cString: strerror(errno)))")
    }
    let wanted = (info.st_mode & 0o7777) | 0o2070
    if info.st_mode & 0o7777 == wanted && info.st_gid == group { return }
    guard info.st_uid == geteuid() else {
      throw CLIError.failure(
        "\(directory) is not yours, and its group cannot create files in it",
        hint: "Ask its owner to run: chgrp \(groupName(group)) \(directory) && chmod g+rwxs \(directory)")
    }
    try change(directory, mode: wanted, group: group)
  }

  /// rw-rw---- for the database file, in the group.
  static func makeGroupWritable(_ path: String, group: gid_t) throws(CLIError) {
    try change(path, mode: 0o660, group: group)
  }

  private static func change(_ path: String, mode: mode_t, group: gid_t) throws(CLIError) {
    // The group first: changing it can clear the setgid bit.
    guard chown(path, uid_t.max, group) == 0, chmod(path, mode) == 0 else {
      throw CLIError.failure("cannot share \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// "rw-rw----", "rwxrws---".
  static func modeString(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "?" }
    let mode = info.st_mode
    var text = ""
    for (shift, special, letter) in [(6, 0o4000, "s"), (3, 0o2000, "s"), (0, 0o1000, "t")] as [(mode_t, mode_t, String)]
    {
      let bits = (mode >> shift) & 0o7
      text += bits & 4 != 0 ? "r" : "-"
      text += bits & 2 != 0 ? "w" : "-"
      let execute = bits & 1 != 0
      text += mode & special != 0 ? (execute ? letter : letter.uppercased()) : (execute ? "x" : "-")
    }
    return text
  }

  /// The network file system holding `path` ("nfs4", "cifs"), or nil for a local one, from the longest mount
  /// point in /proc/mounts that contains it.
  static func networkFileSystem(_ path: String) -> String? {
    guard let resolved = realPath(path), let mounts = readFile("/proc/mounts") else { return nil }
    var best: (point: String, type: String)?
    for line in mounts.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count > 2 else { continue }
      let point = String(fields[1])
      let inside = resolved == point || resolved.hasPrefix(point == "/" ? "/" : point + "/")
      if inside && point.count > best?.point.count ?? -1 { best = (point, String(fields[2])) }
    }
    guard let type = best?.type else { return nil }
    let network = ["nfs", "nfs4", "cifs", "smb3", "smbfs", "9p", "afs", "ceph", "glusterfs", "fuse.sshfs"]
    return network.contains(type) ? type : nil
  }
}
