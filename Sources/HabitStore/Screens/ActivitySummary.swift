import HabitCore

/// One activity as the daily views (`habit today`, `habit list`) show it: judged as of today by the evaluation.
public struct ActivitySummary: Sendable {
  public let activity: Activity
  /// The goal in force today.
  public let goal: Goal
  /// The period containing today, as the evaluation judges it.
  public let currentPeriod: PeriodResult
  /// Today as the evaluation judges it: its status, and the amount recorded so far against the required one.
  public let judgedToday: JudgedDay
  /// Today's status, as the evaluation judges it.
  public var todayStatus: DayStatus { judgedToday.status }
  /// Where the activity stands today: due, at risk, done, within or over its limit, skipped, failed.
  public let standing: Standing
  public let currentStreak: Streak?
  public let lastPerformed: Day?
  /// For a shared activity with a rotation, the member whose turn it is.
  public let turn: String?

  init(activity: Activity, evaluation: Evaluation, lastPerformed: Day?, turn: String? = nil) {
    self.activity = activity
    goal = evaluation.currentPeriod.goal
    currentPeriod = evaluation.currentPeriod
    judgedToday = evaluation.day(evaluation.today)
    standing = evaluation.standing
    currentStreak = evaluation.currentStreak
    self.lastPerformed = lastPerformed
    self.turn = turn
  }
}

/// `habit today`: the user's active activities judged as of today, in the order the screen shows them (at risk
/// first, then to do, over the limit, within the limit, done, skipped or failed; by position within each).
public struct TodayScreen: Sendable {
  public let user: User
  public let today: Day
  public let activities: [ActivitySummary]
  /// The same activities by section, in the household's order of sections, by position within each.
  public let sections: [SectionGroup<ActivitySummary>]
}

/// `habit list`: every activity of the user (archived ones on request), in their order, judged as of today.
public struct ActivityList: Sendable {
  public let user: User
  public let today: Day
  public let activities: [ActivitySummary]
  /// The same activities by section, in the household's order of sections, by position within each.
  public let sections: [SectionGroup<ActivitySummary>]
}

extension [SectionGroup<ActivitySummary>] {
  /// Whether any activity is in a section: without one, the screens show no headings.
  public var areNamed: Bool { contains { $0.name != nil } }
}

extension HabitDatabase {
  /// The today screen, read in one snapshot.
  public func todayScreen(of user: User, today: Day) throws -> TodayScreen {
    let (summaries, sections) = try summaries(of: user, includeArchived: false, today: today)
    let order = Standing.State.allCases
    return TodayScreen(
      user: user, today: today,
      activities: summaries.sorted {
        (order.firstIndex(of: $0.standing.state)!, $0.activity.position)
          < (order.firstIndex(of: $1.standing.state)!, $1.activity.position)
      }, sections: sections.groups(summaries) { $0.activity.section })
  }

  /// The list of activities, read in one snapshot; `hidingPrivate` leaves the private ones out (another member
  /// looks).
  public func activityList(of user: User, includeArchived: Bool, today: Day, hidingPrivate: Bool = false) throws
    -> ActivityList
  {
    var (summaries, sections) = try summaries(of: user, includeArchived: includeArchived, today: today)
    if hidingPrivate { summaries = summaries.filter { !$0.activity.isPrivate } }
    return ActivityList(
      user: user, today: today, activities: summaries, sections: sections.groups(summaries) { $0.activity.section })
  }

  /// The member's activities judged, in their order, and the household's order of sections.
  private func summaries(of user: User, includeArchived: Bool, today: Day) throws -> (
    [ActivitySummary], SectionOrder
  ) {
    try readSavingCheckpoints {
      let weekStart = try self.weekStart()
      let sections = try sectionOrder()
      return (
        try activities(of: user, includeArchived: includeArchived).map { activity in
          let (evaluation, history) = try judgeRecent(activity, today: today, weekStart: weekStart)
          // The records read run through the last day done, when any was on or after the day they start: only an
          // activity not done since then asks the index.
          let lastPerformed = try history.dayTotals.last?.day ?? self.lastPerformed(activity)
          return ActivitySummary(
            activity: activity, evaluation: evaluation, lastPerformed: lastPerformed,
            turn: try turn(of: activity, today: today))
        }, sections
      )
    }
  }
}
