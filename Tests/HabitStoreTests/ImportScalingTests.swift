import HabitCore
import Testing

@testable import HabitStore

/// Importing grows with the input, not with its square: counted in SQLite virtual-machine steps, which do not
/// depend on the machine's speed or load.
@Suite struct ImportScalingTests {
  /// SQLite's instructions (in thousands) to import `count` activities of one completion each, by id.
  func kiloInstructions(importing count: Int) throws -> Int {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    var batch = try ImportBatch(format: "test")
    for index in 0..<count {
      let uuid =
        "00000000-0000-4000-8000-"
        + String(String(index, radix: 16).reversed()).padding(
          toLength: 12, withPad: "0", startingAt: 0)
      var activity = ImportedActivity(name: "Habit \(index)", location: InputLocation(line: index + 2, column: 1))
      activity.uuid = uuid
      batch.activities.append(activity)
      try batch.stage.addCompletion(
        activity: index, day: "2026-01-01", amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    }
    var steps = 0
    database.db.setProgressHandler(every: 1000) {
      steps += 1
      return false
    }
    defer { database.db.removeProgressHandler() }
    let report = try database.importBatch(batch, options: ImportOptions(actingUser: alice, today: day("2026-11-21")))
    #expect(report.activities.added == count)
    return steps
  }

  /// Creating each activity counted the user's activities and looked for the largest position: 20,000 new ids
  /// took 208 s. Four times the activities may now cost about four times the work, not sixteen.
  @Test func creatingManyActivitiesGrowsLinearly() throws {
    let small = try kiloInstructions(importing: 500)
    let large = try kiloInstructions(importing: 2000)
    #expect(Double(large) / Double(small) < 5, "500 activities: \(small)k steps, 2000: \(large)k")
  }
}
