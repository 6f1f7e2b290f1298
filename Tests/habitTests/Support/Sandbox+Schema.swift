import Foundation
import SQLite

extension Sandbox {
  /// The schema version this habit writes, read from a file it creates, so that tests follow each new migration
  /// instead of naming a number.
  func latestSchemaVersion() throws -> Int {
    let path = directory.appendingPathComponent("schema-version-probe.sqlite").path
    try run(["user", "add", "probe", "--db", path])
    return try Connection(path: path, access: .readOnly).scalar("PRAGMA user_version", as: Int.self) ?? 0
  }
}
