import HabitCore

/// `habit show NAME`: an activity's properties, its goal history, and its last days as the evaluation judges them.
public struct ActivityDetail: Sendable {
  /// One day of the recent history: the evaluation's judgement of it and the completions recorded.
  public struct DayEntry: Sendable {
    public let judged: JudgedDay
    /// The day's completions, in the order they were recorded.
    public let completions: [CompletionRecord]

    public var day: Day { judged.day }
    public var status: DayStatus { judged.status }
  }

  public let user: User
  public let activity: Activity
  public let today: Day
  /// The goal in force today.
  public let goal: Goal
  public let lastPerformed: Day?
  /// How many days the history covers, today included.
  public let days: Int
  /// The days with something recorded, or paused, newest first.
  public let recent: [DayEntry]
  /// For a shared activity, who did how much and whose turn it is.
  public var credits: Credits? = nil
  /// The members taking turns at it, in order; empty without a rotation.
  public var rotation: [String] = []
}

extension HabitDatabase {
  /// An activity and its last `days` days (at least today), read in one snapshot.
  public func activityDetail(_ activity: Activity, of user: User, days: Int, today: Day) throws -> ActivityDetail {
    try db.read {
      let from = today.adding(days: -(max(days, 1) - 1))
      let evaluation = try evaluate(activity, over: from...today, today: today, weekStart: try weekStart())
      let completions = Dictionary(grouping: try completions(of: activity, from: from, through: today), by: \.day)
      let recent = (0..<max(days, 1)).map { today.adding(days: -$0) }.compactMap { day -> ActivityDetail.DayEntry? in
        let judged = evaluation.day(day)
        let done = completions[day] ?? []
        guard !done.isEmpty || [.skipped, .failed, .paused].contains(judged.status) else { return nil }
        return ActivityDetail.DayEntry(judged: judged, completions: done.reversed())
      }
      return ActivityDetail(
        user: user, activity: activity, today: today, goal: activity.goal(on: today),
        lastPerformed: try lastPerformed(activity), days: max(days, 1), recent: recent,
        credits: try credits(of: activity, today: today), rotation: try rotation(of: activity))
    }
  }
}
