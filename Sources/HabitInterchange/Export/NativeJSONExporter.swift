import HabitCore
import HabitScreens
import HabitStore

/// Writes habit's own JSON: everything in the database, versioned, in a canonical order and layout.
///
/// ```json
/// {
///   "format": "habit",
///   "version": 5,
///   "settings": {"week_start": "sunday"},
///   "users": [{"id": "…", "name": "alice", "createdAt": "…", "dayStart": "04:00", "reminder": null, "activities": [{"id": "…", "name": "Read", …,
///     "goals": [{"from": "2026-01-01", "measure": "count", "comparison": "at_least", "target": 1, "period": "day",
///       "requiredAmount": 20, "unit": "pages", "weekdays": "mon,wed,fri"}],
///     "completions": [{"day": "2026-01-01", "amount": 20, "note": null, "createdAt": "…"}],
///     "marks": [{"day": "2026-01-02", "mark": "skipped", "note": null, "createdAt": "…"}],
///     "challenges": [{"startedOn": "2026-01-01", "length": 21, "outcome": null, "endedOn": null,
///       "checks": ["2026-01-01"]}],
///     "pauses": [{"from": "2026-02-01", "until": "2026-02-07", "note": "flu", "createdAt": "…"}]}],
///     "plans": [{"day": "2026-01-01", "goal": "…", "goalAchieved": false,
///       "tasks": [{"title": "…", "done": true}, …], "carriedFrom": null, "updatedAt": "…"}],
///     "pauses": […]}],
///   "pauses": […]
/// }
/// ```
/// Goals, completions, marks, challenges and plans are written one per line; every member is always written, null
/// when empty. Version 2 added challenges and plans; version 3 each goal's required amount and unit (the amount and
/// unit in force from its day), so that a changed amount or unit comes back as it was; version 4 each goal's
/// weekdays (null: every day), and the pauses: an activity's own in it, a member's (all their activities) in the
/// user, the household's at the end; version 5 each member's own reminder (null: the household's).
enum NativeJSONExporter {
  static func write<Sink: ByteSink>(
    _ database: HabitDatabase, users: [ExportedUser], to writer: inout JSONWriter<Sink>
  ) throws {
    try writer.beginObject()
    try writer.key("format")
    try writer.string("habit")
    try writer.key("version")
    try writer.integer(NativeJSONParser<MemoryByteSource>.version)
    try writer.key("settings")
    try writer.beginObject()
    for (key, value) in try database.settings() {
      try writer.key(key)
      try writer.string(value)
    }
    try writer.endObject()
    try writer.key("users")
    try writer.beginArray()
    for exported in users {
      try writer.beginObject()
      try writer.key("id")
      try writer.string(exported.user.uuid)
      try writer.key("name")
      try writer.string(exported.user.name)
      try writer.key("createdAt")
      try writer.string(exported.createdAt)
      try writer.key("dayStart")
      try writer.string(exported.dayStart)
      try writer.key("reminder")
      try writer.string(exported.reminder)
      try writer.key("activities")
      try writer.beginArray()
      for activity in try database.activities(of: exported.user, includeArchived: true, scope: .owned) {
        try write(activity, database, to: &writer)
      }
      try writer.endArray()
      try writer.key("plans")
      try writer.beginArray()
      for plan in try database.planRecords(of: exported.user) {
        try write(plan, to: &writer)
      }
      try writer.endArray()
      try writePauses(try database.pauseRecords(activity: nil, member: exported.user.id), to: &writer)
      try writer.endObject()
    }
    try writer.endArray()
    try writePauses(try database.pauseRecords(activity: nil, member: nil), to: &writer)
    try writer.endObject()
  }

