import HabitCore
import SQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a parser puts an import's completions and day marks until they are applied: a temporary SQLite file.
///
/// Completions and marks are the part of an input that grows with it, so they go to disk, row by row, and the
/// apply step reads them back with `INSERT ... SELECT`: memory stays flat whatever the file's size, and the
/// target database is not locked while the file is read. The file lives in `$TMPDIR` (else `/tmp`) and is
/// removed when the stage is released; it is never synced, since it is only ever useful to this process.
///
/// Rows refer to activities by their index in ``ImportBatch/activities``.
public final class ImportStage {
  let path: String
  /// `$TMPDIR`, else `/tmp`: where the stage is, named when it has no room.
  let directory: String
  private var connection: Connection?
  /// The stage file, open and flock-ed for as long as the stage lives.
  private let lockDescriptor: Int32
  private let statements: Statements
  /// Once-per-day rows waiting to be staged, each an activity key and a ``packed(_:)`` day in one word; they go
  /// to the stage's `done_days` table as one blob per ``doneDaysPerChunk`` rows. A row of a table costs about
  /// 4,000 instructions to write and as many to read back; a word of a blob costs a few.
  private var pendingDoneDays: [UInt64] = []
  static let doneDaysPerChunk = 1 << 16
  /// Exact completions waiting to be staged, ``completionsPerInsert`` to a statement: one INSERT of many rows
  /// saves each row a statement's start and end.
  private var pendingCompletions: [PendingCompletion] = []
  static let completionsPerInsert = 32

  /// A completion's row as staged; `by` is the credited member's id (habit's JSON).
  private struct PendingCompletion {
    let activity: Int, day: String, amount: Double?, note: String?, createdAt: String?, copy: Int?, by: String?
  }
  /// Once-per-day rows staged (repeats of an activity's latest day dropped), in `done_days`' chunks and pending.
  public private(set) var doneDayCount = 0
  /// The latest once-per-day row staged, for the check against the apply step's today.
  private var latestDoneDay: (activity: Int, day: Int32)?
  public private(set) var completionCount = 0
  public private(set) var markCount = 0
  public private(set) var dayValueCount = 0
  /// What staging knows of each activity, indexed by its key: the apply step learns from it what to skip without
  /// scanning. Arrays, not dictionaries keyed by activity: a file of 1,000,000 habits would pay a hash per row
  /// and several times the memory.
  private(set) var tallies = ActivityTallies()
  private(set) var hasOncePerDayRows = false
  private(set) var hasExactRows = false
  /// Whether every exact completion's `copy` says which copy of its (activity, day, amount, note) it is in the
  /// file: true while each activity's rows come in day order, as exports write them. The apply step then
  /// compares copies with the database directly, instead of numbering them with a sort.
  private(set) var copiesAreNumbered = true
  /// The import's today: a row on a day no time zone calls today yet (``HabitCore/Day/latestTodayAnywhere``) is
  /// refused where it is staged, as `--date` refuses a day after today. Nil until a parser sets it; applying
  /// checks the staged days against its own today in any case.
  public var today: Day? {
    didSet {
      todayText = today?.latestTodayAnywhere.description
      todayPacked = todayText.map(Self.packed)
    }
  }
  /// The latest day accepted as ``packed(_:)`` makes it, for the once-per-day rows.
  private var todayPacked: Int32?
  /// The latest day accepted, as the text days are compared with, made once rather than for every row.
  private var todayText: String?
  /// Whether each activity's once-per-day rows came in day order, so that a day listed again was dropped
  /// while staging (counted in ``ActivityTally/repeatedDays``) and the stage holds each (activity, day) once:
  /// the apply step then inserts without grouping. False once a day comes before an earlier one.
  private(set) var doneDaysAreDistinct = true
  /// Per activity, the day of its latest rows and how many of each (amount, note) that day had.
  private var latestDay: [Int: String] = [:]
  private var copiesThatDay: [Int: [CompletionKey: Int]] = [:]

