import HabitStore
import SQLite

/// Another app's SQLite backup (Rewire's, Tickmate's), opened as untrusted as Loop's (``LoopBackupFile``):
/// read-only and immutable, `trusted_schema` off, `query_only` on, and only plain SELECTs on ordinary tables, so
/// nothing the file defines ever runs and the file is left byte for byte as it was. Rows still in a `-wal` beside
/// it are read from a private copy (``WriteAheadLogCopy``).
final class ForeignDatabase {
  let connection: Connection
  private let logCopy: WriteAheadLogCopy?
  let app: String
  /// The names of the file's tables, lowercased.
  let tables: Set<String>

  init(path: String, app: String) throws(ImportError) {
    self.app = app
    logCopy = try WriteAheadLogCopy.ifNeeded(for: path, hint: "Import the backup \(app) made, as it made it.")
    do {
      connection = try Connection(path: LoopBackupFile.uri(logCopy?.path ?? path), access: .readOnly)
      try connection.execute("PRAGMA trusted_schema = OFF; PRAGMA query_only = ON;")
      tables = Set(
        try connection.query("SELECT lower(name) FROM sqlite_schema WHERE type = 'table'") { try $0[0] as String })
    } catch {
      throw ImportError(
        "not a SQLite database, or a damaged one", at: nil, hint: "Import the backup \(app) made, as it made it.")
    }
  }

  /// The names of the tables of the SQLite file at `path`, lowercased; nil when it cannot be read as SQLite.
  static func tables(at path: String) -> Set<String>? {
    try? ForeignDatabase(path: path, app: "").tables
  }

  /// Checks that `table` is an ordinary table with `columns` (lowercase) and no computed column, before it is read.
  func check(_ table: String, columns: [String]) throws(ImportError) {
    do {
      let entry = try connection.queryFirst(
        "SELECT type, sql FROM sqlite_schema WHERE name = ? COLLATE NOCASE", [table],
        decode: { (try $0[0] as String, try $0[1] as String?) })
      guard let (type, sql) = entry else {
        throw refusal("a SQLite database without a \(table) table, so not \(app)'s backup")
      }
      let words = (sql ?? "").uppercased().split(whereSeparator: \.isWhitespace).prefix(2)
      guard type == "table", words == ["CREATE", "TABLE"],
        try connection.scalar(
          "SELECT count(*) FROM pragma_table_xinfo(?) WHERE hidden <> 0", [table], as: Int.self) == 0
      else {
        throw refusal("\(table) is not a plain table: not a backup \(app) writes")
      }
      let present = Set(
        try connection.query("SELECT lower(name) FROM pragma_table_info(?)", [table]) { try $0[0] as String })
      if let missing = columns.first(where: { !present.contains($0) }) {
        throw refusal("the \(table) table has no column \(missing), which \(app)'s backups have")
      }
    } catch let error as ImportError {
      throw error
    } catch {
      throw refusal("the backup cannot be read: \(error)")
    }
  }

  func refusal(_ message: String) -> ImportError {
    ImportError(message, at: nil, hint: "Import the backup \(app) made, as it made it.")
  }
}
