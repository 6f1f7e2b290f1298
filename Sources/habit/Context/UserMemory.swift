/// Remembers the user chosen with `habit user switch`, per OS account and per database file, outside the
/// database (so members sharing one file each keep their own choice).
///
/// The file is `$XDG_STATE_HOME/habit/current-user` (default `~/.local/state/habit/current-user`): one line per
/// database, `<absolute database path><TAB><user id>`.
enum UserMemory {
  static var file: String {
    let base =
      System.environment("XDG_STATE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? System.homeDirectory + "/.local/state"
    return base + "/habit/current-user"
  }

  static func remembered(for databasePath: String) -> String? {
    guard let key = System.realPath(databasePath), let text = System.readFile(file) else { return nil }
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", maxSplits: 1)
      if fields.count == 2, fields[0] == key { return String(fields[1]) }
    }
    return nil
  }

  static func remember(userID: String, for databasePath: String) throws(CLIError) {
    guard let key = System.realPath(databasePath) else { return }
    var lines = (System.readFile(file) ?? "").split(separator: "\n").filter {
      !$0.hasPrefix(key + "\t")
    }.map(String.init)
    lines.append(key + "\t" + userID)
    if let slash = file.lastIndex(of: "/") { try System.createDirectories(String(file[..<slash]), mode: 0o700) }
    try System.writeFileAtomically(file, lines.joined(separator: "\n") + "\n")
  }
}
