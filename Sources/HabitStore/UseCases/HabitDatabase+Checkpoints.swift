import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  /// How far back a new checkpoint is made: a week, so that with its renewal a daily view resumes from one to two
  /// weeks back (the board of the bench's household read 5 % fewer instructions than from two to four weeks back;
  /// docs/performance.md). Records written for the last week (a forgotten day entered late) leave it standing; an
  /// earlier one costs the next read the activity's whole history, once.
  static let checkpointLag = 7
  /// A checkpoint older than this many days is replaced by a newer one when a read passes it: resuming from it
  /// still gives exact answers, only from more records.
  static let checkpointRenewal = 14

  /// The activity's saved checkpoint when an evaluation as of `today` can resume from it.
  func servingCheckpoint(_ activity: Activity, _ today: Day, _ weekStart: WeekStart) throws -> StreakCheckpoint? {
    try checkpoint(of: activity).flatMap { $0.serves(today: today, weekStart: weekStart) ? $0 : nil }
  }

  /// Judges the activity as of `today` for its streaks from `saved` (reading the records from shortly before it),
  /// or from the whole history when nil. A checkpoint made on the way, when none was saved or the saved one is old,
  /// waits in `pendingCheckpoints` to be saved after the read.
  func evaluateStreaks(_ activity: Activity, today: Day, weekStart: WeekStart, from saved: StreakCheckpoint?) throws
    -> Evaluation
  {
    try judgeStreaks(activity, today: today, weekStart: weekStart, from: saved).evaluation
  }

  /// `evaluateStreaks` from `saved`, with the history it judged.
  func judgeStreaks(_ activity: Activity, today: Day, weekStart: WeekStart, from saved: StreakCheckpoint?) throws
    -> (evaluation: Evaluation, history: ActivityHistory)
  {
    let reach = historyReach(activity, from: saved)
    let history = try self.history(of: activity, from: reach.from, start: try reach.start ?? start(of: activity))
    return (judgeStreaks(activity, history, today: today, weekStart: weekStart, from: saved), history)
  }

  /// Where judging the activity from `saved` (nil: the whole history) must read its records from, and where its
  /// history starts when that is known without looking up its first record.
  ///
  /// Resuming from a checkpoint whose goals reach no window back before its boundary, the history's first record
  /// is not looked up (a page of the history index per activity: 2.8 M of the 26 M instructions the board spent
  /// beyond the household without history). The history starts before the boundary (a checkpoint is made only
  /// after the start, and the triggers drop it when a record before the boundary or the creation day changes),
  /// and nothing the evaluation judges from the boundary on depends on how long before. It is given the day
  /// before the boundary, or the creation day when earlier, as its start: only days before the boundary read
  /// otherwise (before the start rather than not loaded), and the daily views show none of them.
  func historyReach(_ activity: Activity, from saved: StreakCheckpoint?) -> (from: Day?, start: Day?) {
    guard let saved else { return (nil, nil) }
    let from = saved.firstDayNeeded(goals: activity.goals)
    guard from == saved.boundary else { return (from, nil) }
    return (from, min(activity.createdOn, saved.boundary.adding(days: -1)))
  }

  /// Judges `history` from `saved`, leaving the checkpoint made on the way in `pendingCheckpoints`.
  func judgeStreaks(
    _ activity: Activity, _ history: ActivityHistory, today: Day, weekStart: WeekStart, from saved: StreakCheckpoint?
  ) -> Evaluation {
    let renew = saved.map { $0.boundary < today.adding(days: -Self.checkpointRenewal) } ?? true
    let evaluation = Evaluation(
      history: history, today: today, weekStart: weekStart, resuming: saved,
      checkpointNear: renew ? today.adding(days: -Self.checkpointLag) : nil)
    if let checkpoint = evaluation.checkpoint { pendingCheckpoints[activity.id] = checkpoint }
    return evaluation
  }

  /// Saved checkpoints with their activity's id, as `checkpoint(_:)` reads them.
  private static let checkpointsQuery = """
    SELECT activity_id, boundary, week_start, kind, last_window_start, last_window_end, current_length, current_unit,
      current_start, current_end, best_length, best_unit, best_start, best_end
    FROM streak_checkpoints
    """
  private static let checkpointQuery = checkpointsQuery + " WHERE activity_id = ?"

  /// The activity's saved checkpoint, if any.
  func checkpoint(of activity: Activity) throws -> StreakCheckpoint? {
    try db.queryFirst(Self.checkpointQuery, [activity.id], decode: Self.checkpoint) ?? nil
  }

  /// Every saved checkpoint, by activity: one statement for a whole household.
  func checkpoints() throws -> [Int64: StreakCheckpoint] {
    var checkpoints: [Int64: StreakCheckpoint] = [:]
    try db.forEach(Self.checkpointsQuery) { row in
      checkpoints[row.int64(0)] = try Self.checkpoint(row)
    }
    return checkpoints
  }

  /// A row of `checkpointsQuery`; nil for one made with a first weekday this build
  /// does not know.
  ///
  /// Read for every activity at each board, so its days and period codes are read from the columns' bytes, not
  /// through a String (the table is STRICT: its TEXT columns hold text or NULL); a day that is not one still
  /// fails with `row[i]`'s error naming the column.
  private static func checkpoint(_ row: Row) throws -> StreakCheckpoint? {
    func day(_ column: Int32) throws -> Day? {
      guard let text = row.text(column) else { return nil }
      return try Day(utf8: text) ?? row[column] as Day?
    }
    func period(_ column: Int32) -> Period? { row.text(column).flatMap(Period.init(codeBytes:)) }
    func streak(_ column: Int32) throws -> Streak? {
      guard let length: Int = try row[column], let unit = period(column + 1), let start = try day(column + 2),
        let end = try day(column + 3)
      else { return nil }
      return Streak(length: length, unit: unit, start: start, end: end)
    }
    guard let weekStart = WeekStart(rawValue: try row[2]) else { return nil }
    let kind = period(3)
    let lastWindowStart = try day(4)
    let lastWindowEnd = try day(5)
    return StreakCheckpoint(
      boundary: try row[1], weekStart: weekStart, best: try streak(10), current: try streak(6), kind: kind,
      lastWindow: lastWindowStart.flatMap { start in lastWindowEnd.map { PeriodInterval(start: start, end: $0) } })
  }

  /// Runs a read in one snapshot, then saves the checkpoints it made: a short write of its own, skipped when it
  /// cannot have the write lock at once, when the file cannot be written, or when anything was committed since
  /// the snapshot (the checkpoints may then be of an older history: the triggers only guard rows already saved).
  /// A failure there is no failure of the read: the checkpoints are a cache.
  ///
  /// Nested in another (a member's read, then a view's judgement), it only reads: the outermost saves, once its
  /// snapshot has ended.
  func readSavingCheckpoints<T>(_ body: () throws -> T) throws -> T {
    if savingCheckpoints { return try db.read(body) }
    savingCheckpoints = true
    defer { savingCheckpoints = false }
    pendingCheckpoints = [:]
    var version: Int64 = 0
    let result = try db.read {
      let result = try body()
      // Read while the snapshot is held: the version of what the body read.
      if !pendingCheckpoints.isEmpty { version = try db.scalar("PRAGMA data_version", as: Int64.self) ?? 0 }
      return result
    }
    let checkpoints = pendingCheckpoints
    pendingCheckpoints = [:]
    if !checkpoints.isEmpty { try? save(checkpoints, seenAtDataVersion: version) }
    return result
  }

  private func save(_ checkpoints: [Int64: StreakCheckpoint], seenAtDataVersion version: Int64) throws {
    let writer: Connection
    if db.isReadOnly {
      // Inside a caller's snapshot the reading connection could not tell what was committed since.
      guard path != ":memory:", db.isAutocommit else { return }
      writer = try Connection(path: path, access: .readWrite)
      try HabitDatabase.configure(writer)
      guard !writer.isReadOnly else { return }
    } else {
      // Inside a caller's snapshot (the web's pages) the write joins it: SQLite refuses it if the snapshot is
      // no longer the latest.
      writer = db
    }
    try writer.withoutWaiting { try saveLocked(checkpoints, writer, seenAtDataVersion: version) }
  }

  private func saveLocked(
    _ checkpoints: [Int64: StreakCheckpoint], _ writer: Connection, seenAtDataVersion version: Int64
  ) throws {
    try writer.transaction {
      // With the write lock held nothing more can be committed; the reading connection tells whether anything
      // was between its snapshot and now.
      guard try db.scalar("PRAGMA data_version", as: Int64.self) == version else { return }
      for (activityID, checkpoint) in checkpoints {
        try writer.run(
          """
          INSERT OR REPLACE INTO streak_checkpoints (activity_id, boundary, week_start, kind, last_window_start,
            last_window_end, current_length, current_unit, current_start, current_end, best_length, best_unit,
            best_start, best_end)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            activityID, checkpoint.boundary, checkpoint.weekStart.rawValue, checkpoint.kind?.code,
            checkpoint.lastWindow?.start, checkpoint.lastWindow?.end, checkpoint.current?.length,
            checkpoint.current?.unit.code, checkpoint.current?.start, checkpoint.current?.end, checkpoint.best?.length,
            checkpoint.best?.unit.code, checkpoint.best?.start, checkpoint.best?.end,
          ])
      }
    }
  }
}

extension Period {
  /// The period of a `code` read as bytes: "day", "week" and "month", as `code` writes them, without a String;
  /// any other code (a rolling window's "7d", another spelling) through `init(code:)`.
  fileprivate init?(codeBytes bytes: UnsafeBufferPointer<UInt8>) {
    if bytes.elementsEqual("day".utf8) {
      self = .day
    } else if bytes.elementsEqual("week".utf8) {
      self = .week
    } else if bytes.elementsEqual("month".utf8) {
      self = .month
    } else {
      self.init(code: String(decoding: bytes, as: UTF8.self))
    }
  }
}
