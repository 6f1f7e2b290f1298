/// The judgement of one activity's history as of a day: every period's status, streaks, and statistics.
///
/// ## How habit judges (README quotes this section)
///
/// **Periods.** A goal is judged per calendar period: a day; a week, starting on the household's first weekday
/// (Monday unless set to Sunday); a month. A rolling goal, "N times in any D days", is judged on every day d
/// over the D days ending at d (its window, which below counts as its period).
///
/// **Met.** A count goal is met when the period holds at least N counting completions. A completion counts when
/// the activity has no required amount, several on one day each counting; when it has one, a day counts once,
/// when that day's total amount reaches it. An amount goal is met when the period's total amount reaches the
/// target (the total, not each day's). An at-most goal, of either measure, is met when the period's total stays
/// at or below the target.
///
/// **Skips.** A skipped day is taken out of its period: it is not judged and nothing recorded on it counts. An
/// at-least goal asks proportionally less of a period with skipped days: ceil(N * days not skipped / days in the
/// period) completions, or the amount target scaled the same way and rounded up to the decimals the target is
/// written with (at most two), never above the target: 150 minutes a week with a day skipped asks 129 minutes,
/// 2.5 km asks 2.2 km. An at-most limit stays. A
/// period skipped entirely is neutral: neither met nor unmet, it neither breaks nor extends a streak; so is a
/// skipped day under a daily goal, and under a rolling goal the skipped day itself (its window is not judged,
/// though the other windows holding it ask proportionally less).
///
/// **Fails.** A day marked failed makes every period it is judged in unmet at once, the current one included,
/// which so breaks the current streak at once.
///
/// **History.** The history starts at the earlier of the creation day and the first recorded day. Days before
/// the start count like skipped days, so a first partial week asks proportionally less. Each day is judged by
/// the goal in force then; the earliest goal reaches back to the start. Where a goal change falls inside a
/// calendar period, each goal judges its own part against the whole calendar period, the days under the other
/// goal counting like skipped days. Days after today are never judged, and what is recorded on them is ignored;
/// the current period's days after today are still open, so they count in full towards what it asks.
///
/// **Current streak.** The consecutive met periods ending at the latest complete period, passing over neutral
/// ones, plus the current period (the one containing today) if it is already met; the streak then ends today,
/// not on the days of that period still to come. The current period never breaks a streak, short of a fail. An
/// at-most period is never already met, since it can still be exceeded: it stays in progress until it is over,
/// even past its limit. A change of the goal's period kind (day, week, month, or a rolling window's length) ends
/// a run: a streak is counted in its goal's own period unit, and a week split by a goal change counts once.
///
/// **Best streak.** The longest run ever by number of periods; of equal runs, the most recent.
///
/// ## Cost
///
/// Evaluation buckets the records by day once, keeping only the days that hold something, then judges each
/// period in at most logarithmic time, and a stretch of whole periods with nothing recorded as one run of alike
/// periods (`PeriodRun`). So its cost grows with the records and the goal changes, not with the calendar span of
/// the history: one completion in year 1 costs about what one last week does. To keep `habit today` as cheap on
/// ten years of history as on none, evaluate a recent window (`ActivityHistory.loadedFrom`); when
/// `needsEarlierRecords` says the current streak ran into its edge, resume from a `StreakCheckpoint` (the streak
/// search's state at a boundary some weeks back, which an evaluation made with `checkpointNear` hands out), so
/// that best and current streaks cost the records since that boundary, not the years before it.
///
/// ```swift
/// let evaluation = Evaluation(history: history, today: today, weekStart: .monday)
/// evaluation.currentPeriod.status   // .inProgress
/// evaluation.currentStreak?.length  // 12
/// ```
public struct Evaluation: Sendable {
  /// How each day reads: `day(_:)` is its `day(_:)`, so every view reads a day alike.
  public let days: DayJudge
  public var today: Day { days.today }
  public var weekStart: WeekStart { days.weekStart }
  /// The history's start (never after today: a history created in the future is judged from today).
  public var start: Day { days.start }
  /// The first day whose records are all known: the start, or the history's `loadedFrom` when later.
  public var knownFrom: Day { days.knownFrom }
  /// The run of met periods that is still going on, or nil when there is none.
  public let currentStreak: Streak?
  /// The longest run among the known days; of equal runs, the most recent.
  public let bestStreak: Streak?
  /// Whether the current streak, or the lack of one, depends on records before `knownFrom`: evaluate again
  /// with records loaded from earlier. When false, the current streak is exactly that of the whole history.
  public let needsEarlierRecords: Bool
  /// Every period from the one containing `knownFrom` through the current one, in order, alike ones in runs.
  let runs: [PeriodRun]
  var records: DayRecords { days.records }
  var timeline: GoalTimeline { days.timeline }

