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
    public init(day: Day, statuses: [DayStatus]) {
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

  public init(
    user: User, year: Int, today: Day, weekStart: WeekStart, activities: [Activity], isSingle: Bool, days: [DayCount]
  ) {
    self.user = user
    self.year = year
    self.today = today
    self.weekStart = weekStart
    self.activities = activities
    self.isSingle = isSingle
    self.days = days
  }
}
