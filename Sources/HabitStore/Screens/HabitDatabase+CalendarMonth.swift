import HabitCore
import HabitScreens

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
