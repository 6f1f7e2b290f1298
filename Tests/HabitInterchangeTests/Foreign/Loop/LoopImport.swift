import Foundation
import HabitCore
import HabitInterchange
import HabitScreens
import Testing

@testable import HabitStore

/// Imports a Loop export as `habit import` does, into a database of its own, and describes what came of it.
struct LoopImport {
  static let today = try! Day(parsing: "2026-07-10")

  let database: HabitDatabase
  let alice: User

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  /// Reads the file or folder at `path` by its content, then applies it.
  @discardableResult
  func run(_ path: String, dryRun: Bool = false) throws -> ImportReport {
    let batch = try #require(try Importer.read(path: path, settings: ImportSettings(today: Self.today)))
    return try database.importBatch(
      batch, options: ImportOptions(actingUser: alice, today: Self.today, dryRun: dryRun))
  }

  @discardableResult
  func run(_ file: TemporaryFile, dryRun: Bool = false) throws -> ImportReport { try run(file.path, dryRun: dryRun) }

  /// Each activity on a line (name, colour, goal, unit, archived, description), then its days in order.
  func snapshot() throws -> [String] {
    var lines: [String] = []
    for activity in try database.activities(of: alice, includeArchived: true) {
      let description = activity.description.replacingOccurrences(of: "\n", with: "\\n")
      lines.append(
        [
          activity.name, activity.color.hex,
          activity.goals.map { "\($0.goal.spec) from \($0.effectiveFrom)" }
            .joined(separator: ", "), activity.unit ?? "-", activity.archived ? "archived" : "active", description,
        ]
        .joined(separator: " | "))
      var days: [(String, String)] = []
      try database.db.forEach(
        "SELECT day, amount, note FROM completions WHERE activity_id = ? ORDER BY id", [activity.id]
      ) { row in
        let (day, amount, note): (String, Double?, String?) = (try row[0], try row[1], try row[2])
        days.append((day, "done" + (amount.map { " " + formatAmount($0) } ?? "") + (note.map { " (\($0))" } ?? "")))
      }
      try database.db.forEach("SELECT day, mark, note FROM day_marks WHERE activity_id = ?", [activity.id]) { row in
        let (day, mark, note): (String, String, String?) = (try row[0], try row[1], try row[2])
        days.append((day, mark + (note.map { " (\($0))" } ?? "")))
      }
      lines += days.sorted { $0.0 < $1.0 }.map { "  \($0.0) \($0.1)" }
    }
    return lines
  }

  /// The activities' keys in `activity_sources`, by activity name.
  func sources() throws -> [String] {
    try database.db.query(
      """
      SELECT a.name, s.source, s.source_key FROM activity_sources s JOIN activities a ON a.id = s.activity_id
      ORDER BY a.position, s.source_key
      """
    ) { row in "\(try row[0] as String): \(try row[1] as String) \(try row[2] as String)" }
  }

  /// The reasons and counts of what the import ignored, as `count reason`.
  static func ignored(_ report: ImportReport) -> [String] { report.ignored.map { "\($0.count) \($0.reason)" } }

  static func refusal(_ file: TemporaryFile) -> ImportError? { refusal(file.path) }

  /// The error reading `path` gives, or nil when it reads.
  static func refusal(_ path: String) -> ImportError? {
    do {
      _ = try Importer.read(path: path, settings: ImportSettings(today: Self.today))
      return nil
    } catch {
      return error as? ImportError
    }
  }
}
