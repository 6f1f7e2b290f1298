import CSQLite

extension Connection {
  /// Copies this connection's main database over `destination`'s through SQLite's backup API, in one step.
  ///
  /// The copy is one consistent snapshot: the source is read in a single read transaction, so in WAL mode other
  /// connections keep writing meanwhile (their later commits are simply not in the copy), and every commit
  /// before it, including those still in the `-wal` file, is. The destination is written under its write lock,
  /// waiting for it as long as its busy timeout allows. Copying the file instead would miss what is in the WAL.
  ///
  /// ```swift
  /// try live.backup(into: Connection(path: "copy.sqlite"))
  /// ```
  public func backup(into destination: Connection) throws {
    guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
      throw SQLiteError(connection: destination.handle, code: sqlite3_errcode(destination.handle), sql: nil)
    }
    let step = sqlite3_backup_step(backup, -1)
    let finish = sqlite3_backup_finish(backup)
    guard step == SQLITE_DONE else {
      throw SQLiteError(code: step & 0xFF, extendedCode: step, message: String(cString: sqlite3_errstr(step)))
    }
    guard finish == SQLITE_OK else { throw SQLiteError(connection: destination.handle, code: finish, sql: nil) }
  }
}
