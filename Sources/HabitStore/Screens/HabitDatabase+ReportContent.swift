import HabitCore
import HabitScreens

extension HabitDatabase {
  /// The report of one member, or with `user` nil of the household, read in one snapshot. A household report
  /// shows each member's own activities but the private ones, then the shared ones once; `months` is how much of
  /// each monthly breakdown is shown.
  public func report(of user: UserReference?, year: Int, months: Int?, today: Day) throws -> ReportContent {
    try db.read {
      let household = user == nil
      let users = try user.map { [try resolve($0)] } ?? users()
      func activityYear(_ activity: Activity, _ user: User) throws -> ActivityYear {
        try self.activityYear(activity, of: user, year: year, months: months, today: today)
      }
      let members = try users.map { user in
        ReportContent.Member(
          user: user,
          activities: try activities(of: user)
            .filter { !household || (!$0.shared && !$0.isPrivate) }.map { try activityYear($0, user) },
          overview: try memberOverview(of: user, today: today, forHousehold: household))
      }
      let shared =
        try users.first.map { first in household ? try sharedActivities().map { try activityYear($0, first) } : [] }
        ?? []
      return ReportContent(members: members, shared: shared, year: year, today: today)
    }
  }
}
