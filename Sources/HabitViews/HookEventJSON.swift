import HabitCore
import HabitScreens

/// A member or an activity in a hook's event: its id (uuid) and its name.
public struct NamedJSON: Encodable, Sendable {
  public let id: String
  public let name: String
}

/// What an `on-record` hook reads on its standard input: one committed write to one day of one activity. Every
/// key is always there (null when it has no value), so that a script may read any of them.
///
/// ```json
/// {"event": "record", "what": "done", "day": "2026-11-21", "today": "2026-11-21",
///  "member": {"id": "…", "name": "alice"}, "activity": {"id": "…", "name": "Read"},
///  "amount": null, "unit": null, "note": null, "credited": null,
///  "streak": {"length": 3, "unit": "days", "start": "2026-11-19", "end": "2026-11-21"}}
/// ```
public struct RecordEventJSON: Encodable, Sendable {
  let what: String
  let day: String
  let today: String
  let member: NamedJSON
  let activity: NamedJSON
  let amount: Double?
  let unit: String?
  let note: String?
  let streak: StreakJSON?
  let credited: NamedJSON?

  public init(_ event: RecordEvent) {
    what = event.change.rawValue
    day = event.day.description
    today = event.today.description
    member = NamedJSON(id: event.member.uuid, name: event.member.name)
    activity = NamedJSON(id: event.activityID, name: event.activityName)
    amount = event.amount
    unit = event.unit
    note = event.note
    streak = event.streak.map(StreakJSON.init)
    credited = event.credited.map { NamedJSON(id: $0.uuid, name: $0.name) }
  }

  enum CodingKeys: String, CodingKey {
    case event, what, day, today, member, activity, amount, unit, note, streak, credited
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("record", forKey: .event)
    try container.encode(what, forKey: .what)
    try container.encode(day, forKey: .day)
    try container.encode(today, forKey: .today)
    try container.encode(member, forKey: .member)
    try container.encode(activity, forKey: .activity)
    try container.encode(amount, forKey: .amount)
    try container.encode(unit, forKey: .unit)
    try container.encode(note, forKey: .note)
    try container.encode(streak, forKey: .streak)
    try container.encode(credited, forKey: .credited)
  }
}

/// What an `on-reminder` hook reads on its standard input: whose reminder came due, at what time, and what is
/// still open on their day, as `habit remind --format json` prints it (`open`).
public struct ReminderEventJSON: Encodable, Sendable {
  let member: NamedJSON
  let time: String
  let open: RemindView.JSON

  public init(_ due: DueReminder) {
    member = NamedJSON(id: due.member.uuid, name: due.member.name)
    time = due.time.description
    open = RemindView(due.reminders, color: false).json
  }

  enum CodingKeys: String, CodingKey {
    case event, member, time, open
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("reminder", forKey: .event)
    try container.encode(member, forKey: .member)
    try container.encode(time, forKey: .time)
    try container.encode(open, forKey: .open)
  }
}
