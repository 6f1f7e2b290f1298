import HabitCore
import HabitHooks
import HabitScreens
import HabitStore

/// Runs each member's `on-reminder` hook when the server's clock passes their reminder time, with what is still
/// open on their day then; at most once per member and day in one run of the server, however the clock moves or
/// the setting changes meanwhile.
///
/// Each ``tick(at:)`` compares the clock with the moment the previous tick read: a reminder is due when its time
/// came between the two, so a server started after a member's time does not remind them that day.
actor ReminderScheduler {
  private let pool: DatabasePool
  private let hooks: Hooks
  private let report: @Sendable (String) -> Void
  private var last: LocalTime
  /// The members reminded, with their day: each is reminded once a day.
  private var sent: Set<Sent> = []

  private struct Sent: Hashable {
    let member: String
    let day: Day
  }

  init(pool: DatabasePool, hooks: Hooks, start: LocalTime, report: @escaping @Sendable (String) -> Void) {
    self.pool = pool
    self.hooks = hooks
    self.last = start
    self.report = report
  }

  /// Reminds the members whose time the clock passed since the previous tick and who were not reminded that day
  /// yet; returns them.
  @discardableResult
  func tick(at now: LocalTime, pinnedDay: Day? = nil) async -> [DueReminder] {
    let start = last
    // A clock set back passes the same times again: the members reminded that day are not reminded again.
    last = now
    guard start < now else { return [] }
    let due: [DueReminder]
    do {
      due = try await pool.read { try $0.dueReminders(after: start, through: now, pinnedDay: pinnedDay) }
    } catch is CancellationError {
      // The server is stopping (or never started: its address was taken), and its pool takes no more work.
      return []
    } catch {
      report("reminders at \(now.day) could not be read: \(error)")
      return []
    }
    let fresh = due.filter { sent.insert(Sent(member: $0.member.uuid, day: $0.reminders.today)).inserted }
    for reminder in fresh { hooks.remindInBackground(reminder) }
    return fresh
  }
}
