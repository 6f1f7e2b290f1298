extension ImportReport {
  /// What became of one activity of the input: whether it is new, and how its records fared.
  ///
  /// Each tally counts the activity's records in the input: added, already present, or contradicting the
  /// database (a Loop day whose value was edited since, a day skipped in the file and failed in the database).
  /// An activity in conflict as a whole (another user's) has all of its records in conflict.
  ///
  /// ```swift
  /// // Read (new, once a day): 2 completions added, 1 skipped day; 3 already present
  /// detail.completions == ImportReport.Tally(added: 2, present: 3)
  /// ```
  public struct ActivityDetail: Equatable, Sendable {
    /// Its name in the database: an existing activity keeps its own, a new one may carry a suffix (`Read (2)`).
    public var name: String
    /// Whether the import created it.
    public var isNew: Bool
    /// It contradicts the database, so nothing of it was written.
    public var isConflicting = false
    public var archived = false
    /// For a new activity, its goal as people read it ("3 times in any 7 days").
    public var goal: String?
    public var completions = Tally()
    /// Skipped days (neutral marks).
    public var skipped = Tally()
    /// Days the tracker recorded as not done.
    public var failed = Tally()

    public init(name: String, isNew: Bool) {
      self.name = name
      self.isNew = isNew
    }

    /// The tallies of the three kinds of record, summed.
    public var records: Tally {
      Tally(
        added: completions.added + skipped.added + failed.added,
        present: completions.present + skipped.present + failed.present,
        conflicting: completions.conflicting + skipped.conflicting + failed.conflicting)
    }
  }
}
