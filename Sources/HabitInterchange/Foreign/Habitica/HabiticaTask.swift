import HabitCore
import HabitStore

/// A Habitica habit or daily and its done days, as either export has them, and the activity it becomes.
///
/// Tasks are keyed by Habitica's task id (the `habitica` source), the same in both exports, so the data export
/// and `history.csv` find each other's activities. Habitica's habits have no goal (they are clicked + or -) and
/// `history.csv` does not say when a daily is due: those are tracked only ("at least 0 a day"). A daily of the
/// data export has its schedule as its goal (``HabiticaTask/dailyGoal``).
struct HabiticaTask {
  var id: String
  var name: String
  var isDaily: Bool
  var notes = ""
  var goal: Goal = .trackOnly
  var location: InputLocation
  /// Done days: the day, the amount (a habit's + clicks that day), and where the file has it.
  var days: [(day: String, amount: Double?, at: InputLocation)] = []

  /// Stages the task as an activity, its goal from its first done day.
  func stage(into batch: inout ImportBatch, today: Day, oncePerDay: Bool) throws {
    if let problem = LoopHabit.nameProblem(name) {
      throw ImportError(problem, at: location, hint: "Rename the task in Habitica and export again.")
    }
    var activity = ImportedActivity(name: name.trimmed, location: location)
    activity.source = ActivitySource(source: ForeignFormat.habitica.rawValue, key: id)
    activity.description = notes.trimmed
    let sorted = days.sorted { $0.day < $1.day }
    let from = try sorted.first.map { try Day(parsing: $0.day) } ?? today
    activity.createdOn = from
    activity.goals = [GoalChange(effectiveFrom: from, goal: goal)]
    batch.activities.append(activity)
    let key = batch.activities.count - 1
    var previous: String?
    for entry in sorted {
      // A daily checked twice on one day (yesterday's, checked after midnight before the day's cron) is done once.
      if isDaily && previous == entry.day { continue }
      previous = entry.day
      try batch.stage.addCompletion(
        activity: key, day: entry.day, amount: entry.amount, note: nil, createdAt: nil,
        oncePerDay: oncePerDay || isDaily, at: entry.at)
    }
  }

  /// The weekdays of a daily's `repeat`, by their keys: `m` Monday ... `su` Sunday (ISO weekdays).
  static let repeatKeys = ["m": 1, "t": 2, "w": 3, "th": 4, "f": 5, "s": 6, "su": 7]

  /// A daily's schedule as a goal: every N days (`daily`), the chosen weekdays each week (`weekly`: a weekday
  /// goal), the chosen days of a month (`monthly`), once a year (as any 365 days); the chosen weekdays every N
  /// weeks, or every N months, as a rolling window.
  static func dailyGoal(frequency: String, everyX: Int, weekdays: Weekdays, daysOfMonth: Int) -> Goal {
    let every = max(everyX, 1)
    switch frequency {
    case "daily": return Goal.once(every: every) ?? .trackOnly
    case "weekly" where weekdays.isEmpty: return .trackOnly
    case "weekly" where every == 1: return Goal(target: 1, period: .day, weekdays: weekdays)
    case "weekly": return Goal.times(weekdays.isoWeekdays.count, inAny: 7 * every) ?? .trackOnly
    case "monthly" where every == 1: return Goal(target: Double(max(daysOfMonth, 1)), period: .month)
    case "yearly": return Goal.times(1, inAny: 365)!
    default: return .trackOnly
    }
  }
}