  private struct CompletionKey: Hashable {
    let amount: Double?
    let note: String?
  }

  /// One activity's staged rows, counted by kind, and the days staging keeps for it (see ``ActivityTallies``).
  struct ActivityTally {
    var completions: Int32 = 0
    /// Once-per-day rows staged (in `done_days`): its listed days, when ``doneDaysAreDistinct``.
    var doneDays: Int32 = 0
    var marks: Int32 = 0
    var dayValues: Int32 = 0
    /// Once-per-day rows dropped because they repeated the activity's latest day.
    var repeatedDays: Int32 = 0
    /// The earliest day staged, as ``packed(_:)`` makes it (0: none): the creation day of an activity created
    /// without one.
    var firstDay: Int32 = 0
    /// The latest day of a once-per-day row (0: none), for dropping a day listed again.
    var latestDoneDay: Int32 = 0
  }

  /// A `yyyy-MM-dd` day as the number yyyyMMdd, which orders as the text does.
  /// 0 when the text does not have that shape.
  static func packed(_ day: String) -> Int32 {
    var day = day
    return day.withUTF8 { bytes in
      guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return 0 }
      var value: Int32 = 0
      for (index, byte) in bytes.enumerated() where index != 4 && index != 7 {
        let digit = byte &- UInt8(ascii: "0")
        guard digit < 10 else { return 0 }
        value = value &* 10 &+ Int32(digit)
      }
      return value
    }
  }

  /// Makes room for `activity`'s tally when its first row comes.
  private func makeTally(for activity: Int) {
    tallies.grow(through: activity)
  }

  /// The earliest day staged for `activity`, if any.
  func firstDay(of activity: Int) -> Day? {
    guard activity < tallies.count, case let day = Int(tallies[activity].firstDay), day > 0 else { return nil }
    return Day(year: day / 10_000, month: day / 100 % 100, day: day % 100)
  }

  /// A ``packed(_:)`` day as `yyyy-MM-dd` again.
  static func dayText(_ day: Int32) -> String {
    withDayText(day) { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the 10 bytes of a ``packed(_:)`` day as `yyyy-MM-dd`, built on the stack.
  static func withDayText<T>(_ day: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { text in
      writeDayText(day, into: text)
      return try body(UnsafeBufferPointer(text))
    }
  }

  /// Writes a ``packed(_:)`` day as `yyyy-MM-dd` into the first 10 bytes of `text`.
  static func writeDayText(_ day: Int32, into text: UnsafeMutableBufferPointer<UInt8>) {
    func digit(_ value: Int32) -> UInt8 { UInt8(truncatingIfNeeded: 48 + value % 10) }
    (text[0], text[1], text[2], text[3]) = (
      digit(day / 10_000_000), digit(day / 1_000_000), digit(day / 100_000), digit(day / 10_000)
    )
    (text[4], text[5], text[6]) = (UInt8(ascii: "-"), digit(day / 1_000), digit(day / 100))
    (text[7], text[8], text[9]) = (UInt8(ascii: "-"), digit(day / 10), digit(day))
  }

  public init() throws {
    let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    TemporaryFiles.sweepStale(in: directory, prefix: "habit-import-")
    var template = Array((directory + "/habit-import-XXXXXX").utf8CString)
    // Made and registered as one step: a signal in between would leave the file behind.
    let descriptor = EndingSignals.held {
      let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      if descriptor >= 0 {
        TemporaryFiles.register(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
      }
      return descriptor
    }
    guard descriptor >= 0 else {
      throw StoreError.invalidValue(
        "cannot create a temporary file in \(directory): \(String(cString: strerror(errno)))")
    }
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    // Held while this process lives (the descriptor closes with it): the lock tells a sweeping import it is in use.
    flock(descriptor, LOCK_EX)
    lockDescriptor = descriptor
    do {
      (connection, statements) = try Self.staging(in: directory) { try Self.open(path) }
    } catch {
      unlink(path)
      TemporaryFiles.unregister(path)
      close(descriptor)
      throw error
    }
    self.path = path
    self.directory = directory
  }

  /// Runs a write to the stage, telling a full or failing `$TMPDIR` apart from a failing database: SQLite's
  /// "disk full" would otherwise be reported of the database file.
  static func staging<T>(in directory: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SQLiteError where error.code == 13 || error.code == 10 {
      // SQLite's primary result codes FULL 13 and IOERR 10.
      throw StoreError.temporaryFileFailed(
        directory: directory, reason: error.code == 13 ? "the disk is full" : error.message)
    }
  }

  /// The stage's inserts, prepared once.
  private struct Statements {
    let completion: PreparedStatement
    /// ``completionsPerInsert`` exact completions: each row's activity, day, amount, note, creation time, copy.
    let completions: PreparedStatement
    /// A chunk of once-per-day rows (see ``pendingDoneDays``).
    let doneDays: PreparedStatement
    let mark: PreparedStatement
    let dayValue: PreparedStatement
  }

  private static func open(_ path: String) throws -> (Connection, Statements) {
    let connection = try Connection(path: path, access: .readWrite)
    // Rows are only appended, and read back by the apply step: a page cache larger than a few pages (2 MB by
    // default) would only take memory.
    try connection.execute(
      """
      PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -256;
      CREATE TABLE completions (
        activity INTEGER NOT NULL, day TEXT NOT NULL, amount REAL, note TEXT, created_at TEXT,
        once_per_day INTEGER NOT NULL, copy INTEGER, by TEXT);
      CREATE TABLE marks (
        activity INTEGER NOT NULL, day TEXT NOT NULL, mark TEXT NOT NULL, note TEXT, created_at TEXT,
        line INTEGER NOT NULL, column INTEGER NOT NULL);
      CREATE TABLE day_values (activity INTEGER NOT NULL, day TEXT NOT NULL, amount REAL, note TEXT);
      CREATE TABLE done_days (chunk BLOB NOT NULL);
      BEGIN;
      """)
    // An exact completion's row (its `once_per_day` is 0): activity, day, amount, note, creation time, copy.
    let exactRow = "(?, ?, ?, ?, ?, 0, ?, ?)"
    let statements = Statements(
      completion: try connection.prepare("INSERT INTO completions VALUES \(exactRow)"),
      completions: try connection.prepare(
        "INSERT INTO completions VALUES "
          + Array(repeating: exactRow, count: completionsPerInsert).joined(separator: ", ")),
      doneDays: try connection.prepare("INSERT INTO done_days VALUES (?)"),
      mark: try connection.prepare("INSERT INTO marks VALUES (?, ?, ?, ?, ?, ?, ?)"),
      dayValue: try connection.prepare("INSERT INTO day_values VALUES (?, ?, ?, ?)"))
    return (connection, statements)
  }

  deinit {
    connection = nil
    unlink(path)
    TemporaryFiles.unregister(path)
    close(lockDescriptor)
  }

  /// Stages one completion. The rows of new activities are written with the schema's CHECKs off, so what they
  /// check is checked here: the day exists, an amount is 0 or more, and an empty note is no note.
  ///
  /// - Parameters:
  ///   - day: A `yyyy-MM-dd` day.
  ///   - createdAt: When it was recorded, UTC ISO 8601; nil: when it is imported.
  ///   - oncePerDay: True for formats that list done days: the day counts as present when the database has
  ///     any completion that day, and one completion is added otherwise. False: the completion is one of a
  ///     multiset, compared on (activity, day, amount, note).
  ///   - location: Where the file has it, for the error about a day after today.
  public func addCompletion(
    activity: Int, day: String, amount: Double?, note: String?, createdAt: String?, by: String? = nil, oncePerDay: Bool,
    at location: @autoclosure () -> InputLocation? = nil
  ) throws {
    guard connection != nil else { throw StoreError.invalidValue("the import stage is already closed") }
    if oncePerDay { return try addDoneDay(activity: activity, day: day, at: location()) }
    let packedDay = try Self.check(day: day, at: location())
    if let amount, !(amount >= 0) {
      throw ImportError(
        "the amount of \(day) is \(amount), not a number of 0 or more", at: location(),
        hint: "Write amounts as numbers of 0 or more.")
    }
    if let amount, !Quantity.isAmount(amount) { throw Self.tooLarge(amount, day: day, at: location()) }
    let note = note.flatMap { $0.isEmpty ? nil : $0 }
    try checkNotAfterToday(day, at: location())
    if let note { try Self.check(note: note, day: day, at: location()) }
    completionCount += 1
    makeTally(for: activity)
    tallies[activity].completions += 1
    hasExactRows = true
    let copy = number(activity: activity, day: day, key: CompletionKey(amount: amount, note: note))
    pendingCompletions.append(
      PendingCompletion(
        activity: activity, day: day, amount: amount, note: note, createdAt: createdAt, copy: copy, by: by))
    if pendingCompletions.count == Self.completionsPerInsert { try flushCompletions() }
    noteDay(packedDay, of: activity)
  }

  /// Stages a once-per-day row: a word of the pending chunk, the activity's tally read and written once (every
  /// row of a file of the dates layout comes through here).
  private func addDoneDay(activity: Int, day: String, at location: @autoclosure () -> InputLocation?) throws {
    // The stage keeps the day as a number, so it must have the shape of one.
    let packedDay = try Self.check(day: day, at: location())
    if let todayPacked, packedDay > todayPacked, let today {
      throw ImportError.afterToday(day, today: today, at: location())
    }
    completionCount += 1
    hasOncePerDayRows = true
    makeTally(for: activity)
    // A repeat of the activity's latest day is dropped and counted; one further back is left to the apply
    // step, which groups the days when they came out of order.
    switch tallies.countDoneDay(of: activity, on: packedDay) {
    case .repeated: return
    case .earlier: doneDaysAreDistinct = false
    case .later: break
    }
    doneDayCount += 1
    if latestDoneDay.map({ packedDay > $0.day }) ?? true { latestDoneDay = (activity, packedDay) }
    pendingDoneDays.append(UInt64(UInt32(truncatingIfNeeded: activity)) << 32 | UInt64(UInt32(packedDay)))
    if pendingDoneDays.count == Self.doneDaysPerChunk { try flushDoneDays() }
  }

  /// Writes the pending exact completions to the stage, in the order they came: a full batch with one statement,
  /// the last few one by one.
  private func flushCompletions() throws {
    func bind(_ row: PendingCompletion, to binder: inout PreparedStatement.Binder) throws {
      try binder.bind(row.activity)
      try binder.bind(row.day)
      try binder.bind(row.amount)
      try binder.bind(row.note)
      try binder.bind(row.createdAt)
      try binder.bind(row.copy)
      try binder.bind(row.by)
    }
    try Self.staging(in: directory) {
      if pendingCompletions.count == Self.completionsPerInsert {
        try statements.completions.run { binder in for row in pendingCompletions { try bind(row, to: &binder) } }
      } else {
        for row in pendingCompletions { try statements.completion.run { binder in try bind(row, to: &binder) } }
      }
    }
    pendingCompletions.removeAll(keepingCapacity: true)
  }

  /// Writes the pending once-per-day rows to the stage as one blob.
  private func flushDoneDays() throws {
    guard !pendingDoneDays.isEmpty else { return }
    try Self.staging(in: directory) {
      try pendingDoneDays.withUnsafeBytes { bytes in try statements.doneDays.run(bytes) }
    }
    pendingDoneDays.removeAll(keepingCapacity: true)
  }

  /// Calls `body` with the once-per-day rows in the order they were staged, a chunk at a time, read from the
  /// stage attached to `db` as `stage` (see ``HabitDatabase/importBatch(_:options:)``).
  func forEachDoneDayChunk(in db: Connection, _ body: (UnsafeBufferPointer<UInt64>) throws -> Void) throws {
    try db.forEach("SELECT chunk FROM stage.done_days ORDER BY rowid") { row in
      let bytes = row.bytes(0)
      var words = [UInt64](repeating: 0, count: bytes.count / MemoryLayout<UInt64>.stride)
      words.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<$0.count])) }
      try words.withUnsafeBufferPointer(body)
    }
  }

  /// A row of ``forEachDoneDayChunk(in:_:)``: its activity key and its day's ``packed(_:)`` number.
  static func doneDay(_ word: UInt64) -> (activity: Int, day: Int32) {
    (Int(word >> 32), Int32(truncatingIfNeeded: word & 0xFFFF_FFFF))
  }

  /// Stages one skip or fail mark; `location` is where the file has it, for the error about a day marked twice.
  public func addMark(
    activity: Int, day: String, mark: DayMark, note: String?, createdAt: String?, location: InputLocation
  ) throws {
    guard connection != nil else { throw StoreError.invalidValue("the import stage is already closed") }
    try checkNotAfterToday(day, at: location)
    try Self.check(note: note, day: day, at: location)
    try Self.staging(in: directory) {
      try statements.mark.run(activity, day, mark.rawValue, note, createdAt, location.line, location.column)
    }
    markCount += 1
    makeTally(for: activity)
    tallies[activity].marks += 1
    noteDay(Self.packed(day), of: activity)
  }

  /// Stages the one value an activity has on a day, for formats that keep one per day and let it be edited
  /// (Loop): it is added when the database has no completion that day, present when it has this very one, and
  /// in conflict when it has another, so that importing a newer export never adds a second value to a day.
  /// The parser stages at most one per activity and day.
  public func addDayValue(
    activity: Int, day: String, amount: Double?, note: String?, at location: InputLocation? = nil
  ) throws {
    guard connection != nil else { throw StoreError.invalidValue("the import stage is already closed") }
    try checkNotAfterToday(day, at: location)
    if let amount, !Quantity.isAmount(amount) { throw Self.tooLarge(amount, day: day, at: location) }
    try Self.check(note: note, day: day, at: location)
    try Self.staging(in: directory) { try statements.dayValue.run(activity, day, amount, note) }
    dayValueCount += 1
    makeTally(for: activity)
    tallies[activity].dayValues += 1
    noteDay(Self.packed(day), of: activity)
  }

  /// `day` as a ``packed(_:)`` number, when it is a `yyyy-MM-dd` day that exists. The parsers have checked that,
  /// and so does this: the rows of new activities are written with the schema's CHECKs off.
  private static func check(day: String, at location: @autoclosure () -> InputLocation?) throws -> Int32 {
    let packedDay = packed(day)
    guard packedDay > 0 else {
      throw ImportError(
        "'\(day)' is not a date of the form yyyy-MM-dd", at: location(), hint: "Write days as yyyy-MM-dd.")
    }
    guard Day(year: Int(packedDay / 10_000), month: Int(packedDay / 100 % 100), day: Int(packedDay % 100)) != nil
    else {
      throw ImportError("'\(day)' is not a real date", at: location(), hint: "Write a day that exists.")
    }
    return packedDay
  }

  /// A note holds no character a terminal would obey (see `TextCheck`) and at most `TextLimit.note` characters.
  private static func check(note: String?, day: String, at location: InputLocation?) throws {
    guard let note else { return }
    let hint = "Remove control characters from notes; keep each under \(TextLimit.note) characters."
    if note.count > TextLimit.note {
      throw ImportError("the note of \(day) has more than \(TextLimit.note) characters", at: location, hint: hint)
    }
    if let scalar = TextCheck.forbidden(in: note, lineBreaks: true) {
      throw ImportError(
        "the note of \(day) contains the control character \(TextCheck.name(scalar))", at: location, hint: hint)
    }
  }

  /// Which copy of its kind this completion is, while rows come in day order per activity; nil once they do not.
  private func number(activity: Int, day: String, key: CompletionKey) -> Int? {
    guard copiesAreNumbered else { return nil }
    if let latest = latestDay[activity], latest == day {
      // Another completion of the same day.
    } else if let latest = latestDay[activity], day < latest {
      copiesAreNumbered = false
      latestDay = [:]
      copiesThatDay = [:]
      return nil
    } else {
      latestDay[activity] = day
      copiesThatDay[activity] = [:]
    }
    copiesThatDay[activity, default: [:]][key, default: 0] += 1
    return copiesThatDay[activity]![key]!
  }

  private func checkNotAfterToday(_ day: String, at location: @autoclosure () -> InputLocation?) throws {
    if let today, let todayText, day > todayText {
      throw ImportError.afterToday(day, today: today, at: location())
    }
  }

  /// The error for an amount past ``Quantity/largestAmount``.
  private static func tooLarge(_ amount: Double, day: String, at location: InputLocation?) -> ImportError {
    ImportError(
      "the amount of \(day) is \(amount), more than 1000000000", at: location,
      hint: "Amounts are at most 1000000000 (a billion) of any unit.")
  }

  /// Keeps the earliest day of an activity whose tally exists.
  private func noteDay(_ day: Int32, of activity: Int) {
    let first = tallies[activity].firstDay
    if first == 0 || day < first { tallies[activity].firstDay = day }
  }

  /// Ends staging: checks what only the whole input shows (a day marked twice, a day after `today` that no
  /// parser refused), then closes the file so the apply step can attach it.
  func finish(today: Day, activityNames: (Int) -> String) throws {
    guard let connection else { return }
    try flushCompletions()
    pendingCompletions = []
    try Self.staging(in: directory) {
      try flushDoneDays()
      pendingDoneDays = []
      tallies.endStaging()
      try connection.execute("COMMIT")
    }
    // Rows staged against a today no later than this one were checked as they came.
    if self.today.map({ $0 > today }) ?? true {
      let latest = today.latestTodayAnywhere
      if let (activity, day) = latestDoneDay, day > Self.packed(latest.description) {
        throw ImportError.afterToday(
          Self.dayText(day), today: today, at: nil, activity: activityNames(activity))
      }
      let late = try connection.queryFirst(
        """
        SELECT activity, max(day) FROM (
          SELECT activity, day FROM completions UNION ALL SELECT activity, day FROM marks
          UNION ALL SELECT activity, day FROM day_values)
        WHERE day > ?
        """, [latest.description]
      ) { row in (try row[0] as Int?, try row[1] as String?) }
      if let (activity, day) = late, let activity, let day {
        throw ImportError.afterToday(day, today: today, at: nil, activity: activityNames(activity))
      }
    }
    if markCount > 1 {
      try Self.staging(in: directory) { try connection.execute("CREATE INDEX marks_by_day ON marks (activity, day)") }
      let repeated = try connection.queryFirst(
        """
        SELECT b.activity, b.day, b.line, b.column, a.line FROM marks a JOIN marks b
          ON b.activity = a.activity AND b.day = a.day AND b.rowid > a.rowid
        ORDER BY b.rowid LIMIT 1
        """
      ) { row in (try row[0] as Int, try row[1] as String, try row[2] as Int, try row[3] as Int, try row[4] as Int) }
      if let (activity, day, line, column, firstLine) = repeated {
        throw ImportError(
          "\(activityNames(activity)) is marked twice on \(day) (first on line \(firstLine))",
          at: InputLocation(line: line, column: column), hint: "Keep one mark per activity and day.")
      }
    }
    self.connection = nil
  }
}
