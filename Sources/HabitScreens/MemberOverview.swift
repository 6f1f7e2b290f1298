import HabitCore

/// One member at a glance, for the household report's first page: the streaks they keep, those at risk today,
/// and how this week and this year went, each judged by the evaluation as `habit stats` and `habit today` judge
/// them.
public struct MemberOverview: Sendable {
  /// An activity with the current streak it keeps.
  public struct Kept: Sendable {
    public let activity: Activity
    public let streak: Streak

    public init(activity: Activity, streak: Streak) {
      self.activity = activity
      self.streak = streak
    }
  }

  public let user: User
  public let today: Day
  /// How many active activities the member has.
  public let activities: Int
  /// The activities with a current streak, the longest (in days spanned) first.
  public let kept: [Kept]
  /// The activities at risk today: the last day to keep their period's streak (the today screen's "At risk").
  public let atRisk: [Activity]
  /// The mean of the activities' completion rates over this week's complete periods (the days before today under
  /// a daily goal); nil when none has a complete period this week yet.
  public let weekRate: Double?
  /// The mean of the activities' completion rates this year, as `habit stats` has each.
  public let yearRate: Double?

  public init(
    user: User, today: Day, activities: Int, kept: [Kept], atRisk: [Activity], weekRate: Double?, yearRate: Double?
  ) {
    self.user = user
    self.today = today
    self.activities = activities
    self.kept = kept
    self.atRisk = atRisk
    self.weekRate = weekRate
    self.yearRate = yearRate
  }
}
