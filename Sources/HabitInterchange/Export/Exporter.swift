import HabitCore
import HabitScreens
import HabitStore

/// Whose data an export holds.
public enum ExportScope: Sendable {
  case user(User)
  /// The member a reference stands for, found inside the export's snapshot.
  case member(UserReference)
  case allUsers
}

/// Writes a database's data in one of the interchange formats, from one consistent snapshot, streaming: memory
/// stays flat whatever the size of the database.
///
/// Every format lists users by name, activities in their listing order, and records by day, so that the output
/// depends only on the data: exporting, importing into an empty database and exporting again gives the same bytes.
///
/// ```swift
/// try Exporter.write(.csv, from: database, scope: .allUsers, to: FileDescriptorByteSink(fileDescriptor: 1))
/// ```
public enum Exporter {
  /// - Parameter escapesFormulas: For CSV formats, prefix cells a spreadsheet could run as formulas with `'`
  ///   (import undoes it). Turn off for machine pipelines that want cells verbatim.
  /// - Returns: The sink after the last write, for one that collects in memory.
  @discardableResult
  public static func write<Sink: ByteSink>(
    _ format: InterchangeFormat, from database: HabitDatabase, scope: ExportScope, to sink: Sink,
    escapesFormulas: Bool = true
  ) throws -> Sink {
    try database.snapshot {
      let users: [ExportedUser] =
        switch scope {
        case .allUsers: try database.exportedUsers()
        case .user(let user): try database.exportedUsers().filter { $0.user.id == user.id }
        case .member(let reference):
          try database.exportedUsers().filter { $0.user.id == (try database.user(reference)).id }
        }
      switch format {
      case .json:
        var writer = JSONWriter(sink: sink)
        try NativeJSONExporter.write(database, users: users, to: &writer)
        try writer.flush()
        return writer.sink
      case .datesJSON:
        var writer = JSONWriter(sink: sink)
        try DatesExporter.writeJSON(database, users: users, to: &writer)
        try writer.flush()
        return writer.sink
      case .csv, .activitiesCSV, .datesCSV:
        var writer = CSVWriter(sink: sink, escapesFormulas: escapesFormulas)
        try writer.write(format.csvHeader!)
        switch format {
        case .csv: try CSVExporter.writeCompletions(database, users: users, to: &writer)
        case .activitiesCSV: try CSVExporter.writeActivities(database, users: users, to: &writer)
        default: try DatesExporter.writeCSV(database, users: users, to: &writer)
        }
        try writer.flush()
        return writer.sink
      }
    }
  }

  /// Amounts go out as numbers; one that is not finite can only come from a hand-edited file.
  static func checked(_ amount: Double?, _ activity: Activity, _ day: String) throws -> Double? {
    guard let amount, !amount.isFinite else { return amount }
    throw StoreError.invalidValue(
      "\(activity.name) on \(day) has the amount \(amount), which cannot be exported; fix it with: habit undo")
  }
}
