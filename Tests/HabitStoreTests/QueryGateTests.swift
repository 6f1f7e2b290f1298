import Foundation
import HabitCore
import HabitScreens
import SQLite
import Testing

@testable import HabitStore

/// The gate in-process; `SQLGateProofTests` runs the harmful statements through the binary.
@Suite struct QueryGateTests {
  /// A household file with alice, one activity and three completions, in its own directory.
  static func household() throws -> (path: String, directory: URL) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-gate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent("habit.sqlite").path
    let database = try HabitDatabase.open(path: path)
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    for text in ["2026-11-01", "2026-11-02", "2026-11-03"] { _ = try database.recordCompletion(read, on: day(text)) }
    return (path, directory)
  }

  static func rows(_ gate: QueryGate, _ sql: String, _ parameters: [String: DynamicValue] = [:]) throws -> [String] {
    var lines: [String] = []
    try gate.run(sql, parameters: parameters, timeLimit: .seconds(5)) { event in
      switch event {
      case .columns(let names): lines.append(names.joined(separator: "|"))
      case .row(let values): lines.append(values.map(\.text).joined(separator: "|"))
      }
    }
    return lines
  }

  @Test func ordinaryQueriesCTEsWindowAndJSONFunctionsWork() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gate = try QueryGate(path: path, mode: .readOnly)
    #expect(
      try Self.rows(gate, "SELECT user, activity, count(*) AS n FROM completion_log GROUP BY 1, 2") == [
        "user|activity|n", "alice|Read|3",
      ])
    #expect(
      try Self.rows(
        gate, "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3) SELECT sum(i) FROM n")
        == ["sum(i)", "6"])
    #expect(
      try Self.rows(
        gate, "SELECT day, row_number() OVER (ORDER BY day DESC) AS r FROM completions ORDER BY day LIMIT 1")
        == ["day|r", "2026-11-01|3"])
    #expect(try Self.rows(gate, "SELECT json_object('n', count(*)) AS j FROM completions") == ["j", "{\"n\":3}"])
    #expect(
      try Self.rows(gate, "SELECT :who AS who, :n + 1 AS m", ["who": .text("bob"), "n": .integer(41)]) == [
        "who|m", "bob|42",
      ])
  }

  @Test func readOnlyTableValuedFunctionsWorkAndTheFileStaysAsItWas() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = FileManager.default.contents(atPath: path)
    let gate = try QueryGate(path: path, mode: .readOnly)
    #expect(try Self.rows(gate, "SELECT value FROM json_each('[1,2]')") == ["value", "1", "2"])
    #expect(
      try Self.rows(gate, "SELECT name FROM pragma_table_info('users') ORDER BY cid") == [
        "name", "id", "uuid", "name", "created_at", "day_start", "reminder",
      ])
    #expect(try Self.rows(gate, "SELECT count(*) > 0 AS pages FROM dbstat") == ["pages", "1"])
    // Compiling them never opens the way to a change written by hand: nothing of the script runs.
    var events: [QueryEvent] = []
    #expect(throws: QueryError.self) {
      try gate.run("SELECT * FROM json_each('[1]'); UPDATE sqlite_master SET sql = ''", timeLimit: .seconds(5)) {
        events.append($0)
      }
    }
    #expect(events.isEmpty)
    #expect(FileManager.default.contents(atPath: path) == before)
  }

  @Test func aWriteAnywhereInTheScriptMeansNothingRuns() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = FileManager.default.contents(atPath: path)
    let gate = try QueryGate(path: path, mode: .readOnly)
    var events: [QueryEvent] = []
    let error = #expect(throws: QueryError.self) {
      try gate.run("SELECT 1; DELETE FROM completions", timeLimit: .seconds(5)) { events.append($0) }
    }
    #expect(error == .refused(statement: "DELETE FROM completions", action: "DELETE from completions", mode: .readOnly))
    #expect(events.isEmpty)
    #expect(FileManager.default.contents(atPath: path) == before)
  }

  @Test func parametersMustAllBeGivenAndUsed() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gate = try QueryGate(path: path, mode: .readOnly)
    #expect(throws: QueryError.missingParameter(name: "who", statement: "SELECT :who")) {
      try Self.rows(gate, "SELECT :who")
    }
    #expect(throws: QueryError.unusedParameters(["whom"])) { try Self.rows(gate, "SELECT 1", ["whom": .null]) }
    #expect(throws: QueryError.positionalParameter(statement: "SELECT ?")) { try Self.rows(gate, "SELECT ?") }
    #expect(throws: QueryError.empty) { try Self.rows(gate, " -- nothing\n;") }
  }

  @Test func aRunawayQueryIsStoppedNearItsTimeLimit() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gate = try QueryGate(path: path, mode: .readOnly)
    let clock = ContinuousClock()
    let started = clock.now
    #expect(throws: QueryError.timedOut) {
      try gate.run(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT max(i) FROM n",
        timeLimit: .milliseconds(300)
      ) { _ in }
    }
    let elapsed = clock.now - started
    #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(5))
    // The gate still answers afterwards.
    #expect(try Self.rows(gate, "SELECT 1 AS one") == ["one", "1"])
  }

  /// The time limit covers handing the rows out: five rows that SQLite makes at once, read slowly, are stopped.
  @Test func theTimeLimitCoversASlowReaderOfTheRows() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gate = try QueryGate(path: path, mode: .readOnly)
    var rows = 0
    #expect(throws: QueryError.timedOut) {
      try gate.run(
        "SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5",
        timeLimit: .milliseconds(300)
      ) { event in
        guard case .row = event else { return }
        rows += 1
        Thread.sleep(forTimeInterval: 0.2)
      }
    }
    #expect(rows == 2)
  }

  /// A value larger than the gate's limit fails before SQLite makes it, however it would be made.
  @Test func aHugeValueIsRefusedBeforeItIsMade() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gate = try QueryGate(path: path, mode: .readOnly)
    for sql in ["SELECT zeroblob(500000000)", "SELECT hex(zeroblob(10000000))", "SELECT length(zeroblob(20000000))"] {
      #expect {
        try Self.rows(gate, sql)
      } throws: { error in
        guard case QueryError.failed(let statement, let message) = error else { return false }
        return statement == sql && message.contains("larger than habit sql allows (16 MiB)")
      }
    }
    #expect(try Self.rows(gate, "SELECT length(zeroblob(16000000)) AS n") == ["n", "16000000"])
  }

  @Test func writingCommitsEveryStatementOrNone() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gate = try QueryGate(path: path, mode: .write)
    // A failing second statement rolls back the first
    let error = #expect(throws: QueryError.self) {
      try gate.run(
        "DELETE FROM completions WHERE day = '2026-11-01'; INSERT INTO completions (activity_id, day) VALUES (1, 'x')",
        timeLimit: .seconds(5)
      ) { _ in }
    }
    #expect(error?.description.hasPrefix("CHECK constraint failed") == true)
    #expect(try Self.rows(gate, "SELECT count(*) AS n FROM completions") == ["n", "3"])
    // Both statements of a good script commit together
    let summary = try gate.run(
      "DELETE FROM completions WHERE day = :day; UPDATE completions SET note = 'ok' RETURNING day",
      parameters: ["day": .text("2026-11-01")],
      timeLimit: .seconds(5)
    ) { _ in }
    #expect(summary == QuerySummary(statements: 2, rows: 2, changes: 3))
    let reader = try QueryGate(path: path, mode: .readOnly)
    #expect(try Self.rows(reader, "SELECT group_concat(note) AS notes FROM completions") == ["notes", "ok,ok"])
  }

  @Test func writingChangesDataOnly() throws {
    let (path, directory) = try Self.household()
    defer { try? FileManager.default.removeItem(at: directory) }
    let gate = try QueryGate(path: path, mode: .write)
    for (sql, action) in [
      ("DROP TABLE completions", "a change to the schema"), ("PRAGMA foreign_keys = OFF", "PRAGMA foreign_keys"),
      ("COMMIT", "COMMIT"), ("ATTACH 'x.db' AS x", "ATTACH of 'x.db'"),
    ] {
      #expect(throws: QueryError.refused(statement: sql, action: action, mode: .write)) { try Self.rows(gate, sql) }
    }
    #expect(try Self.rows(gate, "SELECT count(*) AS n FROM completions") == ["n", "3"])
  }
}
