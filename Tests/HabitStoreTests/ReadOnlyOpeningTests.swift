import Foundation
import SQLite
import Testing

@testable import HabitStore

/// Opening for reading never creates or changes a file (issue 16, item 1).
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

  @Test func anOlderSchemaIsReadMigratedInMemoryAndTheFileIsLeftAsItWas() throws {
    // Given a file written by version 1, with a user
    let path = Self.temporaryPath()
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    do {
      let old = try Connection(path: path)
      try Migrator(applicationID: Schema.applicationID, migrations: [.init(version: 1, sql: Schema.version1)]).migrate(
        old)
      try old.execute("INSERT INTO users (uuid, name) VALUES ('00000000-0000-4000-8000-000000000001', 'alice')")
    }
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