  private static func write<Sink: ByteSink>(
    _ activity: Activity, _ database: HabitDatabase, to writer: inout JSONWriter<Sink>
  ) throws {
    try writer.beginObject()
    try writer.key("id")
    try writer.string(activity.uuid)
    try writer.key("name")
    try writer.string(activity.name)
    try writer.key("description")
    try writer.string(activity.description)
    try writer.key("icon")
    try writer.string(activity.icon)
    try writer.key("color")
    try writer.string(activity.color.hex)
    try writer.key("unit")
    try writer.string(activity.unit)
    try writer.key("requiredAmount")
    try writer.number(activity.requiredAmount)
    try writer.key("createdOn")
    try writer.string(activity.createdOn.description)
    try writer.key("archived")
    try writer.bool(activity.archived)
    try writer.key("position")
    try writer.integer(activity.position)
    try writer.key("section")
    try writer.string(activity.section)
    try writer.key("shared")
    try writer.bool(activity.shared)
    try writer.key("private")
    try writer.bool(activity.isPrivate)
    if activity.shared {
      try writer.key("rotation")
      try writer.beginArray()
      for member in try database.rotationIDs(of: activity) { try writer.string(member) }
      try writer.endArray()
    }
    try writer.key("goals")
    try writer.beginArray()
    for change in activity.goals {
      try writer.beginObject(inline: true)
      try writer.key("from")
      try writer.string(change.effectiveFrom.description)
      try writer.key("measure")
      try writer.string(change.goal.measure.rawValue)
      try writer.key("comparison")
      try writer.string(change.goal.comparison.rawValue)
      try writer.key("target")
      try writer.number(change.goal.target)
      try writer.key("period")
      try writer.string(change.goal.period.code)
      try writer.key("requiredAmount")
      try writer.number(change.requiredAmount)
      try writer.key("unit")
      try writer.string(change.unit)
      try writer.key("weekdays")
      try writer.string(change.goal.weekdays?.list)
      try writer.endObject()
    }
    try writer.endArray()
    try writer.key("completions")
    try writer.beginArray()
    try database.forEachCompletion(of: activity) { day, amount, note, createdAt, doneBy in
      try writer.beginObject(inline: true)
      try writer.key("day")
      try writer.string(day)
      try writer.key("amount")
      try writer.number(try Exporter.checked(amount, activity, day))
      try writer.key("note")
      try writer.string(note)
      try writer.key("createdAt")
      try writer.string(createdAt)
      if activity.shared {
        try writer.key("by")
        try writer.string(doneBy)
      }
      try writer.endObject()
    }
    try writer.endArray()
    try writer.key("marks")
    try writer.beginArray()
    for mark in try database.markRecords(of: activity) {
      try writer.beginObject(inline: true)
      try writer.key("day")
      try writer.string(mark.day)
      try writer.key("mark")
      try writer.string(mark.mark.rawValue)
      try writer.key("note")
      try writer.string(mark.note)
      try writer.key("createdAt")
      try writer.string(mark.createdAt)
      try writer.endObject()
    }
    try writer.endArray()
    try writer.key("challenges")
    try writer.beginArray()
    for challenge in try database.challengeRecords(of: activity) {
      try writer.beginObject(inline: true)
      try writer.key("startedOn")
      try writer.string(challenge.startedOn)
      try writer.key("length")
      try writer.integer(challenge.lengthDays)
      try writer.key("outcome")
      try writer.string(challenge.outcome)
      try writer.key("endedOn")
      try writer.string(challenge.endedOn)
      try writer.key("checks")
      try writer.beginArray()
      for day in challenge.checks { try writer.string(day) }
      try writer.endArray()
      try writer.endObject()
    }
    try writer.endArray()
    try writePauses(try database.pauseRecords(activity: activity.id, member: nil), to: &writer)
    try writer.endObject()
  }

  /// A scope's pauses: `"pauses": [{"from": …, "until": … or null, "note": …, "createdAt": …}]`.
  private static func writePauses<Sink: ByteSink>(_ pauses: [PauseRecord], to writer: inout JSONWriter<Sink>) throws {
    try writer.key("pauses")
    try writer.beginArray()
    for pause in pauses {
      try writer.beginObject(inline: true)
      try writer.key("from")
      try writer.string(pause.first.description)
      try writer.key("until")
      try writer.string(pause.last?.description)
      try writer.key("note")
      try writer.string(pause.note)
      try writer.key("createdAt")
      try writer.string(pause.createdAt)
      try writer.endObject()
    }
    try writer.endArray()
  }

  private static func write<Sink: ByteSink>(_ plan: PlanRecord, to writer: inout JSONWriter<Sink>) throws {
    try writer.beginObject(inline: true)
    try writer.key("day")
    try writer.string(plan.day)
    try writer.key("goal")
    try writer.string(plan.goal)
    try writer.key("goalAchieved")
    try writer.bool(plan.goalAchieved)
    try writer.key("tasks")
    try writer.beginArray()
    for (title, done) in zip(plan.taskTitles, plan.tasksDone) {
      try writer.beginObject()
      try writer.key("title")
      try writer.string(title)
      try writer.key("done")
      try writer.bool(done)
      try writer.endObject()
    }
    try writer.endArray()
    try writer.key("carriedFrom")
    try writer.string(plan.carriedFrom)
    try writer.key("updatedAt")
    try writer.string(plan.updatedAt)
    try writer.endObject()
  }
}
