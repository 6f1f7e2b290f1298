import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  /// Applies a parsed input to the database in one IMMEDIATE transaction: all of it, or on any error nothing.
  ///
  /// Users and activities are matched by id (then by name where the input has no id) and created when missing;
  /// goals, completions, marks and settings already present are not written again, so importing the same input
  /// twice adds nothing the second time. Completions have no identity of their own and several identical ones a
  /// day are normal (8 glasses of water), so they are compared as a multiset on (activity, day, amount, note):
  /// the file adds `max(0, in the file - in the database)` of each. Records that contradict the database (an
  /// activity id that belongs to another user, a day marked differently, another goal from the same day) are
  /// left as the database has them, and counted and described as conflicts.
  ///
  /// The input was parsed and staged before this call, without holding the database's write lock; the
  /// transaction only resolves users and activities and copies the staged rows with `INSERT ... SELECT`.
  ///
  /// - Throws: ``ImportError`` when the input does not fit the database (a user it names is missing, a name
  ///   that cannot be an activity's), ``StoreError`` when `options` cannot be met. Nothing is written then.
  public func importBatch(_ batch: ImportBatch, options: ImportOptions) throws -> ImportReport {
    try batch.stage.finish(today: options.today, activityNames: { batch.activities[$0].name })
    try db.run("ATTACH DATABASE ? AS stage", [batch.stage.path])
    defer { _ = try? db.run("DETACH DATABASE stage") }
    // The stage is read once, front to back: pages it keeps would only take memory (2 MB by default).
    try db.execute("PRAGMA stage.cache_size = -256")
    // A larger page cache while the import writes: new activities go into the ids' and names' indexes in no
    // order, and with SQLite's 2 MB default 100,000 of them spill and re-read pages (measured with one prepared
    // INSERT a row: 25 µs an activity with 2 MB, 17 µs with 8 MB).
    let cacheSize = try db.scalar("PRAGMA main.cache_size", as: Int.self) ?? -2000
    try db.execute("PRAGMA main.cache_size = \(Self.importCacheSize)")
    defer { _ = try? db.execute("PRAGMA main.cache_size = \(cacheSize)") }
    // The import only inserts, and every row it writes refers to a user or an activity it has just read or
    // created: checking each completion's activity cost a listed day 1,280 instructions (of 15,900). The setting
    // cannot change inside a transaction, so it goes off for the import's and back on after it.
    try db.execute("PRAGMA foreign_keys = OFF")
    defer { _ = try? db.execute("PRAGMA foreign_keys = ON") }
    do {
      return try db.transaction {
        var applier = try ImportApplier(database: self, batch: batch, options: options)
        let report = try applier.apply()
        if options.dryRun { throw DryRunFinished(report: report) }
        return report
      }
    } catch let finished as DryRunFinished {
      return finished.report
    }
  }
}

extension HabitDatabase {
  /// The page cache of an import's transaction, in SQLite's unit for sizes (negative: KiB): 8 MiB, which keeps an
  /// import of 100,000 new activities under 64 MB in all (16 MiB was faster still, but took it to 66 MB).
  static let importCacheSize = -8_192
}

/// Carries a dry run's report out of its transaction, which throwing rolls back.
private struct DryRunFinished: Error {
  let report: ImportReport
}
