import HabitCore
import HabitScreens

/// Everything an input file says, parsed and checked, ready to be applied to a database in one transaction.
///
/// Every format's parser produces this same model, so checking against the database, applying, idempotency and
/// the report are written once. The small parts (users, activities with their goals, settings) are held in
/// memory; completions and day marks, which grow with the file, are streamed into ``stage`` and refer to
/// activities by their index in ``activities``.
///
/// ```swift
/// var batch = try ImportBatch(format: "dates-csv")
/// batch.activities.append(ImportedActivity(name: "Read", location: InputLocation(line: 2, column: 1)))
/// try batch.stage.addCompletion(activity: 0, day: "2026-03-01", amount: nil, note: nil, createdAt: nil,
///                               oncePerDay: true)
/// let report = try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: today))
/// ```
public struct ImportBatch {
  /// The format's name, for the report: `json`, `csv`, `dates-json`, ...
  public var format: String
  /// Users the file defines or names; empty for formats without users.
  public var users: [ImportedUser] = []
  public var activities: ImportedActivities = []
  /// Household settings (`week_start`), by key.
  public var settings: [String: String] = [:]
  /// The order of sections another tracker shows (harsh's headings): the `sections` setting when the household
  /// has none, never in conflict with one it has.
  public var sectionOrder: [String] = []
  /// Daily plans, for formats that carry them (habit's JSON).
  public var plans: [ImportedPlan] = []
  /// Programmes, for formats that carry them (habit's JSON).
  public var challenges: [ImportedChallenge] = []
  /// Pauses, for formats that carry them (habit's JSON).
  public var pauses: [ImportedPause] = []
  /// Records the parser skipped on purpose, counted by reason ("a day listed twice").
  public var ignored: [String: Int] = [:]
  /// Whether the report lists what became of each activity: for other trackers' exports, whose habits people
  /// want to see arrive one by one.
  public var listsActivities = false
  /// Whether the activities' positions are another tracker's order (Loop's, HabitKit's): they then order the
  /// activities the import creates among themselves, after the member's others, instead of being habit's own.
  public var positionsAreRelative = false
  public let stage: ImportStage

  /// A batch of `format`'s records whose stage refuses days after `today` where they are staged (nil: only the
  /// apply step checks).
  public init(format: String, today: Day? = nil) throws {
    self.format = format
    stage = try ImportStage()
    stage.today = today
  }

  /// Whether applying needs to know whose activities these are: some activity has no user of its own.
  public var needsActingUser: Bool { activities.contains { $0.user == nil } }

  public mutating func ignore(_ reason: String, count: Int = 1) {
    ignored[reason, default: 0] += count
  }
}

/// How to apply an ``ImportBatch``.
public struct ImportOptions: Sendable {
  /// Who gets the activities of a format without users.
  public var actingUser: User?
  /// For formats with users: import only this user's records (matched by name, ignoring case).
  public var onlyUser: String?
  /// The day activities created without a day of their own, or with nothing recorded, are created on.
  public var today: Day
  /// Work out the report, then roll everything back.
  public var dryRun = false

  public init(actingUser: User? = nil, onlyUser: String? = nil, today: Day, dryRun: Bool = false) {
    self.actingUser = actingUser
    self.onlyUser = onlyUser
    self.today = today
    self.dryRun = dryRun
  }
}
