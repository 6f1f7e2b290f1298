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

  /// Opens the file; one that defines a virtual table is refused unless `listingOnly` (the format's guess,
  /// which reads nothing but the names of its tables).
  init(path: String, app: String, listingOnly: Bool = false) throws(ImportError) {
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
    if !listingOnly, let name = try? Self.virtualTable(in: connection) {
      throw Self.virtualTableRefusal(name, app: app)
    }
  }

  /// The name of a table of the file that is not a plain one (a virtual table: fts5, rtree or any module),
  /// found from the schema's text without using it; nil when there is none.
  ///
  /// SQLite runs a virtual table's module, even with `trusted_schema` off for the innocuous ones, as soon as a
  /// statement reads it, so a file that defines one is refused whole, before any of its tables is read.
  static func virtualTable(in connection: Connection) throws -> String? {
    let tables = try connection.query("SELECT name, sql, rootpage FROM sqlite_schema WHERE type = 'table'") {
      (try $0[0] as String, try $0[1] as String?, try $0[2] as Int64?)
    }
    return tables.first { _, sql, rootPage in
      (rootPage ?? 0) == 0
        || (sql ?? "").uppercased().split(whereSeparator: \.isWhitespace).prefix(2) != ["CREATE", "TABLE"]
    }?.0
  }

  /// The error for a file that defines a virtual table (``virtualTable(in:)``).
  static func virtualTableRefusal(_ name: String, app: String) -> ImportError {
    ImportError(
      "the file defines the virtual table \(ImportValues.quoted(name)), code habit does not run: not a backup \(app) "
        + "writes", at: nil, hint: "habit reads only plain tables from a backup and runs none of its code.")
  }

  /// The names of the tables of the SQLite file at `path`, lowercased; nil when it cannot be read as SQLite.
  static func tables(at path: String) -> Set<String>? {
    try? ForeignDatabase(path: path, app: "", listingOnly: true).tables
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
