import HabitScreens
import SQLite

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
        dayTotalProblems: try pragma("user_version") >= 12 ? try Self.dayTotalProblems(db) : [],
        dayTotalsRebuild: Self.dayTotalsRebuild)
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
  ///
  /// Both are read as one stream in day order, each day's row of `day_totals` (no id) before its completions in id
  /// order, so that a day is compared as soon as the next one begins and nothing is held but the day at hand: a
  /// file of ten million completions is checked without holding its days in memory.
  static func dayTotalProblems(_ connection: Connection) throws -> [String] {
    var problems: [String] = []
    var count = 0
    var day: (activity: Int64, day: String)?
    var table: DayTotalRow?
    var read: DayTotalRow?
    func compareDay() {
      guard let day else { return }
      // Bit for bit: the table must give the very Double the rows do.
      if let table, let read, table.completions == read.completions, table.lastID == read.lastID,
        table.amount.bitPattern == read.amount.bitPattern
      {
        return
      }
      for (source, total) in [("day_totals holds", table), ("completions make", read)] {
        guard let total else { continue }
        count += 1
        if problems.count < 6 {
          problems.append(
            "\(source) activity \(day.activity) on \(day.day): \(total.completions) completions, "
              + "amount \(total.amount), last id \(total.lastID)")
        }
      }
    }
    try connection.forEach(
      """
      SELECT activity_id, day, NULL, NULL, completions, amount, last_id FROM day_totals
      UNION ALL SELECT activity_id, day, id, amount, NULL, NULL, NULL FROM completions
      ORDER BY 1, 2, 3
      """
    ) { row in
      let activity: Int64 = try row[0]
      let rowDay: String = try row[1]
      if day?.activity != activity || day?.day != rowDay {
        compareDay()
        (day, table, read) = ((activity, rowDay), nil, nil)
      }
      if row.storageClass(2) == .null {
        table = DayTotalRow(
          completions: try row[4], amount: row.storageClass(5) == .null ? .nan : row.double(5), lastID: try row[6])
      } else {
        var total = read ?? DayTotalRow(completions: 0, amount: 0, lastID: 0)
        total.completions += 1
        if row.storageClass(3) != .null { total.amount += row.double(3) }
        total.lastID = try row[2]
        read = total
      }
    }
    compareDay()
    return count > 6 ? problems + ["and \(count - 6) more"] : problems
  }
}
