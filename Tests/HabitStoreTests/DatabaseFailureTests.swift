import Foundation
import SQLite
import Testing

@testable import HabitStore

/// SQLite's errors in the store's words, which the executables map to sentences without importing SQLite.
@Suite struct DatabaseFailureTests {
  @Test func sqlitesCodesBecomeTheStoresFailures() {
    #expect(DatabaseFailure(SQLiteError(code: 5, message: "database is locked")) == .busy)
    #expect(DatabaseFailure(SQLiteError(code: 13, message: "database or disk is full")) == .diskFull)
    #expect(DatabaseFailure(SQLiteError(code: 8, extendedCode: 1032, message: "readonly")) == .readOnly)
    #expect(DatabaseFailure(SQLiteError(code: 14, message: "unable to open")) == .cannotOpen)
    #expect(
      DatabaseFailure(SQLiteError(code: 10, extendedCode: 266, message: "disk I/O error"))
        == .ioError(message: "disk I/O error"))
    #expect(
      DatabaseFailure(SQLiteError(code: 26, message: "file is not a database"))
        == .damaged(message: "file is not a database"))
    #expect(DatabaseFailure(SQLiteError(code: 1, extendedCode: 1, message: "oops")) == .other(message: "oops", code: 1))
    #expect(DatabaseFailure(StoreError.noUsers) == nil)
  }

  /// The executable speaks to the database only through HabitStore.
  @Test func theExecutableDoesNotImportTheSQLiteLayer() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/habit")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
      #expect(!text.split(separator: "\n").contains { $0.hasPrefix("import SQLite") }, "\(file) imports SQLite")
    }
  }
}
