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

  public init(
    activity: Activity, today: Day, weekStart: WeekStart, month: Day, goal: Goal, days: [JudgedDay],
    periods: [PeriodResult], doneBy: [Day: [String]] = [:]
  ) {
    self.activity = activity
    self.today = today
    self.weekStart = weekStart
    self.month = month
    self.goal = goal
    self.days = days
    self.periods = periods
    self.doneBy = doneBy
  }

  /// The days of the month judged done, through today: none in a month after today.
  public var daysDone: Int { days.filter { $0.day <= today && $0.status == .done }.count }

  /// The week period that ends on `last` (the last day of a calendar row), once it has started.
  public func week(endingOn last: Day) -> PeriodResult? {
    periods.last { $0.goal.period == .week && $0.window.end == last && $0.interval.start <= today }
  }
}
