import Foundation
import HabitScreens
import SQLite
import Testing

@testable import HabitStore

/// Opening for reading never creates or changes a file.
@Suite struct ReadOnlyOpeningTests {
  static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("habit-read-\(UUID().uuidString).sqlite").path
  }

  @Test func anEmptyFileIsNoDatabaseAndStaysEmpty() throws {
    // Given a 0-byte file
    let path = Self.temporaryPath()
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    _ = FileManager.default.createFile(atPath: path, contents: Data())
    // When it is opened for reading, it is no database yet, and it is still 0 bytes with no companion files
    #expect(throws: StoreError.noDatabase(path: path)) { try HabitDatabase.openForReading(path: path) }
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == 0)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
  }

  /// Writes a file as version 1 of habit did, with one user, alice, at `path`.
  static func writeVersion1File(at path: String) throws {
    let old = try Connection(path: path)
    try Migrator(applicationID: Schema.applicationID, migrations: [.init(version: 1, sql: Schema.version1)]).migrate(
      old)
    try old.execute("INSERT INTO users (uuid, name) VALUES ('00000000-0000-4000-8000-000000000001', 'alice')")
  }

  static func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }

  @Test func anOlderSchemaIsReadMigratedInMemoryAndTheFileIsLeftAsItWas() throws {
    // Given a file written by version 1, with a user
    let path = Self.temporaryPath()
    defer { Self.remove(path) }
    try Self.writeVersion1File(at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    // When a reading command opens it
    let database = try HabitDatabase.openForReading(path: path)
    // Then it reads the data at the latest schema, and the file is byte for byte what it was, still version 1
    #expect(try database.users().map(\.name) == ["alice"])
    #expect(try database.pragma("user_version") == String(Schema.migrator.latestVersion))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try Connection(path: path, access: .readOnly).scalar("PRAGMA user_version", as: Int.self) == 1)
  }
}

/// `HabitDatabase.upgrade(path:)`: the file itself brought to the latest schema, once.
@Suite struct SchemaUpgradeTests {
  @Test func anOlderFileIsUpgradedInPlaceAndSaysFromWhichVersion() throws {
    // Given a file written by version 1, with a user, read through an upgraded copy
    let path = ReadOnlyOpeningTests.temporaryPath()
    defer { ReadOnlyOpeningTests.remove(path) }
    try ReadOnlyOpeningTests.writeVersion1File(at: path)
    #expect(try HabitDatabase.openForReading(path: path).olderFileVersion == 1)
    // When it is upgraded, twice
    let first = try HabitDatabase.upgrade(path: path)
    let second = try HabitDatabase.upgrade(path: path)
    // Then the first upgrade went from 1 to the latest and the second found nothing to do; the file is current,
    // read as it is, and keeps its user
    let latest = Schema.migrator.latestVersion
    #expect(first == SchemaUpgrade(path: path, from: 1, to: latest))
    #expect(second == SchemaUpgrade(path: path, from: latest, to: latest) && !second.changedTheFile)
    #expect(try Connection(path: path, access: .readOnly).scalar("PRAGMA user_version", as: Int.self) == latest)
    let reader = try HabitDatabase.openForReading(path: path)
    #expect(reader.olderFileVersion == nil)
    #expect(try reader.users().map(\.name) == ["alice"])
  }
}
