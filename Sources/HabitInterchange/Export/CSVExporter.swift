import HabitCore
import HabitStore

/// Writes the two CSV formats: completions (`csv`) and activities (`activities-csv`).
enum CSVExporter {
  /// One row per completion: `user,activity_id,activity,day,amount,unit,note`; an empty cell is none.
  static func writeCompletions<Sink: ByteSink>(
    _ database: HabitDatabase, users: [ExportedUser], to writer: inout CSVWriter<Sink>
  ) throws {
    for exported in users {
      for activity in try database.activities(of: exported.user, includeArchived: true) {
        let unit = activity.unit ?? ""
        try database.forEachCompletionWithoutTime(of: activity) { day, amount, note in
          let amountText = try Exporter.checked(amount, activity, day).map(JSONNumberFormat.text) ?? ""
          try writer.write([exported.user.name, activity.uuid, activity.name, day, amountText, unit, note ?? ""])
        }
      }
    }
  }

  /// One row per activity, with every property and its latest goal.
  static func writeActivities<Sink: ByteSink>(
    _ database: HabitDatabase, users: [ExportedUser], to writer: inout CSVWriter<Sink>
  ) throws {
    for exported in users {
      for activity in try database.activities(of: exported.user, includeArchived: true) {
        let latest = activity.goals.max { $0.effectiveFrom < $1.effectiveFrom }!
        try writer.write([
          exported.user.name, activity.uuid, activity.name, activity.description, activity.icon, activity.color.hex,
          activity.unit ?? "", activity.requiredAmount.map(JSONNumberFormat.text) ?? "",
          GoalText.text(latest.goal, unit: activity.unit), latest.effectiveFrom.description,
          activity.createdOn.description, String(activity.archived), String(activity.position),
        ])
      }
    }
  }
}
