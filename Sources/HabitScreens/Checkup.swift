import HabitCore

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
  /// The SQL that rebuilds `day_totals` from `completions`, for a person to run when ``dayTotalProblems`` lists
  /// any.
  public let dayTotalsRebuild: String

  public init(
    path: String, bytes: Int, walBytes: Int?, schemaVersion: Int, supportedVersion: Int, journalMode: String,
    synchronous: Int, foreignKeys: Bool, busyTimeoutMilliseconds: Int, trustedSchema: Bool, freePages: Int,
    pageCount: Int, integrityProblems: [String], foreignKeyProblems: [String], schemaProblems: [String],
    dayTotalProblems: [String], dayTotalsRebuild: String
  ) {
    self.path = path
    self.bytes = bytes
    self.walBytes = walBytes
    self.schemaVersion = schemaVersion
    self.supportedVersion = supportedVersion
    self.journalMode = journalMode
    self.synchronous = synchronous
    self.foreignKeys = foreignKeys
    self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
    self.trustedSchema = trustedSchema
    self.freePages = freePages
    self.pageCount = pageCount
    self.integrityProblems = integrityProblems
    self.foreignKeyProblems = foreignKeyProblems
    self.schemaProblems = schemaProblems
    self.dayTotalProblems = dayTotalProblems
    self.dayTotalsRebuild = dayTotalsRebuild
  }

  public var isHealthy: Bool {
    integrityProblems.isEmpty && foreignKeyProblems.isEmpty && schemaProblems.isEmpty && dayTotalProblems.isEmpty
  }
}
