import Foundation
import HabitCore
import SQLite
import Testing

@testable import HabitStore
@testable import KeyDerivation

/// Every released schema version kept as a database file (`Frozen/habit-vN.sqlite`, made by that version's
/// migrations with a small household in it), opened by the current code: each upgrade path to the latest
/// version, with its data. The shipped migrations' SQL is checksummed, so editing one fails here.
///
/// After adding migration N, freeze its file once (it is never rewritten afterwards) and record its checksum:
///
///     HABIT_FREEZE_SCHEMA=1 swift test --skip-build --disable-xctest --filter FrozenSchemaTests
///
/// writes every missing `habit-vN.sqlite` and prints the line to add to `checksums`.
@Suite struct FrozenSchemaTests {
  /// SHA-256 of each shipped migration's SQL, by version. A migration that shipped is never edited.
  static let checksums: [Int: String] = [
    1: "ea0b7310c47c12ca5cc9ca587a1db073d4c6ed110776453ef8786aacabf8cf6e",
    2: "1f40cebba77ca3bf4e9f75a5e3b4a92655b81b36f65282c03033b7120f0661b0",
    3: "e2506f046355011548bafe922f11f978f6b1a6311cbc3531f63b85acbd04edf7",
    4: "befb91c8d52c83ca442716b9e164dc7c7adeb4235b217fe8da75b4da09c891fa",
    5: "cbea0d8798d8f6deb8e0d62e79533a0eace56de7756b24d11cbc6e132b655580",
    6: "eee5d58330ff959e466fc61169b9b436663b5776f08e7d3753f6a6712bce17a4",
    7: "e4fc7d6c9225dff810539b398de4602445b63cf234268ccce6891ee48b864419",
    8: "d4b78d70b32cc5cb0c675713c87771fb17b866baf3522c10f110d6f303063326",
    9: "1a400e1869af8755bc4ca09b987598d998535f6c1665cca8b7e74a0b890fe85a",
    10: "68e1c7f73b3a3d2f80c9c421aaea545a28188c37edc62fcf97f8afc82abbb2fc",
    11: "ced78653038dc08cdbc47eb998bf78eb6716598842fdf301fdb75cad6c67731b",
    12: "7c97de913b7d4ca79e05077c192de649af41068c66b2f4e986faf45b2170254f",
    13: "28e88b63d28734dd2f1a837138494e2a7e7798d85af3be11b76bd74e007080c2",
    14: "88b227be8404929fe50eb4ef395b45d5d58a6bf21570be4c1ba8928a56e76549",
    15: "f1e5f9fcc8879f294aea69b9d0874a822db1f2721f4bd50786bab940411bb339",
    16: "a83ee0688f3284d67c58b16cbfe37d267d54481a2df20e81475dbdff30463266",
    17: "f0927b6862a58c4c60bc091e14211d6d5b313bcba9f7c137462861ef49671196",
    18: "8f4eda32d6d5c11c36f3311a834aa7c73ac49f48b0c36a55b526028946a61435",
    19: "94a3d686623c34f2dae66da17eb824c6b277bce23d4787115056ac850486857c",
  ]

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Frozen")

  static func file(_ version: Int) -> URL { directory.appendingPathComponent("habit-v\(version).sqlite") }

  static func checksum(_ sql: String) -> String {
    SHA256.hash(Array(sql.utf8)).map { String(format: "%02x", $0) }.joined()
  }

  /// The household every frozen file holds: only tables and columns of version 1, so any version can hold it.
  static let household = """
    INSERT INTO settings (key, value) VALUES ('week_start', 'sunday');
    INSERT INTO users (uuid, name, created_at) VALUES ('00000000-0000-4000-8000-000000000001', 'alice', '2026-01-01T00:00:00Z');
    INSERT INTO activities (uuid, user_id, name, color, unit, required_amount, created_on)
      VALUES ('00000000-0000-4000-8000-000000000002', 1, 'Read', '#E53935', 'pages', 10, '2026-01-05');
    INSERT INTO goals (activity_id, effective_from, measure, comparison, target, period)
      VALUES (1, '2026-01-05', 'count', 'at_least', 3, 'week'), (1, '2026-01-19', 'count', 'at_least', 1, 'day');
    INSERT INTO completions (activity_id, day, amount, note, created_at) VALUES
      (1, '2026-01-05', 12, 'chapter 1', '2026-01-05T20:00:00Z'), (1, '2026-01-06', 10, NULL, '2026-01-06T20:00:00Z'),
      (1, '2026-01-08', 4, NULL, '2026-01-08T20:00:00Z'), (1, '2026-01-09', 30, NULL, '2026-01-09T20:00:00Z'),
      (1, '2026-01-19', 10, NULL, '2026-01-19T20:00:00Z'), (1, '2026-01-20', 11, NULL, '2026-01-20T20:00:00Z');
    INSERT INTO day_marks (activity_id, day, mark, note, created_at) VALUES
      (1, '2026-01-21', 'skipped', 'travelling', '2026-01-21T08:00:00Z');
    """

