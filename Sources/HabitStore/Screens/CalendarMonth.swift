import HabitCore

/// `habit calendar NAME`: one month of an activity, every day and every period judged by the evaluation.
public struct CalendarMonth: Sendable {
  public let activity: Activity
  public let today: Day
  public let weekStart: WeekStart
  /// The first day of the month.
  public let month: Day
  /// The goal shown in the heading: the one in force on the month's last day, or today when that is earlier.
  public let goal: Goal
  /// Every day of the month as the evaluation judges it, the first first.
  public let days: [JudgedDay]
  /// The periods that overlap the month, oldest first (a week reaching into the months around it included).
  public let periods: [PeriodResult]
  /// For a shared activity, who did each day of the month (the members credited, by name, each once, in the
  /// order of their first completion that day); empty for a member's own activity.
  public var doneBy: [Day: [String]] = [:]

  /// The days of the month judged done, through today: none in a month after today.
  public var daysDone: Int { days.filter { $0.day <= today && $0.status == .done }.count }

  /// The week period that ends on `last` (the last day of a calendar row), once it has started.
  public func week(endingOn last: Day) -> PeriodResult? {
    periods.last { $0.goal.period == .week && $0.window.end == last && $0.interval.start <= today }
  }
}

extension HabitDatabase {
  /// Who did each day of `days` of a shared activity, by name; empty for a member's own activity.
  func doers(of activity: Activity, in days: ClosedRange<Day>) throws -> [Day: [String]] {
    guard activity.shared else { return [:] }
    var doers: [Day: [String]] = [:]
    try db.forEach(
      """
      SELECT c.day, coalesce(u.name, '') FROM completions c LEFT JOIN users u ON u.id = c.done_by
      WHERE c.activity_id = ? AND c.day BETWEEN ? AND ? ORDER BY c.day, c.created_at, c.id
      """, [activity.id, days.lowerBound.description, days.upperBound.description]
    ) { row in
      let day: Day = try row[0]
      let name: String = try row[1]
      let member = name.isEmpty ? "a former member" : name
      if !(doers[day] ?? []).contains(member) { doers[day, default: []].append(member) }
    }
    return doers
  }

  /// The month starting on `month` (its first day), read in one snapshot. A month after today, or before the
  /// history started, is a month of empty days.
  public func calendarMonth(_ activity: Activity, month: Day, today: Day) throws -> CalendarMonth {
    let first = month.firstOfMonth
    let last = first.lastOfMonth
    return try db.read {
      let weekStart = try self.weekStart()
      let evaluation = try evaluate(activity, over: first...last, today: today, weekStart: weekStart)
      return CalendarMonth(
        activity: activity, today: today, weekStart: weekStart, month: first,
        goal: activity.goal(on: min(last, today)),
        days: (first...last).map(evaluation.day),
        periods: evaluation.periods(in: first.adding(days: -6)...last.adding(days: 6)),
        doneBy: try doers(of: activity, in: first...last))
    }
  }
}
