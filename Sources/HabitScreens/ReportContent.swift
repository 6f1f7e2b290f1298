import HabitCore

/// What `habit report` shows: each member's overview and activities, each with its statistics and the year's
/// heatmap, then, for the household, the shared activities once.
public struct ReportContent: Sendable {
  public typealias ActivityYear = HabitScreens.ActivityYear

  public struct Member: Sendable {
    public let user: User
    public let activities: [ActivityYear]
    public let overview: MemberOverview

    public init(user: User, activities: [ActivityYear], overview: MemberOverview) {
      self.user = user
      self.activities = activities
      self.overview = overview
    }
  }

  public let members: [Member]
  /// The household's shared activities; empty in a member's own report.
  public let shared: [ActivityYear]
  public let year: Int
  public let today: Day

  public init(members: [Member], shared: [ActivityYear], year: Int, today: Day) {
    self.members = members
    self.shared = shared
    self.year = year
    self.today = today
  }
}
