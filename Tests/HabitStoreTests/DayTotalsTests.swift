import Foundation
import HabitCore
import SQLite
import TestSupport
import Testing

@testable import HabitStore

/// `day_totals` holds each day's count and sum of amounts, kept by triggers on `completions`: whatever writes, and
/// in whatever order, every row must be what reading the day's completions one by one in id order gives, to the
/// last bit of the sum.
@Suite struct DayTotalsTests {
  struct Total: Equatable, CustomStringConvertible {
    var completions: Int
    var amount: Double
    var lastID: Int64
    var description: String { "\(completions) × \(amount.bitPattern == 0 ? "0" : "\(amount)") last \(lastID)" }
  }

  struct Key: Hashable, Comparable, CustomStringConvertible {
    var activity: Int64
    var day: String
    static func < (a: Key, b: Key) -> Bool { (a.activity, a.day) < (b.activity, b.day) }
    var description: String { "\(activity)/\(day)" }
  }

  /// The days as the history reader adds them up: from 0, each amount in id order, a NULL adding nothing.
  static func fromCompletions(_ connection: Connection) throws -> [Key: Total] {
    var totals: [Key: Total] = [:]
    try connection.forEach("SELECT activity_id, day, id, amount FROM completions ORDER BY activity_id, day, id") {
      row in
      let key = Key(activity: try row[0], day: try row[1])
      var total = totals[key] ?? Total(completions: 0, amount: 0, lastID: 0)
      total.completions += 1
      if let amount: Double = try row[3] { total.amount += amount }
      total.lastID = try row[2]
      totals[key] = total
    }
    return totals
  }

  static func rows(_ connection: Connection, of table: String) throws -> [Key: Total] {
    var totals: [Key: Total] = [:]
    try connection.forEach("SELECT activity_id, day, completions, amount, last_id FROM \(table)") { row in
      totals[Key(activity: try row[0], day: try row[1])] = Total(
        completions: try row[2], amount: row.double(3), lastID: try row[4])
    }
    return totals
  }

  /// Equal to the last bit: `==` would take -0.0 for 0.0.
  static func same(_ a: [Key: Total], _ b: [Key: Total]) -> Bool {
    a.keys == b.keys
      && a.allSatisfy { key, total in
        let other = b[key]!
        return total.completions == other.completions && total.lastID == other.lastID
          && total.amount.bitPattern == other.amount.bitPattern
      }
  }

  /// Amounts whose sums depend on the order they are added in (0.1 + 0.2 + 0.3 is not 0.3 + 0.2 + 0.1), zeros and
  /// NULLs that add nothing, and sizes far apart.
  static let amounts: [Double?] = [nil, 0, 0.1, 0.2, 0.3, 1.0 / 3, 1e16, 1, 2.5, 7e-17, 123.456]

