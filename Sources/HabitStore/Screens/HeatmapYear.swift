import HabitCore

/// `habit heatmap [NAME]`: a year of one activity, or of all the user's active activities, each day judged as
/// every view judges it (`DayJudge`).
public struct HeatmapYear: Sendable {
  /// One day of the year: every activity's status that day, in the order of `activities`.
  public struct DayCount: Sendable {
    public let day: Day
    public let statuses: [DayStatus]
    /// How many activities were done that day.
    public let done: Int
    /// How many activities were judged that day (their history had started, it was not after today, and it was
    /// not a weekday goal's rest day or a paused day).
    public let judged: Int

    // Counted once here: a cell's shade reads them, and worked out at each read they cost the heatmap of a
    // household with history a filter over every activity's status several times a day.
    init(day: Day, statuses: [DayStatus]) {
      self.day = day
      self.statuses = statuses
      var done = 0
      var judged = 0
      for status in statuses {
        switch status {
        case .done:
          done += 1
          judged += 1
        case .partial, .overLimit, .skipped, .failed, .empty: judged += 1
        case .rest, .paused, .future, .beforeStart, .notLoaded: break
        }
      }
      self.done = done
      self.judged = judged
    }
  }

  public let user: User
  public let year: Int
  public let today: Day
  public let weekStart: WeekStart
  /// The activity asked for, or every active activity.
  public let activities: [Activity]
  /// Whether one activity was asked for (rather than all of them).
  public let isSingle: Bool
  /// Every day of the year, 1 January first.
  public let days: [DayCount]
}

extension HabitDatabase {
  /// The year of `activity`, or of all the user's active activities when nil, read in one snapshot.
  public func heatmapYear(_ activity: Activity?, of user: User, year: Int, today: Day) throws -> HeatmapYear {
    let first = Day(year: year, month: 1, day: 1)!
    let last = Day(year: year, month: 12, day: 31)!
    return try db.read {
      let weekStart = try self.weekStart()
      let activities = try activity.map { [$0] } ?? self.activities(of: user)
      // Days only: the heatmap shows no period or streak, so none is judged (`DayJudge` reads each day as
      // `Evaluation` does). Activity by activity, then turned into days: each judge taken out of the array once
      // per activity, not once per day and activity (each take copied it whole, 15,000 times for 41 activities).
      let judges = try activities.map {
        try judgeDays($0, over: first...last, today: today, weekStart: weekStart)
      }
      let days = Array(first...last)
      let statuses = judges.map { judge in days.map { judge.dayStatus($0) } }
      return HeatmapYear(
        user: user, year: year, today: today, weekStart: weekStart, activities: activities,
        isSingle: activity != nil,
        days: days.indices.map { index in .init(day: days[index], statuses: statuses.map { $0[index] }) })
    }
  }
}
