import HabitCore
import HabitScreens

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
