import HabitCore
import HabitScreens

/// A write of one day of one activity, as the JSON API's `POST /activities/{id}/done|undo|skip|fail` asks it.
public enum DayWrite: Hashable, Sendable {
  case done(amount: Double?, note: String?)
  case undo
  case mark(DayMark, note: String?)
}

extension HabitDatabase {
  /// Days of recent history in an overview: as many as `habit show` lists by default.
  public static let overviewDays = 14

  /// `GET /activities/{id}`: the member's activity (their own or the household's) by its id, whole.
  public func activityOverview(_ id: ActivityReference, of user: UserReference, today: Day) throws
    -> ActivityOverview
  {
    try reading(as: user) { member in try overview(try activity(id, of: member), of: member, today: today) }
  }

  /// `POST /activities/{id}/...`: finds the member's activity, writes the day as `habit done`, `undo`, `skip` or
  /// `fail` would, and reads the activity after it, in one transaction. An undo that would uncheck a past day of a
  /// challenge is refused (the command line asks first; a request cannot be asked).
  public func write(_ write: DayWrite, _ id: ActivityReference, of user: UserReference, on day: Day, today: Day)
    throws -> (outcome: DayWriteOutcome, activity: ActivityOverview, event: RecordEvent)
  {
    try writing(as: user) { member in
      let found = try activity(id, of: member)
      let (outcome, event): (DayWriteOutcome, RecordEvent)
      switch write {
      case .done(let amount, let note):
        let recorded = try writeDone(found, by: member, on: day, amount: amount, note: note, today: today)
        (outcome, event) = (.done(recorded.outcome), recorded.event)
      case .undo:
        let undone = try writeUndo(found, by: member, on: day, today: today, breakingChallenge: false)
        (outcome, event) = (.undone(activity: undone.activity, undone.outcome), undone.event)
      case .mark(let mark, let note):
        let marked = try writeMark(found, by: member, on: day, as: mark, note: note, today: today)
        (outcome, event) = (.marked(activity: marked.activity, mark, previous: marked.previous), marked.event)
      }
      return (outcome, try overview(found, of: member, today: today), event)
    }
  }

  func overview(_ activity: Activity, of member: User, today: Day) throws -> ActivityOverview {
    ActivityOverview(
      detail: try activityDetail(activity, of: member, days: Self.overviewDays, today: today),
      statistics: try statistics(of: activity, months: nil, today: today))
  }
}
