import HabitCore
import HabitScreens

extension HabitDatabase {
  /// The event of a write just made in the caller's transaction, with the activity's streak judged after it.
  func recordEvent(
    _ change: RecordEvent.Change, of activity: Activity, by member: User, on day: Day, today: Day?,
    amount: Double? = nil, unit: String? = nil, note: String? = nil, credited: User? = nil
  ) throws -> RecordEvent {
    let asOf = max(today ?? day, day)
    let streak = try evaluateRecent(activity, today: asOf, weekStart: try weekStart()).currentStreak
    return RecordEvent(
      change: change, member: member, activityID: activity.uuid, activityName: activity.name, day: day, amount: amount,
      unit: unit, note: note, streak: streak, today: asOf, credited: credited)
  }
}
