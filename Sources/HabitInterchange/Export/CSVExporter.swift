import HabitCore
import HabitStore

/// Writes the two CSV formats: completions (`csv`) and activities (`activities-csv`).
enum CSVExporter {
  /// One row per completion or day mark: `user,activity_id,activity,day,amount,unit,note,mark`; an empty cell is
  /// none. A mark's row has `skipped` or `failed` in `mark`, no amount, and the mark's note: without marks, a round
  /// trip through CSV would change streaks. An activity's rows go by day, a day's completions before its mark.
  static func writeCompletions<Sink: ByteSink>(
    _ database: HabitDatabase, users: [ExportedUser], to writer: inout CSVWriter<Sink>
  ) throws {
    for exported in users {
      for activity in try database.activities(of: exported.user, includeArchived: true, scope: .owned) {
        let unit = activity.unit ?? ""
        let marks = try database.markRecords(of: activity)
        var nextMark = marks.startIndex
        func writeMarks(before day: String?) throws {
          while nextMark < marks.endIndex, day.map({ marks[nextMark].day < $0 }) ?? true {
            let mark = marks[nextMark]
            try writer.write([
              exported.user.name, activity.uuid, activity.name, mark.day, "", unit, mark.note ?? "",
              mark.mark.rawValue,
            ])
            nextMark += 1
          }
        }
        try database.forEachCompletionWithoutTime(of: activity) { day, amount, note in
          try writeMarks(before: day)
          let amountText = try Exporter.checked(amount, activity, day).map(JSONNumberFormat.text) ?? ""
          try writer.write([exported.user.name, activity.uuid, activity.name, day, amountText, unit, note ?? "", ""])
        }
        try writeMarks(before: nil)
      }
    }
  }

  /// One row per activity, with every property and its latest goal.
  static func writeActivities<Sink: ByteSink>(
    _ database: HabitDatabase, users: [ExportedUser], to writer: inout CSVWriter<Sink>
  ) throws {
    for exported in users {
      for activity in try database.activities(of: exported.user, includeArchived: true, scope: .owned) {
        let latest = activity.goals.max { $0.effectiveFrom < $1.effectiveFrom }!
        try writer.write([
          exported.user.name, activity.uuid, activity.name, activity.description, activity.icon, activity.color.hex,
          activity.unit ?? "", activity.requiredAmount.map(JSONNumberFormat.text) ?? "",
          GoalText.text(latest.goal, unit: activity.unit), latest.effectiveFrom.description,
          activity.createdOn.description, String(activity.archived), String(activity.position), activity.section ?? "",
        ])
      }
    }
  }
}
