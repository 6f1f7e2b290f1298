import HabitCore
import HabitScreens

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
