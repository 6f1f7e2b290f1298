import HabitCore
import HabitScreens
import SQLite

extension ImportApplier {
  // MARK: Records

  var hasExistingActivities: Bool {
    fates.contains { if case .mapped(_, false) = $0 { true } else { false } }
  }

  /// How many staged rows (counted per activity key by `count`) go to activities that are written. The rows of
  /// an activity in conflict count as conflicts in the report's `conflicting` tally; those of a user not
  /// selected with `--user` as ignored `what`.
  mutating func rowsToWrite(
    _ count: KeyPath<ImportStage.ActivityTally, Int32>,
    conflicting tally: WritableKeyPath<ImportReport, ImportReport.Tally>,
    ignored what: String
  ) -> Int {
    var mapped = 0
    for (key, staged) in batch.stage.tallies.enumerated() where staged[keyPath: count] > 0 {
      let rows = Int(staged[keyPath: count])
      switch fates[key] {
      case .mapped: mapped += rows
      case .conflicting: report[keyPath: tally].conflicting += rows
      case .skipped: ignored["\(what) of another user than --user", default: 0] += rows
      }
    }
    return mapped
  }

  /// The member a staged completion `s` is credited to: the one with its `by` id, if any (nil: its owner).
  static let doneBy = "iif(s.by IS NULL, NULL, (SELECT id FROM users WHERE uuid = s.by))"

  mutating func applyCompletions() throws {
    let stage = batch.stage
    let mapped = rowsToWrite(\.completions, conflicting: \.completions, ignored: "completions")
    guard mapped > 0 else { return }
    var added = 0
    var considered = mapped
    // One time for every row: a DEFAULT of strftime('now') would be computed once per row.
    let now = try db.scalar("SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now')", as: String.self) ?? ""
    if stage.hasExactRows {
      added += try Self.writeRows(ofNewActivities: newActivityIDs, in: db) {
        try db.run(
          """
          INSERT OR FAIL INTO completions (activity_id, day, amount, note, created_at, done_by)
          SELECT m.activity_id, s.day, s.amount, s.note, coalesce(s.created_at, ?1), \(Self.doneBy)
          FROM stage.completions s JOIN temp.import_map m ON m.key = s.activity
          WHERE m.is_new AND NOT s.once_per_day
          ORDER BY s.rowid
          """, [now])
      }
      if hasExistingActivities {
        // The n-th copy of a completion in the file is new only when the database has fewer than n copies.
        // The stage has numbered the copies when the file came in day order; otherwise a window numbers them.
        let copies =
          stage.copiesAreNumbered
          ? "SELECT m.activity_id, s.day, s.amount, s.note, s.created_at, s.rowid AS seq, s.copy, \(Self.doneBy) AS by"
          : """
          SELECT m.activity_id, s.day, s.amount, s.note, s.created_at, s.rowid AS seq, \(Self.doneBy) AS by,
            row_number() OVER (PARTITION BY s.activity, s.day, s.amount, s.note ORDER BY s.rowid) AS copy
          """
        added += try db.run(
          """
          INSERT INTO completions (activity_id, day, amount, note, created_at, done_by)
          SELECT activity_id, day, amount, note, coalesce(created_at, ?1), by FROM (
            \(copies)
            FROM stage.completions s JOIN temp.import_map m ON m.key = s.activity
            WHERE NOT m.is_new AND NOT s.once_per_day) AS r
          WHERE r.copy > (SELECT count(*) FROM completions c WHERE c.activity_id = r.activity_id AND c.day = r.day
                          AND c.amount IS r.amount AND c.note IS r.note)
          ORDER BY r.seq
          """, [now])
      }
    }
    if stage.hasOncePerDayRows {
      // A listed day is done: it adds one completion unless the database has one that day. Like `habit done`,
      // the completion gets the activity's required amount.
      var repeated = 0
      for (key, staged) in stage.tallies.enumerated() where staged.repeatedDays > 0 {
        if case .mapped = fates[key] { repeated += Int(staged.repeatedDays) }
      }
      if stage.doneDaysAreDistinct {
        // Each (activity, day) is staged once: insert in the stage's order, nothing to group or sort.
        added += try Self.writeRows(ofNewActivities: newActivityIDs, in: db) {
          try insertDoneDays(ofNewActivities: true, now: now)
        }
        if hasExistingActivities { added += try insertDoneDays(ofNewActivities: false, now: now) }
      } else {
        try fillDoneDaysTable()
        let days =
          try db.scalar(
            """
            SELECT count(*) FROM (SELECT DISTINCT s.activity, s.day FROM temp.import_days s
                                  JOIN temp.import_map m ON m.key = s.activity)
            """, as: Int.self) ?? 0
        let rows =
          try db.scalar(
            "SELECT count(*) FROM temp.import_days s JOIN temp.import_map m ON m.key = s.activity", as: Int.self) ?? 0
        repeated += rows - days
        added += try db.run(
          """
          INSERT INTO completions (activity_id, day, amount, created_at)
          SELECT d.activity_id, d.day, a.required_amount, ?1 FROM (
            SELECT m.activity_id, s.day, min(s.rowid) AS seq FROM temp.import_days s
            JOIN temp.import_map m ON m.key = s.activity GROUP BY s.activity, s.day) AS d
          JOIN activities a ON a.id = d.activity_id
          WHERE NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = d.activity_id AND c.day = d.day)
          ORDER BY d.seq
          """, [now])
      }
      ignored["a day listed twice for the same activity", default: 0] += repeated
      considered -= repeated
    }
    report.completions.added += added
    report.completions.present += considered - added
  }

