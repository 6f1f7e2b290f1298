import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  /// Records that the activity was done on `day`.
  ///
  /// Without an amount, an activity that requires one gets exactly the required amount ("I did my 30
  /// minutes"). Doing an activity on a skipped or failed day replaces that mark. When `today` is given and
  /// the completion is for today, it also checks today for the activity's programme in progress. An amount
  /// goal's completion needs an amount: without one, and without a required amount, nothing is recorded.
  /// A shared activity's completion is credited to `member` (the acting one).
  public func recordCompletion(
    _ activity: Activity, on day: Day, amount: Double? = nil, note: String? = nil, today: Day? = nil,
    by member: User? = nil
  ) throws -> RecordOutcome {
    if let amount, !(amount.isFinite && amount >= 0) {
      throw StoreError.invalidValue("the amount must be a number of 0 or more")
    }
    if let amount, !Quantity.isAmount(amount) { throw StoreError.invalidValue("the amount must be at most 1000000000") }
    // A past day's completion is measured by what was in force that day.
    let inForce = activity.goals.last { $0.effectiveFrom <= day } ?? activity.goals.first
    let stored = amount ?? inForce?.requiredAmount
    let goal = activity.goal(on: day)
    if stored == nil && goal.measure == .amount {
      throw StoreError.amountNeeded(activity: activity.name, unit: inForce?.unit ?? goal.unit)
    }
    let note = note.flatMap { $0.isEmpty ? nil : $0 }
    if let note { try validText(note, what: "a note", limit: TextLimit.note, lineBreaks: true) }
    return try db.transaction {
      let mark = try self.mark(of: activity, on: day)
      if mark != nil {
        try db.run("DELETE FROM day_marks WHERE activity_id = ? AND day = ?", [activity.id, day.description])
      }
      try db.run(
        "INSERT INTO completions (activity_id, day, amount, note, done_by) VALUES (?, ?, ?, ?, ?)",
        [activity.id, day.description, stored, note, activity.shared ? (member?.id ?? activity.userID) : nil])
      let count = try completionCount(activity, on: day)
      var outcome = RecordOutcome(
        amount: stored, unit: inForce?.unit, activity: activity.name, clearedMark: mark, completionsThatDay: count)
      if let today, day == today { outcome.challenge = try checkCurrentChallenge(of: activity.id, today: today) }
      outcome.judged = try judgeDays(activity, over: day...day, today: max(today ?? day, day), weekStart: weekStart())
        .day(day)
      return outcome
    }
  }

  /// `habit done`: finds the member's activity by name or prefix and records the completion, in one transaction,
  /// so that the row written is the one the name stands for when it is written.
  public func recordCompletion(
    _ query: ActivityReference, of user: UserReference, on day: Day, amount: Double? = nil, note: String? = nil,
    today: Day? = nil
  ) throws -> RecordOutcome {
    try writing(as: user) { member in
      var (outcome, event) = try writeDone(
        try activity(query, of: member), by: member, on: day, amount: amount, note: note, today: today)
      outcome.event = event
      return outcome
    }
  }

  /// The member's completion of a found activity, with its event for `on-record` hooks: what `habit done` and the
  /// API's done write, inside their transaction.
  func writeDone(_ found: Activity, by member: User, on day: Day, amount: Double?, note: String?, today: Day?) throws
    -> (outcome: RecordOutcome, event: RecordEvent)
  {
    let outcome = try recordCompletion(found, on: day, amount: amount, note: note, today: today, by: member)
    let event = try recordEvent(
      .done, of: found, by: member, on: day, today: today, amount: outcome.amount, unit: outcome.unit,
      note: note.flatMap { $0.isEmpty ? nil : $0 }, credited: found.shared ? member : nil)
    return (outcome, event)
  }

  /// `habit undo`: finds the member's activity and undoes the day's latest record, in one transaction; returns
  /// the activity's name with what was removed, and the event for `on-record` hooks.
  public func undo(
    _ query: ActivityReference, of user: UserReference, on day: Day, today: Day? = nil, breakingChallenge: Bool = true
  ) throws -> (activity: String, outcome: UndoOutcome, event: RecordEvent) {
    try writing(as: user) { member in
      try writeUndo(
        try activity(query, of: member), by: member, on: day, today: today, breakingChallenge: breakingChallenge)
    }
  }

  /// The member's undo of a found activity's day, with its event: what `habit undo` and the API's undo write.
  func writeUndo(_ found: Activity, by member: User, on day: Day, today: Day?, breakingChallenge: Bool) throws
    -> (activity: String, outcome: UndoOutcome, event: RecordEvent)
  {
    let undone = try undoLatest(found, on: day, today: today, breakingChallenge: breakingChallenge)
    return (found.name, undone.outcome, try undoEvent(undone, of: found, by: member, on: day, today: today))
  }

  /// The event of an undo just made: a completion taken back, or a skip or fail mark.
  private func undoEvent(_ undone: Undone, of activity: Activity, by member: User, on day: Day, today: Day?) throws
    -> RecordEvent
  {
    switch undone.outcome {
    case .completion(let amount, _, _):
      let inForce = activity.goals.last { $0.effectiveFrom <= day } ?? activity.goals.first
      return try recordEvent(
        .undone, of: activity, by: member, on: day, today: today, amount: amount, unit: inForce?.unit,
        note: undone.note, credited: undone.credited)
    case .mark(let mark):
      return try recordEvent(
        mark == .skipped ? .unskipped : .unfailed, of: activity, by: member, on: day, today: today, note: undone.note)
    }
  }

  /// A tap on a calendar day (the web's month view): a day the evaluation counts completions on loses its latest
  /// one, any other day gains one. Finding the member and the activity, judging the day and the write are one
  /// transaction, so two taps at once cannot both add. Returns the activity's name, whether one was added, and the
  /// event for `on-record` hooks.
  public func toggleCompletion(_ query: ActivityReference, of user: UserReference, on day: Day, today: Day) throws
    -> (activity: String, added: Bool, event: RecordEvent)
  {
    try db.transaction {
      let member = try resolve(user)
      let found = try activity(query, of: member)
      let judged = try judgeDays(found, over: day...day, today: today, weekStart: try weekStart()).day(day)
      if judged.completions > 0 {
        let undone = try undoLatest(found, on: day, today: today)
        return (found.name, false, try undoEvent(undone, of: found, by: member, on: day, today: today))
      }
      let outcome = try recordCompletion(found, on: day, today: today, by: member)
      let event = try recordEvent(
        .done, of: found, by: member, on: day, today: today, amount: outcome.amount, unit: outcome.unit,
        credited: found.shared ? member : nil)
      return (found.name, true, event)
    }
  }

  /// `habit skip` and `habit fail`: finds the member's activity and marks the day, in one transaction; returns
  /// the activity's name with the mark it replaced, and the event for `on-record` hooks (its streak as of `today`).
  public func mark(
    _ query: ActivityReference, of user: UserReference, on day: Day, as mark: DayMark, note: String? = nil,
    today: Day? = nil
  ) throws -> (activity: String, previous: DayMark?, event: RecordEvent) {
    try writing(as: user) { member in
      try writeMark(try activity(query, of: member), by: member, on: day, as: mark, note: note, today: today)
    }
  }

  /// The member's skip or fail of a found activity's day, with its event: what `habit skip|fail` and the API
  /// write.
  func writeMark(_ found: Activity, by member: User, on day: Day, as mark: DayMark, note: String?, today: Day?) throws
    -> (activity: String, previous: DayMark?, event: RecordEvent)
  {
    let previous = try self.mark(found, on: day, as: mark, note: note)
    let kept = try db.scalar(
      "SELECT note FROM day_marks WHERE activity_id = ? AND day = ?", [found.id, day.description], as: String?.self)
    let event = try recordEvent(
      mark == .skipped ? .skipped : .failed, of: found, by: member, on: day, today: today, note: kept ?? nil)
    return (found.name, previous, event)
  }

  /// Removes the latest completion of the day, or when there is none, the day's skip or fail mark.
  ///
  /// A completion that is a current challenge's check for a day before `today` can never be checked again, so
  /// removing it breaks the challenge: unless `breakingChallenge`, that is refused with `undoBreaksChallenge`
  /// and nothing is removed.
  public func undo(_ activity: Activity, on day: Day, today: Day? = nil, breakingChallenge: Bool = true) throws
    -> UndoOutcome
  {
    try undoLatest(activity, on: day, today: today, breakingChallenge: breakingChallenge).outcome
  }

  /// What `undoLatest` removed: the outcome, with the removed record's note and (for a shared activity's
  /// completion) the member it was credited to.
  struct Undone {
    let outcome: UndoOutcome
    var note: String? = nil
    var credited: User? = nil
  }

  /// ``undo(_:on:today:breakingChallenge:)``, telling also what the removed record carried.
  func undoLatest(_ activity: Activity, on day: Day, today: Day? = nil, breakingChallenge: Bool = true) throws
    -> Undone
  {
    try db.transaction {
      if let (id, amount, note, credited) = try db.queryFirst(
        """
        SELECT c.id, c.amount, c.note, u.id, u.uuid, u.name FROM completions c LEFT JOIN users u ON u.id = c.done_by
        WHERE c.activity_id = ? AND c.day = ? ORDER BY c.created_at DESC, c.id DESC LIMIT 1
        """,
        [activity.id, day.description],
        decode: { row in
          let doer: Int64? = try row[3]
          return (
            try row[0] as Int64, try row[1] as Double?, try row[2] as String?,
            try doer.map { User(id: $0, uuid: try row[4], name: try row[5]) }
          )
        })
      {
        // The check goes with its completion (ON DELETE CASCADE): say so rather than let it vanish unnoticed.
        let challengeDay = try db.scalar(
          """
          SELECT CAST(julianday(k.day) - julianday(c.started_on) AS INTEGER) + 1 FROM challenge_checks k
          JOIN challenges c ON c.id = k.challenge_id WHERE k.completion_id = ?
          """, [id], as: Int.self)
        if let challengeDay, let today, day < today, !breakingChallenge,
          try db.scalar(
            """
            SELECT count(*) FROM challenge_checks k JOIN challenges c ON c.id = k.challenge_id
            WHERE k.completion_id = ? AND c.outcome IS NULL
            """, [id], as: Int.self) == 1
        {
          throw StoreError.undoBreaksChallenge(activity: activity.name, day: day, dayNumber: challengeDay)
        }
        try db.run("DELETE FROM completions WHERE id = ?", [id])
        return Undone(
          outcome: .completion(
            amount: amount, remaining: try completionCount(activity, on: day), uncheckedChallengeDay: challengeDay),
          note: note, credited: credited)
      }
      if let mark = try self.mark(of: activity, on: day) {
        let note = try db.scalar(
          "SELECT note FROM day_marks WHERE activity_id = ? AND day = ?", [activity.id, day.description],
          as: String?.self)
        try db.run("DELETE FROM day_marks WHERE activity_id = ? AND day = ?", [activity.id, day.description])
        return Undone(outcome: .mark(mark), note: note ?? nil)
      }
      throw StoreError.nothingToUndo(activity: activity.name, day: day)
    }
  }

  /// Marks the day skipped or failed, replacing another mark; refused when the day has completions.
  /// Returns the mark it replaced.
  @discardableResult
  public func mark(_ activity: Activity, on day: Day, as mark: DayMark, note: String? = nil) throws -> DayMark? {
    if let note { try validText(note, what: "a note", limit: TextLimit.note, lineBreaks: true) }
    return try db.transaction {
      let count = try completionCount(activity, on: day)
      if count > 0 { throw StoreError.dayHasCompletions(activity: activity.name, day: day, count: count) }
      let previous = try self.mark(of: activity, on: day)
      try db.run(
        """
        INSERT INTO day_marks (activity_id, day, mark, note) VALUES (?, ?, ?, ?)
        ON CONFLICT (activity_id, day) DO UPDATE SET mark = excluded.mark,
          -- Marking a day again the same way without a note keeps the note it had.
          note = CASE WHEN excluded.note IS NULL AND mark = excluded.mark THEN note ELSE excluded.note END
        """,
        [activity.id, day.description, mark.rawValue, note.flatMap { $0.isEmpty ? nil : $0 }])
      return previous
    }
  }

  /// Completions of the activity from `from` to `through`, newest first.
  public func completions(of activity: Activity, from: Day? = nil, through: Day? = nil, limit: Int = -1) throws
    -> [CompletionRecord]
  {
    try db.query(
      """
      SELECT c.id, c.day, c.amount, c.note, c.created_at, u.id, u.uuid, u.name FROM completions c
      LEFT JOIN users u ON u.id = c.done_by
      WHERE c.activity_id = ? AND c.day >= ? AND c.day <= ? ORDER BY c.day DESC, c.created_at DESC, c.id DESC LIMIT ?
      """,
      [activity.id, from?.description ?? "0000", through?.description ?? "9999", limit]
    ) { row in
      let doer: Int64? = try row[5]
      return CompletionRecord(
        id: try row[0], day: try row[1] as Day, amount: try row[2], note: try row[3], createdAt: try row[4],
        doneBy: try doer.map { User(id: $0, uuid: try row[6], name: try row[7]) })
    }
  }

  /// Skip and fail marks of the activity from `from` to `through`.
  public func marks(of activity: Activity, from: Day? = nil, through: Day? = nil) throws -> [Day: DayMark] {
    var marks: [Day: DayMark] = [:]
    try db.forEach(
      "SELECT day, mark FROM day_marks WHERE activity_id = ? AND day >= ? AND day <= ?",
      [activity.id, from?.description ?? "0000", through?.description ?? "9999"]
    ) { row in
      marks[try row[0] as Day] = DayMark(rawValue: try row[1])
    }
    return marks
  }

  /// What evaluating the activity needs, loading only the days from `from` on (all when nil). The history's
  /// true start (creation or first record) is always known, so a window judges early periods correctly.
  public func history(of activity: Activity, from: Day? = nil) throws -> ActivityHistory {
    try db.read { try history(of: activity, from: from, start: try start(of: activity)) }
  }

  /// Where the activity's history starts: the earlier of its creation day and its first recorded day.
  func start(of activity: Activity) throws -> Day {
    let firstRecorded =
      try db.scalar(
        """
        SELECT min(day) FROM (SELECT min(day) AS day FROM completions WHERE activity_id = ?1
                              UNION ALL SELECT min(day) FROM day_marks WHERE activity_id = ?1)
        """, [activity.id], as: Day?.self) ?? nil
    return min(activity.createdOn, firstRecorded ?? activity.createdOn)
  }

  /// `history(of:from:)` with its start given by the caller, who knows it without looking up the first record.
  func history(of activity: Activity, from: Day?, start: Day) throws -> ActivityHistory {
    try records(of: activity, from: from).history(of: activity, from: from, start: start)
  }

  /// An activity's days with completions from a day on, one row a day from `day_totals` (kept by triggers as
  /// completions are written), so that a day checked in thousands of times costs what a day checked in once does.
  /// Read once per day of every history shown, so it asks for no column it need not (the activity is known) and
  /// ends the search at the activity's last key rather than comparing each row's day with `'A'`: together about
  /// 350 instructions a row (a C program stepping it over the bench's year of 41 activities).
  static let dayTotalsQuery = """
    SELECT day, completions, amount FROM day_totals WHERE activity_id = ?1 AND day >= ?2 ORDER BY day
    """

  /// The notes of those days' completions in day and entry order, from the index of the completions that have
  /// one (`completions_with_notes`).
  static let notesQuery = """
    SELECT activity_id, day, note FROM completions
    WHERE activity_id = ?1 AND day >= ?2 AND day < 'A' AND note IS NOT NULL ORDER BY day, id
    """

  /// An activity's skip and fail marks from a day on.
  static let marksQuery = """
    SELECT activity_id, day, mark, note FROM day_marks WHERE activity_id = ?1 AND day >= ?2 AND day < 'A'
    """

  /// The pauses that hold an activity (`?1`) of a member (`?2`): its own, the member's and the household's.
  static let pausesQuery = """
    SELECT activity_id, user_id, first_day, last_day FROM pauses
    WHERE activity_id = ?1 OR (activity_id IS NULL AND (user_id IS NULL OR user_id = ?2))
    """

  /// The activity's records from `from` on (nil: all of them).
  func records(of activity: Activity, from: Day?) throws -> ActivityRecords {
    var records = ActivityRecords(activity)
    // Days are text: every yyyy-MM-dd sorts after "0000" and before "A".
    let arguments: [any SQLiteBindable] = [activity.id, from?.description ?? "0000"]
    try db.forEach(HabitDatabase.dayTotalsQuery, arguments) { try records.addDayTotal($0, from: 0) }
    try db.forEach(HabitDatabase.notesQuery, arguments) { try records.addNote($0) }
    try db.forEach(HabitDatabase.marksQuery, arguments) { try records.addMark($0) }
    var pauses = PauseScopes()
    try db.forEach(HabitDatabase.pausesQuery, [activity.id, activity.userID]) { try pauses.add($0) }
    records.pauses = pauses.ranges(holding: records)
    return records
  }

  /// The rows of `dayTotalsQuery`, `notesQuery` and `marksQuery` for several activities, each from its own day
  /// (`?1`: a JSON object whose keys are the activities' ids and values their first days; SQLite reads it with less
  /// work than an array of pairs): the activities in the object's order, each a search of an index, no sort
  /// (`HistoryIndexTests` pins the plans).
  static let batchDayTotalsQuery = """
    SELECT t.activity_id, t.day, t.completions, t.amount FROM json_each(?1) AS r
    JOIN day_totals AS t ON t.activity_id = r.key AND t.day >= r.value
    """
  static let batchNotesQuery = """
    SELECT c.activity_id, c.day, c.note FROM json_each(?1) AS r
    JOIN completions AS c ON c.activity_id = r.key AND c.day >= r.value AND c.day < 'A' AND c.note IS NOT NULL
    """
  static let batchMarksQuery = """
    SELECT m.activity_id, m.day, m.mark, m.note FROM json_each(?1) AS r
    JOIN day_marks AS m ON m.activity_id = r.key AND m.day >= r.value AND m.day < 'A'
    """

  /// The records of each activity in `ranges` (each named once) from its first day on (nil: all of them), in the
  /// same order: three statements however many activities are asked for, their rows turned into records as one
  /// activity's are. Without `notes`, the completions' notes are not read (the day totals have none): a reader that
  /// shows none (the board) saves each activity a search of the notes' index.
  func records(of ranges: [(activity: Activity, from: Day?)], notes: Bool = true) throws -> [ActivityRecords] {
    var records = ranges.map { ActivityRecords($0.activity) }
    // Days are text: every yyyy-MM-dd sorts after "0000" and before "A".
    var json = "{"
    for (activity, from) in ranges {
      if json.utf8.count > 1 { json += "," }
      json += "\"\(activity.id)\":\"\(from?.description ?? "0000")\""
    }
    json += "}"
    let arguments: [any SQLiteBindable] = [json]
    // The records go in and out rather than being captured, so that each row's access to them is checked when
    // compiling, not as it runs.
    func read(
      _ query: String, into records: inout [ActivityRecords], _ add: (inout ActivityRecords, Row) throws -> Void
    ) throws {
      var index = 0
      try db.forEach(query, arguments) { row in
        // The rows come activity by activity in the order asked.
        let activity = row.int64(0)
        while index < records.count && records[index].activity != activity { index += 1 }
        guard index < records.count else {
          throw StoreError.invalidValue("the records of activity \(activity) were read out of order")
        }
        try add(&records[index], row)
      }
    }
    try read(HabitDatabase.batchDayTotalsQuery, into: &records) { try $0.addDayTotal($1, from: 1) }
    if notes { try read(HabitDatabase.batchNotesQuery, into: &records) { try $0.addNote($1) } }
    try read(HabitDatabase.batchMarksQuery, into: &records) { try $0.addMark($1) }
    // Pauses are few: all of them, each read once and given to the activities it holds (given row by row to every
    // activity, the bench's 241 pauses cost the board 20 M instructions).
    var pauses = PauseScopes()
    try db.forEach("SELECT activity_id, user_id, first_day, last_day FROM pauses") { try pauses.add($0) }
    for index in records.indices { records[index].pauses = pauses.ranges(holding: records[index]) }
    return records
  }

  /// The household's first weekday (the `week_start` setting; Monday when unset).
  public func weekStart() throws -> WeekStart {
    try db.scalar("SELECT value FROM settings WHERE key = 'week_start'", as: String.self).flatMap(WeekStart.init)
      ?? .monday
  }

  public func setWeekStart(_ weekStart: WeekStart) throws {
    try db.transaction {
      _ = try db.run(
        "INSERT INTO settings (key, value) VALUES ('week_start', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [weekStart.rawValue])
    }
  }

  func mark(of activity: Activity, on day: Day) throws -> DayMark? {
    try db.scalar(
      "SELECT mark FROM day_marks WHERE activity_id = ? AND day = ?", [activity.id, day.description], as: String.self
    )
    .flatMap(DayMark.init)
  }

  func completionCount(_ activity: Activity, on day: Day) throws -> Int {
    try db.scalar(
      "SELECT completions FROM day_totals WHERE activity_id = ? AND day = ?", [activity.id, day.description]) ?? 0
  }
}

extension HabitDatabase {
  /// The latest day the activity was done, found through the index without reading its history.
  public func lastPerformed(_ activity: Activity) throws -> Day? {
    try db.scalar("SELECT max(day) FROM completions WHERE activity_id = ?", [activity.id], as: Day?.self) ?? nil
  }
}