  /// From version 6 the required amount is also on each goal row: the same household says so there too.
  static let householdSince6 = "UPDATE goals SET required_amount = 10;"

  /// From version 7 the unit is on each goal row too (before the amount: an amount needs its unit).
  static let householdSince7 = "UPDATE goals SET unit = 'pages';"

  /// Freezing runs once, whichever test comes first (tests run in parallel).
  static let freezing = Result { try freezeMissing() }

  /// Writes the missing frozen files when asked to (`HABIT_FREEZE_SCHEMA=1`), never an existing one.
  static func freezeMissing() throws {
    guard ProcessInfo.processInfo.environment["HABIT_FREEZE_SCHEMA"] == "1" else { return }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for migration in Schema.migrator.migrations
    where !FileManager.default.fileExists(atPath: file(migration.version).path) {
      let connection = try Connection(path: file(migration.version).path)
      let migrations = Schema.migrator.migrations(through: migration.version)
      try Migrator(applicationID: Schema.applicationID, migrations: migrations).migrate(connection)
      try connection.execute(household)
      if migration.version >= 7 { try connection.execute(householdSince7) }
      if migration.version >= 6 { try connection.execute(householdSince6) }
      // One self-contained file: no WAL beside it.
      try connection.execute("PRAGMA journal_mode = DELETE; VACUUM")
      print(
        "froze \(file(migration.version).lastPathComponent); checksum line: \(migration.version): \"\(checksum(migration.sql))\","
      )
    }
  }

  @Test func noShippedMigrationWasEdited() throws {
    try Self.freezing.get()
    for migration in Schema.migrator.migrations {
      let recorded = Self.checksums[migration.version]
      #expect(
        recorded == Self.checksum(migration.sql),
        "migration \(migration.version): its SQL changed, or its checksum is not recorded (see this suite's comment)")
    }
  }

  @Test(arguments: Schema.migrator.migrations.map(\.version))
  func aFrozenFileUpgradesToTheLatestSchemaWithItsData(version: Int) throws {
    try Self.freezing.get()
    // Given a copy of the file that version wrote
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("habit-frozen-\(UUID().uuidString).sqlite")
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy.path + suffix) } }
    try FileManager.default.copyItem(at: Self.file(version), to: copy)
    #expect(try Connection(path: copy.path).scalar("PRAGMA user_version", as: Int.self) == version)
    // When the current code opens it
    let database = try HabitDatabase.open(path: copy.path)
    // Then its schema is exactly a new file's, and its household is judged as before
    #expect(try database.pragma("user_version") == String(Schema.migrator.latestVersion))
    #expect(try Self.schema(database.db) == Self.schema(try HabitDatabase.inMemory().db))
    #expect(try database.pragma("foreign_key_check") == nil)
    let alice = try database.user(named: "alice")
    let read = try database.activity("Read", of: alice)
    #expect(try database.weekStart() == .sunday)
    // The activity's required amount is on each of its goals (copied by version 6's migration before it)
    #expect(read.goals.map(\.requiredAmount) == [10, 10])
    #expect(read.requiredAmount == 10)
    // and its unit too (copied by version 7's migration)
    #expect(read.goals.map(\.unit) == ["pages", "pages"])
    let evaluation = try database.evaluateAll(read, today: day("2026-01-21"), weekStart: .sunday)
    // Week of Jan 4 (from Jan 5): 12 and 10 pages count, 4 does not, 30 does: 3 of ceil(3 * 6/7) = 3
    #expect(evaluation.periods(in: day("2026-01-04")...day("2026-01-10")).map(\.status) == [.met])
    #expect(evaluation.dayStatus(day("2026-01-08")) == .partial)
    #expect(evaluation.day(day("2026-01-05")).notes == ["chapter 1"])
    #expect(evaluation.day(day("2026-01-21")).markNote == "travelling")
    #expect(evaluation.currentStreak?.length == 2)
  }

  @Test func everyReleasedVersionHasItsFrozenFile() throws {
    try Self.freezing.get()
    for migration in Schema.migrator.migrations {
      #expect(
        FileManager.default.fileExists(atPath: Self.file(migration.version).path),
        "no frozen file for version \(migration.version) (see this suite's comment)")
    }
  }

  /// Every object's SQL, by name: what a file's schema is.
  static func schema(_ connection: Connection) throws -> [String: String] {
    var schema: [String: String] = [:]
    try connection.forEach("SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL") { row in
      schema[try row[0]] = try row[1]
    }
    return schema
  }
}
