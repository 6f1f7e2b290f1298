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

  /// The SQL that rebuilds `day_totals` from `completions` (its amounts added up again by the `day_totals_recount`
  /// trigger), for a person to run when `habit doctor` finds them apart.
  public static let dayTotalsRebuild = """
    DELETE FROM day_totals; INSERT INTO day_totals SELECT activity_id, day, count(*), NULL, max(id) FROM completions \
    GROUP BY activity_id, day; UPDATE day_totals SET amount = NULL;
    """

  /// A day's row of `day_totals`, or what reading its completions one by one in id order gives.
  struct DayTotalRow: Equatable {
    var completions: Int64
    var amount: Double
    var lastID: Int64
  }

  /// Each day on which `day_totals` and the completions read one by one disagree (the first 5, and how many more).
  static func dayTotalProblems(_ connection: Connection) throws -> [String] {
    struct Key: Hashable, Comparable {
      var activity: Int64
      var day: String
      static func < (a: Key, b: Key) -> Bool { (a.activity, a.day) < (b.activity, b.day) }
    }
    var fresh: [Key: DayTotalRow] = [:]
    try connection.forEach("SELECT activity_id, day, id, amount FROM completions ORDER BY activity_id, day, id") {
      row in
      let key = Key(activity: try row[0], day: try row[1])
      var total = fresh[key] ?? DayTotalRow(completions: 0, amount: 0, lastID: 0)
      total.completions += 1
      if row.storageClass(3) != .null { total.amount += row.double(3) }
      total.lastID = try row[2]
      fresh[key] = total
    }
    var kept: [Key: DayTotalRow] = [:]
    try connection.forEach("SELECT activity_id, day, completions, amount, last_id FROM day_totals") { row in
      kept[Key(activity: try row[0], day: try row[1])] = DayTotalRow(
        completions: try row[2], amount: row.storageClass(3) == .null ? .nan : row.double(3), lastID: try row[4])
    }
    func line(_ source: String, _ key: Key, _ total: DayTotalRow) -> String {
      "\(source) activity \(key.activity) on \(key.day): \(total.completions) completions, amount \(total.amount), "
        + "last id \(total.lastID)"
    }
    var problems: [String] = []
    for key in Set(fresh.keys).union(kept.keys).sorted() {
      let (table, read) = (kept[key], fresh[key])
      // Bit for bit: the table must give the very Double the rows do.
      if let table, let read, table.completions == read.completions, table.lastID == read.lastID,
        table.amount.bitPattern == read.amount.bitPattern
      {
        continue
      }
      if let table { problems.append(line("day_totals holds", key, table)) }
      if let read { problems.append(line("completions make", key, read)) }
    }
    return problems.count > 6 ? problems.prefix(6) + ["and \(problems.count - 6) more"] : problems
  }
}