  /// The ids of the activities this import created, lowest to highest; nil when it created none.
  var newActivityIDs: ClosedRange<Int64>? {
    // A range, without an array of a million ids.
    var (first, last) = (Int64.max, Int64.min)
    for case .mapped(let id, true) in fates { (first, last) = (min(first, id), max(last, id)) }
    return first <= last ? first...last : nil
  }

  /// Runs `insert`, which writes completions of the activities this import created (`newIDs`) and returns how many,
  /// with the connection's triggers and CHECKs off, then does what the triggers on `completions` would have done,
  /// with one statement each: per row, the triggers and the CHECKs cost more than the three b-tree inserts
  /// (100,000 listed days of 250 ids: 21,100 -> 13,000 instructions a row in all, with foreign keys off too, see
  /// ``HabitDatabase/importBatch(_:options:)``).
  ///
  /// The rows are built from values the stage has checked as the schema would (``ImportStage/addCompletion``):
  /// days that exist, amounts of 0 or more or none, notes that are not empty, and for listed days the activity's
  /// required amount, which its own INSERT checked. The triggers' work afterwards:
  /// - `day_totals`: every new row, in id order, with the very upsert of `day_totals_after_completion_insert`
  ///   (a new activity's day may have rows from an earlier statement of this import already).
  /// - `streak_checkpoints`: an activity created in this transaction has none, so the insert trigger would
  ///   delete nothing; the new activities' id range is cleared anyway, in case a row was left by an activity
  ///   deleted with foreign keys off. A checkpoint is a cache anyone may delete.
  ///
  /// `insert`'s statements say `INSERT OR FAIL`: a statement of many rows that may abort keeps a statement
  /// journal, a copy of each page it changes, to undo its own rows; SQLite wrote it to a temporary file, page by
  /// page, once it outgrew what SQLite keeps in memory. A statement that fails here fails the whole import, whose
  /// transaction rolls back every row, so that copy was never needed.
  static func writeRows(
    ofNewActivities newIDs: ClosedRange<Int64>?, in db: Connection, _ insert: () throws -> Int
  ) throws -> Int {
    guard let newIDs else { return try insert() }
    // New rows get the ids after the largest (SQLite picks them at random only past Int64.max): those after
    // `before` are this call's.
    let before = try db.scalar("SELECT coalesce(max(id), 0) FROM completions", as: Int64.self) ?? 0
    guard before < Int64.max / 2 else { return try insert() }
    let added = try db.withoutTriggersOrChecks(insert)
    let counted = try db.run(
      """
      INSERT INTO day_totals (activity_id, day, completions, amount, last_id)
      SELECT activity_id, day, 1, 0.0 + coalesce(amount, 0.0), id FROM completions WHERE id > ?1 ORDER BY id
      ON CONFLICT (activity_id, day) DO UPDATE SET completions = completions + 1,
        amount = CASE WHEN excluded.last_id > last_id OR excluded.amount = 0.0 THEN amount + excluded.amount END,
        last_id = max(last_id, excluded.last_id)
      """, [before])
    guard counted == added else {
      // SQLite's SQLITE_INTERNAL (2): the import's own bookkeeping disagrees; the transaction rolls back.
      throw DatabaseFailure.other(
        message: "the import added \(added) completions but counted \(counted) in day_totals", code: 2)
    }
    try db.run(
      "DELETE FROM streak_checkpoints WHERE activity_id BETWEEN ? AND ?", [newIDs.lowerBound, newIDs.upperBound])
    return added
  }

