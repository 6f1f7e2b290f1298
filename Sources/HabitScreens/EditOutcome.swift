import HabitCore

/// What `habit edit` did: the activity as it is now, and the goals the new one took the place of.
public struct EditOutcome: Sendable {
  public let activity: Activity
  /// The goals that were in force from the new goal's day on before it: the one in force on that day, then
  /// each later one, with the day it had taken effect. Empty when no goal was set.
  public let replacedGoals: [GoalChange]

  public init(activity: Activity, replacedGoals: [GoalChange]) {
    self.activity = activity
    self.replacedGoals = replacedGoals
  }
}
