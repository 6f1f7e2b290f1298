import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import Testing

/// A stream that keeps what the renderers write.
struct Rendered: TextOutputStream {
  var text = ""
  mutating func write(_ string: String) { text += string }
}

/// Renders in-process into a string.
func render(_ body: (inout Rendered) throws -> Void) rethrows -> String {
  var output = Rendered()
  try body(&output)
  return output.text
}

/// Compares rendered text with a file under Tests/HabitViewsTests/Golden/. Run the tests with
/// `HABIT_UPDATE_GOLDEN=1` to write the files instead, then review them with `git diff`. Ids are random, so the
/// views tested here are the ones that do not print them.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    .appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["HABIT_UPDATE_GOLDEN"] == "1" {
    try actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  let expected = try? String(contentsOf: url, encoding: .utf8)
  #expect(
    actual == expected,
    "\(name) differs from its golden file; if the change is intended, run with HABIT_UPDATE_GOLDEN=1",
    sourceLocation: sourceLocation)
}

func day(_ text: String) -> Day { try! Day(parsing: text) }

/// alice's household in memory, today Saturday 2026-11-21: Read (20 pages each time, once a day) since
/// 2026-10-01 with a partial day, a skip and a fail; Run (3 a week) created on Thursday 2026-10-15.
struct Household {
  let database: HabitDatabase
  let alice: User
  let read: Activity
  let run: Activity
  let today = day("2026-11-21")

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
    var read = NewActivity(name: "Read")
    (read.icon, read.unit, read.requiredAmount) = ("📚", "pages", 20)
    self.read = try database.addActivity(read, for: alice, today: day("2026-10-01"))
    var run = NewActivity(name: "Run")
    (run.icon, run.goal) = ("🏃", try Goal(spec: "3/week"))
    self.run = try database.addActivity(run, for: alice, today: day("2026-10-15"))
    for date in ["2026-10-01", "2026-10-02", "2026-11-19", "2026-11-20"] {
      _ = try database.recordCompletion(self.read, on: day(date))
    }
    _ = try database.recordCompletion(self.read, on: day("2026-11-18"), amount: 8, note: "tired")
    _ = try database.mark(self.read, on: day("2026-11-17"), as: .skipped, note: "ill")
    _ = try database.mark(self.read, on: day("2026-11-16"), as: .failed)
    for date in ["2026-10-15", "2026-10-16", "2026-10-17", "2026-11-16", "2026-11-18"] {
      _ = try database.recordCompletion(self.run, on: day(date))
    }
  }
}
