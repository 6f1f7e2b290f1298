import HabitScreens

/// What `habit upgrade` did, in one line: the file upgraded from one schema version to another, or already
/// current.
public struct SchemaUpgradeText {
  public let upgrade: SchemaUpgrade

  public init(_ upgrade: SchemaUpgrade) { self.upgrade = upgrade }

  public func render(to stream: inout some TextOutputStream) {
    let path = visible(upgrade.path)
    if upgrade.changedTheFile {
      stream.write("Upgraded \(path) from schema \(upgrade.from) to \(upgrade.to).\n")
    } else {
      stream.write("\(path) is at schema \(upgrade.to) already: nothing to do.\n")
    }
  }

  /// The note a reading command prints on standard error when the file is behind this habit's schema.
  public static func olderFileNote(path: String, fileVersion: Int, latest: Int, command: String) -> String {
    "Note: \(visible(path)) is at schema \(fileVersion), older than this habit's \(latest): it is read through an "
      + "upgraded copy in memory at every command, which takes longer for a large file. Upgrade the file once "
      + "with: \(command)\n"
  }
}
