import SQLite

extension Schema {
  /// How the schema of a file differs from exactly what habit's migrations make at its version: every table,
  /// column, constraint, index, trigger and view, compared by the SQL text SQLite keeps. Empty when it is
  /// habit's own; otherwise one line per difference ("an extra trigger wipe_completions").
  ///
  /// A file someone changed by hand can pass `integrity_check` and still be dangerous to use: a trigger that
  /// deletes what is recorded, a table without its CHECK. Restore and doctor refuse or report it.
  static func differences(in connection: Connection, version: Int) throws -> [String] {
    guard migrator.migrations.contains(where: { $0.version == version }) else {
      return ["schema version \(version) is not habit's"]
    }
    let reference = try Connection.inMemory()
    try Migrator(applicationID: applicationID, migrations: migrator.migrations(through: version)).migrate(
      reference)
    let expected = try objects(in: reference)
    let found = try objects(in: connection)
    var problems: [String] = []
    for (key, sql) in found.sorted(by: { $0.key < $1.key }) {
      guard let wanted = expected[key] else {
        problems.append("an extra \(key.type) \(key.name)")
        continue
      }
      if sql != wanted { problems.append("the \(key.type) \(key.name) is not habit's (changed by hand?)") }
    }
    for key in expected.keys.sorted() where found[key] == nil { problems.append("no \(key.type) \(key.name)") }
    return problems
  }

  struct SchemaObject: Hashable, Comparable {
    let type: String
    let name: String
    static func < (a: Self, b: Self) -> Bool { (a.type, a.name) < (b.type, b.name) }
  }

  /// Every object of the schema by type and name, with its SQL (and its table, which an index's SQL may not say).
  /// Statistics tables that `ANALYZE` adds are not part of it.
  private static func objects(in connection: Connection) throws -> [SchemaObject: String] {
    let rows = try connection.query(
      "SELECT type, name, tbl_name, coalesce(sql, '') FROM sqlite_schema WHERE name NOT LIKE 'sqlite_stat%'"
    ) { row in
      (SchemaObject(type: try row[0], name: try row[1]), (try row[2] as String) + "\n" + (try row[3] as String))
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }
}
