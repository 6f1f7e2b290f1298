/// A run of consecutive met periods of one goal period kind.
///
/// The length counts periods in the goal's own unit (`unit.streakUnit`: days, weeks or months); skipped
/// (neutral) periods inside the run are passed over, not counted. A week split by a goal change counts once.
///
/// ```swift
/// if let streak = evaluation.currentStreak {
///   "\(streak.length) \(streak.unit.streakUnit)s since \(streak.start)"  // "12 days since 2026-02-19"
/// }
/// ```
public struct Streak: Hashable, Sendable {
  /// How many met periods the run holds.
  public let length: Int
  /// The goal period the run is counted in.
  public let unit: Period
  /// The first day of the first met period.
  public let start: Day
  /// The last day of the last met period; an evaluation's streaks end at its today at the latest, since a
  /// current period already met is kept only so far.
  public let end: Day
  /// Whether the run reached back to the records' loaded window, so it may be longer: load from earlier.
  public let mayContinueBefore: Bool

  public init(length: Int, unit: Period, start: Day, end: Day, mayContinueBefore: Bool = false) {
    self.length = length
    self.unit = unit
    self.start = start
    self.end = end
    self.mayContinueBefore = mayContinueBefore
  }
}

extension Streak {
  /// The same run, ending at `day` when it would end after it: the days of a met current period that have not
  /// come yet are not part of it.
  func ending(by day: Day) -> Streak {
    end <= day
      ? self : Streak(length: length, unit: unit, start: start, end: day, mayContinueBefore: mayContinueBefore)
  }
}

/// Finds the runs of met periods in judged results given in order: the open one at the end, and the longest.
struct StreakFinder {
  private(set) var best: Streak?
  private(set) var current: Streak?
  /// Whether, looking back from the last result so far, the loaded records' edge comes before anything that
  /// ends a run.
  private(set) var reachesLoadedEdge: Bool
  private var kind: Period?
  private var lastWindow: PeriodInterval?

  /// Starts with the first result to come; `afterUnloadedDays` tells whether history precedes it unloaded.
  init(afterUnloadedDays: Bool) { reachesLoadedEdge = afterUnloadedDays }

  mutating func add(_ result: PeriodResult) {
    if result.goal.period != kind {
      // A change of period kind ends a run: its length would mix units.
      if kind != nil {
        close()
        reachesLoadedEdge = false
      }
      kind = result.goal.period
    }
    if result.reachesBeforeLoaded {
      close()
      reachesLoadedEdge = true
      return
    }
    switch result.status {
    case .met:
      extend(with: result)
    case .unmet:
      close()
      reachesLoadedEdge = false
    case .neutral, .inProgress:
      break
    }
  }

  private mutating func extend(with result: PeriodResult) {
    let counts = result.window != lastWindow
    lastWindow = result.window
    current = Streak(
      length: (current?.length ?? 0) + (counts ? 1 : 0), unit: result.goal.period,
      start: current?.start ?? result.interval.start, end: result.interval.end,
      mayContinueBefore: reachesLoadedEdge)
    // Runs come in order, so on a tie the later one wins.
    if let current, current.length >= best?.length ?? 0 { best = current }
  }

  private mutating func close() {
    current = nil
    lastWindow = nil
  }
}

extension StreakFinder {
  /// Takes a run of alike periods in one step, as `add` would take each of them in turn: a met run extends the
  /// current streak by its length, any other run does what its first due period does.
  mutating func add(_ run: PeriodRun) {
    add(run.first)
    if run.first.status != run.dueStatus, let due = run.firstDue {
      // A weekday goal's run cut to start on a rest day: its due days judge it.
      add(run.period(due))
      return
    }
    guard run.count > 1, run.first.status == .met, !run.first.reachesBeforeLoaded, let started = current else {
      return
    }
    // The run's periods have windows of their own, so each after the first counts one more.
    let last = run.last
    lastWindow = last.window
    current = Streak(
      length: started.length + run.count - 1, unit: started.unit, start: started.start, end: last.interval.end,
      mayContinueBefore: reachesLoadedEdge)
    if let current, current.length >= best?.length ?? 0 { best = current }
  }
}

// Saving and restoring the finder's state, so that an evaluation can resume at a checkpoint.
extension StreakFinder {
  /// Continues from `checkpoint`'s state, as if every result before its boundary had been added.
  init(resuming checkpoint: StreakCheckpoint) {
    best = checkpoint.best
    current = checkpoint.current
    reachesLoadedEdge = false
    kind = checkpoint.kind
    lastWindow = checkpoint.lastWindow
  }

  /// The state after the results added so far, to be resumed at `boundary`.
  func checkpoint(at boundary: Day, weekStart: WeekStart) -> StreakCheckpoint {
    StreakCheckpoint(
      boundary: boundary, weekStart: weekStart, best: best, current: current, kind: kind, lastWindow: lastWindow)
  }
}
