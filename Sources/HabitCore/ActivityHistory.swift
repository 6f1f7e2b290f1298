/// Everything about one activity that judging it needs: the input of streak and statistics evaluation.
///
/// A history may hold only a recent window of records: `loadedFrom` then says from which day on the completions
/// and marks are all here, and `start` still says where the history truly begins (a store reads it cheaply with
/// `MIN(day)`). Evaluation reports when an answer would need the records before the window.
///
/// ```swift
/// let monday = try Day(parsing: "2026-03-02")
/// let history = ActivityHistory(
///   createdOn: monday, goals: [GoalChange(effectiveFrom: monday, goal: .daily)],
///   completions: [Completion(day: monday)], marks: [monday.adding(days: 1): .skipped])
/// ```
public struct ActivityHistory: Sendable {
  /// The day the activity was created.
  public var createdOn: Day
  /// Goal changes, in any order; the earliest reaches back to the start of the history. Of two changes on the
  /// same day the later in this list wins; no changes at all means once a day.
  public var goals: [GoalChange]
  public var completions: [Completion]
  /// Completions taken together by day, as a store reads them; the evaluation adds them to `completions`.
  public var dayTotals: [DayTotal]
  public var marks: [Day: DayMark]
  /// The notes given with marks, by day; a mark without a note has none here.
  public var markNotes: [Day: String]
  /// The history starts at the earlier of the creation day and the first recorded day.
  public var start: Day
  /// Completions and marks before this day were not loaded; nil means the whole history is here.
  public var loadedFrom: Day?
  /// The stretches the activity is paused, always whole (they are few).
  public var pauses: Pauses

  /// Creates a history; a `requiredAmount` given here applies to every goal change that has none of its own
  /// (each change carries the required amount in force from its day). `start` defaults to the earlier of `createdOn` and the first record given, and is never
  /// later than either (so a stale `start` cannot hide a record).
  public init(
    createdOn: Day, requiredAmount: Double? = nil, goals: [GoalChange], completions: [Completion] = [],
    dayTotals: [DayTotal] = [], marks: [Day: DayMark] = [:], markNotes: [Day: String] = [:], start: Day? = nil,
    loadedFrom: Day? = nil, pauses: Pauses = Pauses()
  ) {
    self.pauses = pauses
    self.createdOn = createdOn
    self.goals = goals.map { change in
      var change = change
      if change.requiredAmount == nil { change.requiredAmount = requiredAmount }
      return change
    }
    self.completions = completions
    self.dayTotals = dayTotals
    self.marks = marks
    self.markNotes = markNotes
    self.loadedFrom = loadedFrom
    var first = min(start ?? createdOn, createdOn)
    for completion in completions where completion.day < first { first = completion.day }
    for total in dayTotals where total.day < first { first = total.day }
    for day in marks.keys where day < first { first = day }
    self.start = first
  }
}
