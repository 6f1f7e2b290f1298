import Foundation
import HabitCore
import HabitInterchange
import HabitScreens
import HabitStore
import Testing

/// Reads other trackers' files written by a test into a temporary folder, imports them into an in-memory
/// database, and describes what the database then holds, one line per fact.
final class ForeignImport {
  let folder: URL
  let database: HabitDatabase
  let user: User
  let today: Day

  init(today: String = "2025-03-01") throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("habit-foreign-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    database = try HabitDatabase.inMemory()
    user = try database.addUser(named: "alice")
    self.today = try Day(parsing: today)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func write(_ name: String, _ text: String) {
    let created = FileManager.default.createFile(
      atPath: folder.appendingPathComponent(name).path, contents: Data(text.utf8))
    precondition(created, "cannot write \(name) in \(folder.path)")
  }

  func remove(_ name: String) throws { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }

  func settings(_ format: ForeignFormat? = nil) -> ImportSettings {
    var settings = ImportSettings(today: today)
    settings.foreign = format
    return settings
  }

  /// Reads the folder as a tracker's folder, as `habit import FOLDER` does.
  func readFolder(_ format: ForeignFormat? = nil) throws -> ImportBatch {
    try #require(try Importer.read(path: folder.path, settings: settings(format)))
  }

  /// Reads one file of the folder.
  func readFile(_ name: String, _ format: ForeignFormat? = nil) throws -> ImportBatch {
    try Importer.read(
      MemoryByteSource(Array(Data(contentsOf: folder.appendingPathComponent(name)))), settings: settings(format))
  }

  @discardableResult
  func apply(_ batch: ImportBatch, dryRun: Bool = false) throws -> ImportReport {
    try database.importBatch(batch, options: ImportOptions(actingUser: user, today: today, dryRun: dryRun))
  }

  /// Every activity of the user, archived ones too, in listing order: a line of its properties, then a line
  /// per recorded day.
  func described() throws -> [String] {
    var lines: [String] = []
    for activity in try database.activities(of: user, includeArchived: true) {
      var about = [activity.name, "created \(activity.createdOn)"]
      about += activity.goals.map { "\($0.goal.spec) from \($0.effectiveFrom)" }
      if let unit = activity.unit { about.append("unit \(unit)") }
      if let required = activity.requiredAmount { about.append("each \(formatAmount(required))") }
      if !activity.description.isEmpty { about.append("description \(activity.description)") }
      if !activity.icon.isEmpty { about.append("icon \(activity.icon)") }
      if activity.archived { about.append("archived") }
      lines.append(about.joined(separator: " | "))
      var days: [(String, String)] = []
      for completion in try database.completions(of: activity).reversed() {
        var text = "  \(completion.day) done"
        if let amount = completion.amount { text += " \(formatAmount(amount))" }
        if let note = completion.note { text += " '\(note)'" }
        days.append((completion.day.description, text))
      }
      for mark in try database.markRecords(of: activity) {
        days.append((mark.day, "  \(mark.day) \(mark.mark.rawValue)" + (mark.note.map { " '\($0)'" } ?? "")))
      }
      lines += days.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
    }
    return lines
  }

  /// The activity's colour.
  func color(of name: String) throws -> String { try database.activity(name, of: user).color.hex }
}