  @Test(arguments: 0..<24)
  func randomWritesKeepEveryDayEqualToItsCompletionsReadInIDOrder(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &* 7_919 &+ 1)
    // Given a household of three activities over three days
    let database = try HabitDatabase.inMemory()
    let db = database.db
    let alice = try database.addUser(named: "alice")
    var serial = 0
    func addActivity() throws {
      serial += 1
      var new = NewActivity(name: "A\(serial)")
      new.unit = "pages"
      new.goal = try Goal(spec: "10 pages/day")
      _ = try database.addActivity(new, for: alice, today: day("2026-01-01"))
    }
    for _ in 0..<3 { try addActivity() }
    let days = ["2026-01-01", "2026-01-02", "2026-01-03"]
    var applied: [String] = []
    // When random writes come in through every path a completion can be written by
    for step in 0..<150 {
      let activities: [Int64] = try db.query("SELECT id FROM activities ORDER BY id") { try $0[0] }
      let ids: [Int64] = try db.query("SELECT id FROM completions ORDER BY id") { try $0[0] }
      let activity = activities.randomElement(using: &random)!
      let day = days.randomElement(using: &random)!
      let amount = Self.amounts.randomElement(using: &random)!
      let someID = ids.randomElement(using: &random) ?? 1
      let freeID = Int64.random(in: -5...400, using: &random)
      let write: (String, [any SQLiteBindable]) =
        switch Int.random(in: 0..<13, using: &random) {
        case 0, 1:
          ("INSERT INTO completions (activity_id, day, amount, note) VALUES (?, ?, ?, 'n')", [activity, day, amount])
        case 2:
          (
            "INSERT INTO completions (id, activity_id, day, amount) VALUES (?, ?, ?, ?)",
            [freeID, activity, day, amount]
          )
        case 3:
          (
            "INSERT OR REPLACE INTO completions (id, activity_id, day, amount) VALUES (?, ?, ?, ?)",
            [ids.isEmpty || Bool.random(using: &random) ? freeID : someID, activity, day, amount]
          )
        case 4: ("DELETE FROM completions WHERE id = ?", [someID])
        case 5: ("DELETE FROM completions WHERE activity_id = ? AND day = ?", [activity, day])
        case 6: ("UPDATE completions SET amount = ? WHERE id = ?", [amount, someID])
        case 7: ("UPDATE completions SET day = ? WHERE id = ?", [day, someID])
        case 8: ("UPDATE completions SET activity_id = ? WHERE id = ?", [activity, someID])
        case 9: ("UPDATE OR REPLACE completions SET id = ? WHERE id = ?", [freeID, someID])
        case 10: ("UPDATE completions SET amount = amount * 3 WHERE day = ?", [day])
        case 11:
          (
            "INSERT INTO completions (activity_id, day, amount) SELECT activity_id, ?, amount FROM completions WHERE day = ? LIMIT 4",
            [day, days.randomElement(using: &random)!]
          )
        default: ("DELETE FROM activities WHERE id = ?", [activity])
        }
      do {
        _ = try db.transaction { try db.run(write.0, write.1) }
        applied.append("\(write.0) \(write.1.map { "\($0)" })")
      } catch let error as SQLiteError where error.code == 19 {}  // SQLITE_CONSTRAINT: a taken id
      if try db.scalar("SELECT count(*) FROM activities", as: Int.self) ?? 0 < 2 { try addActivity() }
      // Then the table is the completions read one by one
      let expected = try Self.fromCompletions(db)
      let kept = try Self.rows(db, of: "day_totals")
      try #require(
        Self.same(kept, expected),
        "seed \(seed) step \(step) after \(applied.suffix(3)): kept \(kept.sorted { $0.key < $1.key }) expected \(expected.sorted { $0.key < $1.key })"
      )
    }
    #expect(applied.count > 100)
    // And the doctor finds nothing, and the rebuild it would name gives the same table
    #expect(try database.checkup().dayTotalProblems.isEmpty)
    let kept = try Self.rows(db, of: "day_totals")
    try db.execute(HabitDatabase.dayTotalsRebuild)
    #expect(Self.same(try Self.rows(db, of: "day_totals"), kept))
  }

  @Test func theUseCasesKeepTheDaysTotalsAndTheHistoryReadsThemWithTheirNotes() throws {
    // Given an activity done three times on one day with amounts whose sum depends on their order, and undone once
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    var new = NewActivity(name: "Read")
    new.unit = "pages"
    new.goal = try Goal(spec: "1 pages/day")
    let read = try database.addActivity(new, for: alice, today: day("2026-01-01"))
    for (amount, note) in [(0.1, "a"), (0.2, nil), (0.3, "c"), (0.4, "d")] {
      _ = try database.recordCompletion(read, on: day("2026-01-02"), amount: amount, note: note)
    }
    let undone = try database.undo(read, on: day("2026-01-02"))
    // When its history is read
    let history = try database.history(of: read)
    // Then the day is one total, added up in the order recorded, with the notes of the completions left
    #expect(undone == .completion(amount: 0.4, remaining: 3))
    let inOrder: Double = 0.1 + 0.2 + 0.3
    let reversed: Double = 0.3 + 0.2 + 0.1
    #expect(inOrder != reversed)
    #expect(
      history.dayTotals == [DayTotal(day: day("2026-01-02"), completions: 3, amount: inOrder, notes: ["a", "c"])])
    // And deleting the activity leaves no day behind
    try database.deleteActivity(read)
    #expect(try database.db.scalar("SELECT count(*) FROM day_totals", as: Int.self) == 0)
  }

  @Test func theMigrationFillsTheTableFromAVersion11File() throws {
    // Given a copy of the frozen version 11 file, with a day of amounts recorded out of id order added to it
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("habit-v11-\(UUID().uuidString).sqlite")
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy.path + suffix) } }
    try FileManager.default.copyItem(at: FrozenSchemaTests.file(11), to: copy)
    let old = try Connection(path: copy.path)
    #expect(try old.scalar("PRAGMA user_version", as: Int.self) == 11)
    try old.execute(
      """
      INSERT INTO completions (id, activity_id, day, amount) VALUES (103, 1, '2026-01-22', 0.1), (101, 1, '2026-01-22', 0.3),
        (102, 1, '2026-01-22', NULL), (104, 1, '2026-01-22', 0.2);
      """)
    let expected = try Self.fromCompletions(old)
    // When the current code opens it
    let database = try HabitDatabase.open(path: copy.path)
    // Then day_totals holds every day of the household, the new day added up in id order
    let filled = try Self.rows(database.db, of: "day_totals")
    let idOrder: Double = 0.3 + 0.1 + 0.2
    #expect(Self.same(filled, expected))
    #expect(filled.count == 7)
    #expect(filled[Key(activity: 1, day: "2026-01-22")] == Total(completions: 4, amount: idOrder, lastID: 104))
    #expect(filled[Key(activity: 1, day: "2026-01-05")] == Total(completions: 1, amount: 12, lastID: 1))
  }

  @Test func doctorFindsTotalsApartFromTheirCompletionsAndTheRebuildItNamesMendsThem() throws {
    // Given a database whose day_totals were changed behind the triggers' back
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let walk = try database.addActivity(NewActivity(name: "Walk"), for: alice, today: day("2026-01-01"))
    for offset in 0..<3 { _ = try database.recordCompletion(walk, on: day("2026-01-01").adding(days: offset)) }
    #expect(try database.checkup().dayTotalProblems.isEmpty)
    try database.db.execute(
      "UPDATE day_totals SET completions = 5 WHERE day = '2026-01-02'; DELETE FROM day_totals WHERE day = '2026-01-03'")
    // When doctor checks it
    let problems = try database.checkup().dayTotalProblems
    // Then it names both days, and the rebuild it prints puts them right
    #expect(
      problems == [
        "day_totals holds activity \(walk.id) on 2026-01-02: 5 completions, amount 0.0, last id 2",
        "completions make activity \(walk.id) on 2026-01-02: 1 completions, amount 0.0, last id 2",
        "completions make activity \(walk.id) on 2026-01-03: 1 completions, amount 0.0, last id 3",
      ])
    try database.db.execute(HabitDatabase.dayTotalsRebuild)
    #expect(try database.checkup().dayTotalProblems.isEmpty)
  }

  @Test func doctorNamesADayKeptWithoutCompletionsAndCountsWhatItDoesNotList() throws {
    // Given totals for a day without completions, and seven days whose totals were all deleted
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let walk = try database.addActivity(NewActivity(name: "Walk"), for: alice, today: day("2026-01-01"))
    for offset in 0..<7 { _ = try database.recordCompletion(walk, on: day("2026-01-02").adding(days: offset)) }
    try database.db.execute(
      """
      DELETE FROM day_totals;
      INSERT INTO day_totals (activity_id, day, completions, amount, last_id) VALUES (\(walk.id), '2026-01-01', 1, 0.0, 99)
      """)
    // When doctor checks it
    let problems = try database.checkup().dayTotalProblems
    // Then the first six problems are named in day order, the first being the day kept without completions, and
    // the other two are counted
    #expect(problems.count == 7)
    #expect(
      problems.first == "day_totals holds activity \(walk.id) on 2026-01-01: 1 completions, amount 0.0, last id 99")
    #expect(problems[1] == "completions make activity \(walk.id) on 2026-01-02: 1 completions, amount 0.0, last id 1")
    #expect(problems.last == "and 2 more")
  }
}
