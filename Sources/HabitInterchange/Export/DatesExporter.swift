import HabitCore
import HabitStore

/// Writes the iOS Habit Tracker app's layout (`dates-json`) and its flat twin (`dates-csv`): the days each
/// activity was done, however many times, with ids as the app keys them.
enum DatesExporter {
  /// `{"habits": [{id, title, emoji, colorHex, createdDate}], "completions": {"<id>": ["yyyy-MM-dd", ...]}}`,
  /// `createdDate` as an ISO 8601 time at midnight UTC of the creation day.
  static func writeJSON<Sink: ByteSink>(
    _ database: HabitDatabase, users: [ExportedUser], to writer: inout JSONWriter<Sink>
  ) throws {
    let activities = try users.flatMap { try database.activities(of: $0.user, includeArchived: true, scope: .owned) }
    try writer.beginObject()
    try writer.key("habits")
    try writer.beginArray()
    for activity in activities {
      try writer.beginObject(inline: true)
      try writer.key("id")
      try writer.string(activity.uuid)
      try writer.key("title")
      try writer.string(activity.name)
      try writer.key("emoji")
      try writer.string(activity.icon)
      try writer.key("colorHex")
      try writer.string(activity.color.hex)
      try writer.key("createdDate")
      try writer.string(activity.createdOn.description + "T00:00:00Z")
      try writer.endObject()
    }
    try writer.endArray()
    try writer.key("completions")
    try writer.beginObject()
    for activity in activities {
      try writer.key(activity.uuid)
      try writer.beginArray(inline: true)
      try database.forEachDoneDay(of: activity) { try writer.string($0) }
      try writer.endArray()
    }
    try writer.endObject()
    try writer.endObject()
  }

  /// `habit_id,date`, one row per activity and day done.
  static func writeCSV<Sink: ByteSink>(
    _ database: HabitDatabase, users: [ExportedUser], to writer: inout CSVWriter<Sink>
  ) throws {
    for exported in users {
      for activity in try database.activities(of: exported.user, includeArchived: true, scope: .owned) {
        try database.forEachDoneDay(of: activity) { try writer.write([activity.uuid, $0]) }
      }
    }
  }
}
