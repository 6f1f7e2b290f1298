import HabitCore

/// One member at a glance, for the household report's first page: the streaks they keep, those at risk today,
/// and how this week and this year went, each judged by the evaluation as `habit stats` and `habit today` judge
/// them.
public struct MemberOverview: Sendable {
  /// An activity with the current streak it keeps.
  public struct Kept: Sendable {
    public let activity: Activity
    public let streak: Streak
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
}

extension HabitDatabase {
  /// The member's overview as of `today`, read in one snapshot.
  /// `forHousehold` leaves out what the household's view does not show: the member's private activities, and the
  /// shared ones (shown once, for the household).
  public func memberOverview(of user: User, today: Day, forHousehold: Bool = false) throws -> MemberOverview {
    try db.read {
      let weekStart = try self.weekStart()
      let week = Period.week.interval(containing: today, weekStart: weekStart)
      let yearStart = Day(year: today.year, month: 1, day: 1)!
      var kept: [MemberOverview.Kept] = []
      var atRisk: [Activity] = []
      var weekRates: [Double] = []
      var yearRates: [Double] = []
      let activities = try activities(of: user).filter { !forHousehold || (!$0.shared && !$0.isPrivate) }
      for activity in activities {
        let evaluation = try evaluateAll(activity, today: today, weekStart: weekStart)
        if let streak = evaluation.currentStreak { kept.append(.init(activity: activity, streak: streak)) }
        if evaluation.standing.state == .atRisk { atRisk.append(activity) }
        if let rate = evaluation.completionRate(in: max(week.start, evaluation.start)...today) {
          weekRates.append(rate)
        }
        if let rate = evaluation.completionRate(in: max(yearStart, evaluation.start)...today) {
          yearRates.append(rate)
        }
      }
      let mean = { (rates: [Double]) in rates.isEmpty ? nil : rates.reduce(0, +) / Double(rates.count) }
      return MemberOverview(
        user: user, today: today, activities: activities.count,
        kept: kept.enumerated().sorted { (-span($0.element.streak), $0.offset) < (-span($1.element.streak), $1.offset) }
          .map(\.element),
        atRisk: atRisk, weekRate: mean(weekRates), yearRate: mean(yearRates))
    }
  }
}
