import HabitCore

/// `habit today`: the user's active activities judged as of today, in the order the screen shows them (at risk
/// first, then to do, over the limit, within the limit, done, skipped or failed; by position within each).
public struct TodayScreen: Sendable {
  public let user: User
  public let today: Day
  public let activities: [ActivitySummary]
  /// The same activities by section, in the household's order of sections, by position within each.
  public let sections: [SectionGroup<ActivitySummary>]

  public init(user: User, today: Day, activities: [ActivitySummary], sections: [SectionGroup<ActivitySummary>]) {
    self.user = user
    self.today = today
    self.activities = activities
    self.sections = sections
  }
}
