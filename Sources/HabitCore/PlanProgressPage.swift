/// How `habit plan progress` groups days into pages.
public enum ProgressGrouping: String, Hashable, Sendable, CaseIterable {
  case week
  case month

  var period: Period { self == .week ? .week : .month }
}

/// One page of the progress chart: every day of one week or month with its plan, the period's tally, and how
/// it compares with the period before.
///
/// Page 1 is the period containing today, page 2 the one before it, and so on back to the period of the first
/// plan. Days after today are listed but not counted.
public struct PlanProgressPage: Hashable, Sendable {
  /// One row of the chart.
  public struct Row: Hashable, Sendable {
    public let day: Day
    public let plan: DailyPlan?
    /// After today: still to come, not counted.
    public let isFuture: Bool
  }

  public let grouping: ProgressGrouping
  public let page: Int
  public let pageCount: Int
  public let interval: PeriodInterval
  public let rows: [Row]
  public let tally: PlanTally
  public let previousInterval: PeriodInterval
  public let previousTally: PlanTally
  /// The page's period contains today, so it is not over yet.
  public let isCurrent: Bool

  /// Builds page `page` (1 or more) from all of a person's plans.
  public init(
    plans: [DailyPlan], grouping: ProgressGrouping, page: Int, today: Day, weekStart: WeekStart
  ) throws(PlanError) {
    let period = grouping.period
    let current = period.interval(containing: today, weekStart: weekStart)
    let past = plans.filter { $0.day <= today }
    let pageCount =
      past.map(\.day).min().map { PlanProgressPage.periods(from: $0, to: today, grouping, weekStart: weekStart) } ?? 1
    guard page >= 1, page <= pageCount else { throw .noSuchPage(page, pageCount: pageCount) }
    func interval(back count: Int) -> PeriodInterval {
      let day =
        switch grouping {
        case .week: current.start.adding(days: -7 * count)
        case .month: current.start.adding(months: -count)
        }
      return period.interval(containing: day, weekStart: weekStart)
    }
    let byDay = Dictionary(past.map { ($0.day, $0) }, uniquingKeysWith: { first, _ in first })
    self.grouping = grouping
    self.page = page
    self.pageCount = pageCount
    self.interval = interval(back: page - 1)
    self.previousInterval = interval(back: page)
    self.isCurrent = page == 1
    self.rows = self.interval.days.map { Row(day: $0, plan: byDay[$0], isFuture: $0 > today) }
    self.tally = PlanTally(self.interval.days.compactMap { byDay[$0] })
    self.previousTally = PlanTally(self.previousInterval.days.compactMap { byDay[$0] })
  }

  /// The page's tally against the previous period's.
  public var comparison: PlanComparison { PlanComparison(current: tally, previous: previousTally) }

  /// How many periods from the one containing `first` to the one containing `today`, both included.
  static func periods(from first: Day, to today: Day, _ grouping: ProgressGrouping, weekStart: WeekStart) -> Int {
    switch grouping {
    case .week:
      let firstWeek = Period.week.interval(containing: first, weekStart: weekStart).start
      let thisWeek = Period.week.interval(containing: today, weekStart: weekStart).start
      return firstWeek.distance(to: thisWeek) / 7 + 1
    case .month:
      return (today.year * 12 + today.month) - (first.year * 12 + first.month) + 1
    }
  }
}

/// A period's results against the period before: each measure better, worse or the same, and by how much.
public struct PlanComparison: Hashable, Sendable {
  /// One measure in both periods.
  public struct Change: Hashable, Sendable {
    public let current: Int
    public let previous: Int
    public var difference: Int { current - previous }
    public var verdict: Verdict { difference > 0 ? .better : difference < 0 ? .worse : .same }
  }

  public enum Verdict: String, Hashable, Sendable {
    case better
    case worse
    case same
  }

  public let fullySuccessfulDays: Change
  public let goalsAchieved: Change
  /// Percentage points of tasks done; nil when either period has no plan (a rate of nothing is no rate).
  public let taskPercentage: Change?

  public init(current: PlanTally, previous: PlanTally) {
    fullySuccessfulDays = Change(current: current.fullySuccessfulDays, previous: previous.fullySuccessfulDays)
    goalsAchieved = Change(current: current.goalsAchieved, previous: previous.goalsAchieved)
    taskPercentage =
      if let now = current.taskPercentage, let before = previous.taskPercentage {
        Change(current: now, previous: before)
      } else {
        nil
      }
  }
}
