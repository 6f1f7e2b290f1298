import SQLite

/// The state of a database file and of the connections habit opens on it, for `habit doctor`.
public struct Checkup: Sendable {
  public let path: String
  public let bytes: Int
  /// The size of the `-wal` file, when there is one.
  public let walBytes: Int?
  public let schemaVersion: Int
  public let supportedVersion: Int
  /// Persistent, in the file: `wal` lets readers and one writer work at once.
  public let journalMode: String
  // The settings every habit connection applies (per connection, so they are read from one).
  public let synchronous: Int
  public let foreignKeys: Bool
  public let busyTimeoutMilliseconds: Int
  public let trustedSchema: Bool
  public let freePages: Int
  public let pageCount: Int
  /// What `integrity_check` reported beyond "ok"; empty when the file is sound.
  public let integrityProblems: [String]
  /// Rows pointing at rows that do not exist; empty when every reference holds.
  public let foreignKeyProblems: [String]
  /// How the schema differs from habit's own at its version (an extra trigger, a missing table or CHECK).
  public let schemaProblems: [String]
  /// Days whose row in `day_totals` differs from what `completions` holds (a missing or extra row, another count
  /// or sum); empty when every day agrees.
  public let dayTotalProblems: [String]

  public var isHealthy: Bool {
    integrityProblems.isEmpty && foreignKeyProblems.isEmpty && schemaProblems.isEmpty && dayTotalProblems.isEmpty
  }
}

extension HabitDatabase {
  /// Checks the file (integrity and foreign keys) and reads the settings of this connection, without writing.
  public func checkup() throws -> Checkup {
    func pragma(_ name: String) throws -> Int { try db.scalar("PRAGMA \(name)", as: Int.self) ?? 0 }
    return try db.read {
      Checkup(
        path: path, bytes: fileSize(path) ?? 0, walBytes: fileSize(path + "-wal"),
        schemaVersion: try pragma("user_version"), supportedVersion: Schema.migrator.latestVersion,
        journalMode: try db.scalar("PRAGMA journal_mode", as: String.self) ?? "?",
        synchronous: try pragma("synchronous"), foreignKeys: try pragma("foreign_keys") == 1,
        busyTimeoutMilliseconds: try pragma("busy_timeout"), trustedSchema: try pragma("trusted_schema") == 1,
        freePages: try pragma("freelist_count"), pageCount: try pragma("page_count"),
        integrityProblems: try Self.integrityProblems(db), foreignKeyProblems: try Self.foreignKeyProblems(db),
        schemaProblems: try Schema.differences(in: db, version: try pragma("user_version")),
        dayTotalProblems: try pragma("user_version") >= 12 ? try Self.dayTotalProblems(db) : [])
    }
  }

  /// The SQL that rebuilds `day_totals` from `completions`, for a person to run when `habit doctor` finds them apart.
  public static let dayTotalsRebuild =
    "DELETE FROM day_totals; INSERT INTO day_totals SELECT * FROM day_totals_from_completions;"

  /// Each day on which `day_totals` and a fresh count of `completions` disagree (the first 5, and how many more).
  static func dayTotalProblems(_ connection: Connection) throws -> [String] {
    let columns = "activity_id, day, completions, amount, last_id"
    var problems: [String] = []
    var more = 0
    try connection.forEach(
      """
      SELECT 'day_totals holds', \(columns) FROM (SELECT \(columns) FROM day_totals
                                                EXCEPT SELECT \(columns) FROM day_totals_from_completions)
      UNION ALL
      SELECT 'completions make', \(columns) FROM (SELECT \(columns) FROM day_totals_from_completions
                                                EXCEPT SELECT \(columns) FROM day_totals)
      """
    ) { row in
      guard problems.count < 5 else { return more += 1 }
      problems.append(
        "\(try row[0] as String) activity \(try row[1] as Int64) on \(try row[2] as String): "
          + "\(try row[3] as Int64) completions, amount \(row.double(4)), last id \(try row[5] as Int64)")
    }
    if more > 0 { problems.append("and \(more) more") }
    return problems
  }
}
