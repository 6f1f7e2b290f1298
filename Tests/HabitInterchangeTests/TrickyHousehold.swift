import HabitCore
import HabitInterchange
import HabitScreens
import HabitStore

/// A small household whose every text is hard on file formats: commas, quotes, line breaks, emoji, spreadsheet
/// formula triggers, a unit with a slash, odd amounts, repeated completions, goal changes, marks with notes.
enum TrickyHousehold {
  static let today = try! Day(parsing: "2026-11-21")

  static func make() throws -> HabitDatabase {
    let database = try HabitDatabase.inMemory()
    try database.setWeekStart(.sunday)
    let alice = try database.addUser(named: "alice")
    let zoe = try database.addUser(named: "Zoë, \"the second\"")

    var read = NewActivity(name: "Read, daily")
    read.description = "line 1\nline 2, with \"quotes\"\r\nline 3"
    read.icon = "📚"
    read.unit = "pages"
    read.requiredAmount = 12.5
    let readActivity = try database.addActivity(read, for: alice, today: day("2026-01-01"))
    _ = try database.setGoal(try Goal(spec: "5/week"), for: readActivity, from: day("2026-03-01"))
    for (text, amount, note) in [
      ("2026-02-01", 12.5, nil), ("2026-02-01", 0.00001, "tiny, \"really\""), ("2026-02-02", 1e9, "=1+1"),
      ("2026-02-03", 0, "line\nbreak"), ("2026-02-03", 123_456.789, "@home 🏠"), ("2026-02-04", 30, "+3"),
      ("2026-02-05", 30, "\tstarts with a tab"), ("2026-02-06", 30, "'=already quoted"), ("2026-02-07", 30, "-"),
    ] as [(String, Double, String?)] {
      _ = try database.recordCompletion(readActivity, on: day(text), amount: amount, note: note)
    }
    try database.mark(readActivity, on: day("2026-02-10"), as: .skipped, note: "ill, in bed")

    var water = NewActivity(name: "=WATER()")
    water.icon = "💧"
    water.goal = try Goal(spec: "8/day")
    let waterActivity = try database.addActivity(water, for: alice, today: day("2026-01-05"))
    for _ in 0..<3 { _ = try database.recordCompletion(waterActivity, on: day("2026-02-01")) }
    _ = try database.recordCompletion(waterActivity, on: day("2026-02-02"))

    var bike = NewActivity(name: "🚴‍♀️ Bike")
    bike.unit = "km/h"
    bike.goal = Goal(measure: .amount, target: 100, period: .week, unit: "km/h")
    bike.color = Color("#123ABC")
    let bikeActivity = try database.addActivity(bike, for: zoe, today: day("2025-12-31"))
    _ = try database.recordCompletion(bikeActivity, on: day("2026-01-01"), amount: 42.195)
    try database.mark(bikeActivity, on: day("2026-01-02"), as: .failed)
    try database.setArchived(true, bikeActivity)

    var coffee = NewActivity(name: "-5 coffees")
    coffee.goal = try Goal(spec: "<=2/day")
    let coffeeActivity = try database.addActivity(coffee, for: zoe, today: day("2026-01-01"))
    _ = try database.setGoal(try Goal(spec: "3/7d"), for: coffeeActivity, from: day("2026-01-15"))
    _ = try database.recordCompletion(coffeeActivity, on: day("2026-01-15"), note: "a \"strong\" one, black")
    return database
  }

  static func export(_ format: InterchangeFormat, _ database: HabitDatabase, escapesFormulas: Bool = true) throws
    -> String
  {
    try Exporter.write(
      format, from: database, scope: .allUsers, to: MemoryByteSink(), escapesFormulas: escapesFormulas
    ).text
  }

  @discardableResult
  static func `import`(
    _ text: String, into database: HabitDatabase, format: InterchangeFormat? = nil, unescapesFormulas: Bool = true,
    actingUser: User? = nil
  ) throws -> ImportReport {
    var settings = ImportSettings(format: format, today: today)
    settings.unescapesFormulas = unescapesFormulas
    let batch = try Importer.read(MemoryByteSource(text, chunkSize: 7), settings: settings)
    return try database.importBatch(batch, options: ImportOptions(actingUser: actingUser, today: today))
  }

  static func day(_ text: String) -> Day { try! Day(parsing: text) }
}
