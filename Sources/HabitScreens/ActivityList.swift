import HabitCore

/// `habit list`: every activity of the user (archived ones on request), in their order, judged as of today.
public struct ActivityList: Sendable {
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
