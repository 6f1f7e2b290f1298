/// What an import did (or, on a dry run, would do), per kind of record.
public struct ImportReport: Equatable, Sendable {
  /// How the records of one kind fared.
  public struct Tally: Equatable, Sendable {
    /// New to the database, and written.
    public var added = 0
    /// Already in the database as the file has them, so not written again.
    public var present = 0
    /// Contradicting the database (see ``ImportReport/conflicts``), so not written.
    public var conflicting = 0

    public init(added: Int = 0, present: Int = 0, conflicting: Int = 0) {
      (self.added, self.present, self.conflicting) = (added, present, conflicting)
    }

    public var total: Int { added + present + conflicting }
  }

  public var format: String
  public var dryRun: Bool
  public var users = Tally()
  public var activities = Tally()
  public var goals = Tally()
  public var completions = Tally()
  public var marks = Tally()
  public var settings = Tally()
  public var plans = Tally()
  public var challenges = Tally()
  public var pauses = Tally()
  /// Activities the file names otherwise than the database, found by their id: counted in ``activities`` as in
  /// conflict, since the database keeps its name, though their records were imported.
  public var renamedActivities = 0
  /// Checked days the file adds to a challenge the database already has (the same first day, length and outcome).
  public var challengeChecks = Tally()
  /// What became of each activity of the input, in the input's order, when the batch asks for it
  /// (`ImportBatch.listsActivities`).
  public var activityDetails: [ActivityDetail] = []
  /// Records skipped on purpose, by reason, sorted by reason.
  public var ignored: [Ignored] = []
  /// One sentence per conflict, the first ``maxConflictDetails`` of them in file order.
  public var conflicts: [String] = []
  /// Conflicts beyond those described.
  public var moreConflicts = 0

  public static let maxConflictDetails = 10

  /// The records of the input that conflict with the database and so were left out, of every kind.
  public var leftOut: Int {
    [users, activities, goals, completions, marks, settings, plans, challenges, pauses].reduce(0) {
      $0 + $1.conflicting
    }
  }

  public struct Ignored: Equatable, Sendable {
    public let reason: String
    public let count: Int

    public init(reason: String, count: Int) {
      self.reason = reason
      self.count = count
    }
  }

  public init(format: String, dryRun: Bool) {
    self.format = format
    self.dryRun = dryRun
  }
}