  /// Inserts the once-per-day rows of the activities this import created, or of those the database had, each
  /// (activity, day) staged once, read from the stage's chunks in the order they were staged: a day of a new
  /// activity goes in as it is, many rows to a statement; a day of one the database had, only when it has no
  /// completion that day. Like `habit done`, the completion gets the activity's required amount.
  mutating func insertDoneDays(ofNewActivities new: Bool, now: String) throws -> Int {
    if !new {
      // The required amounts of the activities the database had, which only its rows know.
      for (key, fate) in fates.enumerated() {
        guard case .mapped(let id, false) = fate, key < batch.stage.tallies.count, batch.stage.tallies[key].doneDays > 0
        else { continue }
        requiredAmounts[key] = try statements.requiredAmount.first(id, decode: { try $0[0] as Double? }) ?? nil
      }
    }
    let rowsPerInsert = Statements.doneDaysPerInsert
    var pending: [(id: Int64, day: Int32, amount: Double?)] = []
    pending.reserveCapacity(rowsPerInsert)
    // The days' texts of one INSERT, bound without copies (see `BorrowedText`).
    let texts = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 10 * rowsPerInsert)
    defer { texts.deallocate() }
    var added = 0
    try batch.stage.forEachDoneDayChunk(in: db) { chunk in
      for word in chunk {
        let (key, day) = ImportStage.doneDay(word)
        guard case .mapped(let id, let isNew) = fates[key], isNew == new else { continue }
        let amount = requiredAmounts[key]
        if isNew {
          pending.append((id, day, amount))
          if pending.count == rowsPerInsert {
            try statements.insertDoneDays.run { binder in
              try binder.bind(now)
              for (index, row) in pending.enumerated() {
                let text = UnsafeMutableBufferPointer(rebasing: texts[10 * index..<10 * index + 10])
                ImportStage.writeDayText(row.day, into: text)
                try binder.bind(row.id)
                try binder.bind(BorrowedText(UnsafeBufferPointer(text)))
                try binder.bind(row.amount)
              }
            }
            added += rowsPerInsert
            pending.removeAll(keepingCapacity: true)
          }
        } else {
          try statements.insertMissingDoneDay.run { binder in
            try binder.bind(now)
            try binder.bind(id)
            try ImportStage.withDayText(day) { try binder.bind(TextBytes($0)) }
            try binder.bind(amount)
          }
          added += db.changes
        }
      }
    }
    for row in pending {
      try ImportStage.withDayText(row.day) { try statements.insertDoneDay.run(now, row.id, TextBytes($0), row.amount) }
    }
    return added + pending.count
  }

  /// Copies the once-per-day rows into `temp.import_days (activity, day)`, in the order they were staged, for
  /// the statements that group them (days that came out of order) or count their distinct days.
  mutating func fillDoneDaysTable() throws {
    guard !doneDaysTableFilled else { return }
    doneDaysTableFilled = true
    try db.execute("CREATE TEMP TABLE import_days (activity INTEGER NOT NULL, day TEXT NOT NULL)")
    let insert = try db.prepare("INSERT INTO temp.import_days VALUES (?, ?)")
    try batch.stage.forEachDoneDayChunk(in: db) { chunk in
      for word in chunk {
        let (key, day) = ImportStage.doneDay(word)
        try ImportStage.withDayText(day) { try insert.run(key, TextBytes($0)) }
      }
    }
  }

  /// One value per activity and day: added to a day the database has no completion on, else present when the
  /// database has it, else in conflict.
  mutating func applyDayValues() throws {
    var mapped = rowsToWrite(\.dayValues, conflicting: \.completions, ignored: "completions")
    guard mapped > 0 else { return }
    if hasExistingActivities {
      var contradictions: [(key: Int, day: String, amount: Double?, note: String?, id: Int64)] = []
      try db.forEach(
        """
        SELECT s.activity, s.day, s.amount, s.note, m.activity_id
        FROM stage.day_values s JOIN temp.import_map m ON m.key = s.activity
        WHERE NOT m.is_new
          AND EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = s.day)
          AND NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = s.day
                          AND c.amount IS s.amount AND c.note IS s.note)
        ORDER BY s.rowid
        """
      ) { row in contradictions.append((try row[0], try row[1], try row[2], try row[3], try row[4])) }
      func value(_ amount: Double?, _ note: String?) -> String {
        (amount.map(formatAmount) ?? "done") + (note.map { " (\($0))" } ?? "")
      }
      for contradiction in contradictions {
        report.completions.conflicting += 1
        dayValueConflicts[contradiction.key, default: 0] += 1
        let stored = try db.query(
          "SELECT amount, note FROM completions WHERE activity_id = ? AND day = ? ORDER BY id",
          [contradiction.id, contradiction.day]
        ) { row in value(try row[0], try row[1]) }
        addContradiction(
          of: contradiction.key, on: contradiction.day, file: value(contradiction.amount, contradiction.note),
          database: stored.joined(separator: " and "))
      }
      mapped -= contradictions.count
    }
    let added = try db.run(
      """
      INSERT INTO completions (activity_id, day, amount, note)
      SELECT m.activity_id, s.day, s.amount, s.note FROM stage.day_values s JOIN temp.import_map m ON m.key = s.activity
      WHERE NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = s.day)
      ORDER BY s.rowid
      """)
    report.completions.added += added
    report.completions.present += mapped - added
  }

  mutating func applyMarks() throws {
    let mapped = rowsToWrite(\.marks, conflicting: \.marks, ignored: "day marks")
    guard mapped > 0 else { return }
    if hasExistingActivities {
      var contradictions: [(key: Int, day: String, file: String, database: String)] = []
      try db.forEach(
        """
        SELECT s.activity, s.day, s.mark, d.mark FROM stage.marks s JOIN temp.import_map m ON m.key = s.activity
        JOIN day_marks d ON d.activity_id = m.activity_id AND d.day = s.day
        WHERE NOT m.is_new ORDER BY s.rowid
        """
      ) { row in
        let (file, stored): (String, String) = (try row[2], try row[3])
        if file == stored {
          report.marks.present += 1
        } else {
          contradictions.append((try row[0], try row[1], file, stored))
        }
      }
      for contradiction in contradictions {
        report.marks.conflicting += 1
        markConflicts[contradiction.key, default: [:]][contradiction.file, default: 0] += 1
        addContradiction(
          of: contradiction.key, on: contradiction.day, file: contradiction.file, database: contradiction.database)
      }
    }
    report.marks.added += try db.run(
      """
      INSERT INTO day_marks (activity_id, day, mark, note, created_at)
      SELECT m.activity_id, s.day, s.mark, s.note, coalesce(s.created_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      FROM stage.marks s JOIN temp.import_map m ON m.key = s.activity
      WHERE NOT EXISTS (SELECT 1 FROM day_marks d WHERE d.activity_id = m.activity_id AND d.day = s.day)
      ORDER BY s.rowid
      """)
  }

  /// Reports that what the file has for an activity's day is not what the database has, which it keeps.
  mutating func addContradiction(of key: Int, on day: String, file: String, database: String) {
    report.addConflict("\(batch.activities[key].name) on \(day) is \(file) in the file but \(database) in the database")
  }

  mutating func applySettings() throws {
    for (key, value) in batch.settings.sorted(by: { $0.key < $1.key }) {
      switch try db.scalar("SELECT value FROM settings WHERE key = ?", [key], as: String.self) {
      case nil:
        try db.run("INSERT INTO settings (key, value) VALUES (?, ?)", [key, value])
        report.settings.added += 1
      case value:
        report.settings.present += 1
      case let stored?:
        report.settings.conflicting += 1
        report.addConflict("the setting \(key) is \(value) in the file but \(stored) in the database")
      }
    }
    if !batch.sectionOrder.isEmpty,
      try db.scalar("SELECT count(*) FROM settings WHERE key = 'sections'", as: Int.self) == 0
    {
      try db.run("INSERT INTO settings (key, value) VALUES ('sections', ?)", [SectionOrder(batch.sectionOrder).setting])
      report.settings.added += 1
    }
  }

  /// Counts a record skipped on purpose, for the report.
  mutating func ignoreRecord(_ reason: String) {
    ignored[reason, default: 0] += 1
  }
}