  /// The streak search's state at the boundary on or before the day asked for with `checkpointNear`, when this
  /// evaluation judged every period before it; nil otherwise.
  public let checkpoint: StreakCheckpoint?

  /// Judges `history` as of `today`, with weeks starting on `weekStart`.
  ///
  /// With `resuming`, the streaks continue from that checkpoint: the periods before its boundary are not fed to
  /// the streak search again, so `history` need only hold the records from its `firstDayNeeded(goals:)` on (and
  /// its true `start`; when that is the boundary itself, no window reaches before it, and any day before the
  /// boundary will do: only the days before it read otherwise), and the checkpoint must `serve` this `today` and
  /// `weekStart`. With `checkpointNear`, the evaluation keeps the state at the boundary on or before that day as
  /// `checkpoint` (when it judges every period before it, and the boundary lies after the history's start and
  /// after the checkpoint resumed from).
  public init(
    history: ActivityHistory, today: Day, weekStart: WeekStart = .monday, resuming: StreakCheckpoint? = nil,
    checkpointNear: Day? = nil
  ) {
    let days = DayJudge(history: history, today: today, weekStart: weekStart)
    self.days = days
    let (start, knownFrom, timeline) = (days.start, days.knownFrom, days.timeline)
    let judge = PeriodJudge(
      records: days.records, pauses: days.pauses, start: start, today: today, weekStart: weekStart)
    runs = judge.judgeAll(timeline)
    var finder = resuming.map(StreakFinder.init(resuming:)) ?? StreakFinder(afterUnloadedDays: knownFrom > start)
    let resumedFrom = resuming?.boundary ?? Day(ordinal: .min)
    var saveAt: Day?
    if let near = checkpointNear, resuming != nil || knownFrom == start {
      let boundary = timeline.checkpointBoundary(onOrBefore: min(near, today), weekStart: weekStart)
      if boundary > start && boundary > resumedFrom { saveAt = boundary }
    }
    var saved: StreakCheckpoint?
    // The periods before the checkpoint resumed from were fed to the search before it was saved; a run that
    // holds the boundary to save at is fed in two parts, the state taken between them.
    for run in runs {
      guard var remaining = run.starting(from: resumedFrom) else { continue }
      if let boundary = saveAt, remaining.last.interval.start >= boundary {
        if let before = remaining.before(boundary) { finder.add(before) }
        saved = finder.checkpoint(at: boundary, weekStart: weekStart)
        saveAt = nil
        remaining = remaining.starting(from: boundary)!
      }
      finder.add(remaining)
    }
    checkpoint = saved
    currentStreak = finder.current?.ending(by: today)
    bestStreak = finder.best?.ending(by: today)
    needsEarlierRecords = finder.reachesLoadedEdge
  }

  /// The period containing today: what "2/3 this week" renders.
  public var currentPeriod: PeriodResult { runs[runs.count - 1].last }

  /// The judged periods that share a day with `days`, in order; none after the current one or before
  /// `knownFrom`. A rolling goal has one per day.
  public func periods(in days: ClosedRange<Day>) -> [PeriodResult] {
    runs(in: days).flatMap { run, indices in indices.map(run.period) }
  }

  /// The runs holding a period that shares a day with `days`, each with the places of those periods in it.
  func runs(in days: ClosedRange<Day>) -> [(run: PeriodRun, indices: Range<Int>)] {
    // Periods follow one another without overlap, so both ends are found by bisection.
    let first = runs.partitionPoint { $0.last.interval.end >= days.lowerBound }
    let end = runs.partitionPoint { $0.first.interval.start > days.upperBound }
    guard first < end else { return [] }
    return runs[first..<end].map { ($0, $0.indices(overlapping: days)) }
  }

  /// How a day reads on every view: the status of `day(_:)`.
  public func dayStatus(_ day: Day) -> DayStatus { days.dayStatus(day) }

  /// The judgement of one day, with what a view shows of it (see `DayJudge.day(_:)`).
  public func day(_ day: Day) -> JudgedDay { days.day(day) }
}
