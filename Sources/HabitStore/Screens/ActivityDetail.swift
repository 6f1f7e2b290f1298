import HabitCore

/// `habit show NAME`: an activity's properties, its goal history, and its last days as the evaluation judges them.
public struct ActivityDetail: Sendable {
  /// One day of the recent history: its status and what was recorded.
  public struct DayEntry: Sendable {
    public let day: Day
    public let status: DayStatus
    /// The day's completions, in the order they were recorded.
    public let completions: [CompletionRecord]
    public let mark: DayMark?
    /// The note of a skip or fail mark.
    public let markNote: String?
  }

  public let user: User
  public let activity: Activity
  public let today: Day
  /// The goal in force today.
  public let goal: Goal
  public let lastPerformed: Day?
  /// How many days the history covers, today included.
  public let days: Int
  /// The days with something recorded, newest first.
  public let recent: [DayEntry]
}

extension HabitDatabase {
  /// An activity and its last `days` days (at least today), read in one snapshot.
  public func activityDetail(_ activity: Activity, of user: User, days: Int, today: Day) throws -> ActivityDetail {
    try db.read {
      let from = today.adding(days: -(max(days, 1) - 1))
      let evaluation = try evaluate(activity, over: from...today, today: today, weekStart: try weekStart())
      let completions = Dictionary(grouping: try completions(of: activity, from: from, through: today), by: \.day)
      let marks = try markNotes(of: activity, from: from, through: today)
      let recent = (0..<max(days, 1)).map { today.adding(days: -$0) }.compactMap { day -> ActivityDetail.DayEntry? in
        let done = completions[day] ?? []
        let mark = marks[day]
        guard !done.isEmpty || mark != nil else { return nil }
        return ActivityDetail.DayEntry(
          day: day, status: evaluation.dayStatus(day), completions: done.reversed(), mark: mark?.mark,
          markNote: mark?.note)
      }
      return ActivityDetail(
        user: user, activity: activity, today: today, goal: activity.goal(on: today),
        lastPerformed: try lastPerformed(activity), days: max(days, 1), recent: recent)
    }
  }

  /// Skip and fail marks with their notes.
  private func markNotes(of activity: Activity, from: Day, through: Day) throws -> [Day: (mark: DayMark, note: String?)]
  {
    var marks: [Day: (mark: DayMark, note: String?)] = [:]
    try db.forEach(
      "SELECT day, mark, note FROM day_marks WHERE activity_id = ? AND day >= ? AND day <= ?",
      [activity.id, from.description, through.description]
    ) { row in
      if let mark = DayMark(rawValue: try row[1]) { marks[try row[0] as Day] = (mark, try row[2]) }
    }
    return marks
  }
}
