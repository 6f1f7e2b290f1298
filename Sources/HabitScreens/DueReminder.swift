import HabitCore

/// A member's reminder that came due: when, and what is still open on their day then.
public struct DueReminder: Sendable {
  public let member: User
  public let time: ReminderTime
  /// The moment on the server's clock it came due.
  public let moment: LocalTime
  public let reminders: Reminders

  public init(member: User, time: ReminderTime, moment: LocalTime, reminders: Reminders) {
    self.member = member
    self.time = time
    self.moment = moment
    self.reminders = reminders
  }

  /// Whether anything is open: today's plan not achieved, a plan to make, or an activity.
  public var hasSomethingOpen: Bool {
    !reminders.activities.isEmpty || (reminders.plan.map { !$0.goalAchieved } ?? reminders.makesPlans)
  }
}
