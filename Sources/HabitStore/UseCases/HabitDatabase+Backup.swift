import HabitScreens
import SQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension HabitDatabase {
  /// Writes a consistent copy of the database to a new file at `destination`, through SQLite's backup API.
  ///
  /// Others may go on writing meanwhile: the copy holds exactly what was committed when it began, including what
  /// is still in the `-wal` file (a file copy would miss it). The copy is a single self-contained file (rollback
  /// journal, no `-wal`) whose every table and index was read back (see ``validateCopy(_:path:)``); it appears under its
  /// name only when complete, and never replaces an existing file.
  public func backup(to destination: String) throws -> BackupSummary {
    guard !fileExists(destination) else { throw BackupError.destinationExists(path: destination) }
    let temporary = destination + ".partial-\(ExternalID.make().prefix(8))"
    // The copy is written with a rollback journal beside it until it is complete.
    TemporaryFiles.register(temporary)
    TemporaryFiles.register(temporary + "-journal")
    defer {
      // A copy that failed (a full disk) leaves its journal behind as well as itself.
      removeFile(temporary + "-journal")
      removeFile(temporary)
      TemporaryFiles.unregister(temporary + "-journal")
      TemporaryFiles.unregister(temporary)
    }
    do {
      try createBackupFile(temporary, for: destination)
      let summary = try Self.writeCopy(of: db, to: temporary, destination: destination)
      guard publish(temporary, as: destination) else {
        throw BackupError.cannotWrite(path: destination, reason: systemError)
      }
      return summary
    } catch let error as SQLiteError where error.isBusy {
      throw error
    } catch let error as SQLiteError {
      throw BackupError.cannotWrite(path: destination, reason: error.message)
    }
  }

  /// Copies `source` into the empty file `temporary` and checks the copy; the copy's connection is closed on
  /// return, so that a failed copy's journal can be removed.
  private static func writeCopy(of source: Connection, to temporary: String, destination: String) throws
    -> BackupSummary
  {
    let copy = try Connection(path: temporary, access: .readWriteCreate)
    try source.backup(into: copy)
    try copy.execute("PRAGMA journal_mode = DELETE")
    return try validateCopy(copy, path: destination)
  }

  /// Creates the empty file a backup is written into, as private as the database: PIN salts and hashes are in
  /// it. It gets the database's owner and group permissions (a household's shared group keeps reading and
  /// writing), never any for others, whatever the umask; SQLite gives its journal the same.
  private func createBackupFile(_ temporary: String, for destination: String) throws {
    var info = stat()
    let mode = stat(path, &info) == 0 ? (info.st_mode & 0o660) | 0o600 : 0o600
    let descriptor = Glibc.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw BackupError.cannotWrite(path: destination, reason: systemError) }
    defer { close(descriptor) }
    if mode & 0o060 != 0 { _ = fchown(descriptor, uid_t.max, info.st_gid) }
    guard fchmod(descriptor, mode) == 0 else { throw BackupError.cannotWrite(path: destination, reason: systemError) }
  }

  /// Checks that `path` is a habit backup this version can restore, without changing it: SQLite, ours by
  /// application id, not newer than this version, not empty, and passing `integrity_check` and
  /// `foreign_key_check`.
  public static func inspectBackup(at path: String) throws -> BackupSummary {
    guard fileExists(path) else { throw BackupError.noFile(path: path) }
    try checkLength(of: path)
    do {
      let connection = try Connection(path: path, access: .readOnly)
      let state = try check(connection, path: path)
      guard !state.isEmpty, state.version >= 1 else { throw BackupError.empty(path: path) }
      // A virtual table's module runs when a check reads it (fts5 and rtree even with trusted_schema off), and
      // habit never writes one: refused before any check.
      let virtual = try connection.scalar(
        "SELECT name FROM sqlite_schema WHERE type = 'table' AND (coalesce(rootpage, 0) = 0 OR sql LIKE 'CREATE%VIRTUAL%')",
        as: String.self)
      if let virtual { throw BackupError.damaged(path: path, problems: ["it defines a virtual table, \(virtual)"]) }
      return try validate(connection, path: path)
    } catch let error as SQLiteError where error.isCorrupt {
      // Damage SQLite meets before a check can report it (the schema's own pages): the backup's, not the database's.
      throw BackupError.damaged(path: path, problems: [error.message])
    }
  }

  /// Refuses a file shorter than the pages its header counts: a backup cut short by a full disk or an
  /// interrupted copy, which SQLite would otherwise read as far as it goes.
  static func checkLength(of path: String) throws {
    guard let header = readPrefix(of: path, count: 100), header.count == 100,
      header.starts(with: Array("SQLite format 3\0".utf8)), let size = fileSize(path)
    else { return }
    func number(_ offset: Int, _ count: Int) -> Int { header[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) } }
    let pageSize = number(16, 2) == 1 ? 65536 : number(16, 2)
    // The page count in the header is valid only when written by a SQLite that keeps it (3.7.0 on).
    guard number(24, 4) == number(92, 4), case let pages = number(28, 4), pages > 0 else { return }
    if size < pageSize * pages { throw BackupError.truncated(path: path, bytes: size, expected: pageSize * pages) }
  }

  /// Replaces every row of this database with the backup's, through the backup API into the live file.
  ///
  /// Other processes keep their connections: the backup API writes the pages under the write lock, as any
  /// transaction does, so they see the restored data on their next read. Files are never renamed or removed
  /// under them. A backup from an older schema is migrated afterwards.
  public func restore(from backupPath: String) throws {
    _ = try Self.inspectBackup(at: backupPath)
    let source = try Connection(path: backupPath, access: .readOnly)
    source.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
    // The backup API copies pages as they are, and a file in WAL mode cannot change its page size.
    let pageSizes = (
      try source.scalar("PRAGMA page_size", as: Int.self) ?? 0, try db.scalar("PRAGMA page_size", as: Int.self) ?? 0
    )
    guard pageSizes.0 == pageSizes.1 else {
      throw BackupError.otherPageSize(path: backupPath, backup: pageSizes.0, database: pageSizes.1)
    }
    // Into a WAL file, SQLite keeps the file in WAL mode whatever the backup's journal mode.
    try source.backup(into: db)
    try Schema.migrator.migrate(db)
  }

  /// Runs `integrity_check` and `foreign_key_check`, and compares the schema with exactly habit's at the file's
  /// version; returns what the file holds when all pass.
  static func validate(_ connection: Connection, path: String) throws -> BackupSummary {
    let version = try connection.scalar("PRAGMA user_version", as: Int.self) ?? 0
    let problems =
      try integrityProblems(connection) + foreignKeyProblems(connection)
      + Schema.differences(in: connection, version: version)
    guard problems.isEmpty else { throw BackupError.damaged(path: path, problems: problems) }
    return try summarize(connection, path: path)
  }

  /// Checks a copy the backup API has just written: every page of every table and index read back, each b-tree
  /// walked from its root by SQLite (`count(*)` over the table, and over each index), and each full index
  /// holding one entry per row of its table; returns what the copy holds.
  ///
  /// The copy is the source's pages, byte for byte, and every row in them went through the schema's constraints
  /// when it was written; what the copying itself can damage is pages (a short write, a bad disk), which a walk
  /// of every b-tree finds. Decoding every row (`quick_check`), cross-checking every index entry with its row and
  /// re-evaluating every CHECK (`integrity_check`) judge the source's data, not the copy: they were 93% of a
  /// backup's instructions (790 M of 850 M for 450,000 completions, against 69 M for the walk). `habit doctor`
  /// runs the full checks on the live file, and `habit restore` on a backup before using it. A partial index
  /// (`completions_with_notes`) is walked too, but not compared with the rows its WHERE takes: counting those
  /// decodes every row of the table, which was half of a backup's instructions again (203 M of 417 M for
  /// 490,635 completions).
  static func validateCopy(_ connection: Connection, path: String) throws -> BackupSummary {
    var problems: [String] = []
    do {
      let indexes = try connection.query(
        """
        SELECT t.name, i.name, (SELECT sql FROM sqlite_schema WHERE name = i.name AND i.partial)
        FROM sqlite_schema AS t, pragma_index_list(t.name) AS i WHERE t.type = 'table' ORDER BY t.name, i.name
        """
      ) { row in
        // A partial index holds the rows its WHERE takes: the text after the last WHERE of its CREATE INDEX.
        let partial = row.dynamicValue(2).text.split(separator: " WHERE ").last.map { " WHERE " + $0 }
        return (table: row.dynamicValue(0).text, index: row.dynamicValue(1).text, condition: partial)
      }
      let tables = try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
        $0.dynamicValue(0).text
      }
      for table in tables {
        let rows: Int = try connection.scalar("SELECT count(*) FROM \(quoted(table)) NOT INDEXED") ?? 0
        for entry in indexes where entry.table == table {
          // With a WHERE: a bare count(*) walks whichever index SQLite finds smallest, whatever INDEXED BY says.
          let entries: Int =
            try connection.scalar(
              "SELECT count(*) FROM \(quoted(table)) INDEXED BY \(quoted(entry.index))\(entry.condition ?? " WHERE 1")")
            ?? 0
          if entry.condition == nil && entries != rows {
            problems.append("index \(entry.index) holds \(entries) entries for \(rows) rows of \(table)")
          }
        }
      }
    } catch let error as SQLiteError where error.isCorrupt || error.isNotADatabase {
      throw BackupError.damaged(path: path, problems: [error.message])
    }
    guard problems.isEmpty else { throw BackupError.damaged(path: path, problems: problems) }
    return try summarize(connection, path: path)
  }

  /// `name` as an SQL identifier, quoted.
  private static func quoted(_ name: String) -> String {
    "\"" + name.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
  }

  /// What `PRAGMA integrity_check` reports, at most 20 lines; empty when the file is sound.
  static func integrityProblems(_ connection: Connection) throws -> [String] {
    try connection.query("PRAGMA integrity_check(20)") { $0.dynamicValue(0).text }.filter { $0 != "ok" }
  }

  /// Rows whose foreign key points at a row that does not exist, in words.
  static func foreignKeyProblems(_ connection: Connection) throws -> [String] {
    try connection.query("PRAGMA foreign_key_check") { row in
      "row \(row.dynamicValue(1).text) of \(row.dynamicValue(0).text) points at a missing \(row.dynamicValue(2).text) row"
    }
  }

  static func summarize(_ connection: Connection, path: String) throws -> BackupSummary {
    func count(_ table: String) throws -> Int { try connection.scalar("SELECT count(*) FROM \(table)") ?? 0 }
    return BackupSummary(
      path: path, schemaVersion: try connection.scalar("PRAGMA user_version") ?? 0, users: try count("users"),
      activities: try count("activities"), completions: try count("completions"),
      bytes: (try connection.scalar("PRAGMA page_count", as: Int.self) ?? 0)
        * (try connection.scalar("PRAGMA page_size", as: Int.self) ?? 0))
  }

  /// What this database holds, for the question before a restore replaces it.
  public func summary() throws -> BackupSummary {
    try db.read { try Self.summarize(db, path: path) }
  }
}
