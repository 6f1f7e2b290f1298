import Foundation
import HabitCore
import SQLite
import Testing

@testable import HabitStore

/// The check a fresh backup gets: every page read back, without re-judging the source's data.
@Suite struct BackupCheckTests {
  /// A database file with alice's Read done on 400 days, and a backup of it; returns the directory and the backup.
  static func backedUp() throws -> (directory: URL, backup: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-backup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let database = try HabitDatabase.open(path: directory.appendingPathComponent("habit.sqlite").path)
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2025-01-01"))
    for offset in 0..<400 {
      _ = try database.recordCompletion(read, on: day("2025-01-01").adding(days: offset), note: "chapter \(offset)")
    }
    let backup = directory.appendingPathComponent("backup.sqlite").path
    _ = try database.backup(to: backup)
    return (directory, backup)
  }

  @Test func aSoundCopyPassesAndSaysWhatItHolds() throws {
    let (directory, backup) = try Self.backedUp()
    defer { try? FileManager.default.removeItem(at: directory) }
    let summary = try HabitDatabase.validateCopy(try Connection(path: backup, access: .readOnly), path: backup)
    #expect(summary.completions == 400)
  }

  /// A page damaged after the copy was written (as a short write or a bad disk would) is found.
  @Test func aDamagedPageIsFound() throws {
    let (directory, backup) = try Self.backedUp()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try FileHandle(forReadingFrom: URL(fileURLWithPath: backup))
    let pageSize = 4096
    let pages = Int(try file.seekToEnd()) / pageSize
    try file.close()
    // A page of the schema, and the last page (completions' rows or index), each with its header garbled in a
    // copy of its own.
    for page in [1, pages - 1] {
      let damaged = directory.appendingPathComponent("damaged-\(page).sqlite").path
      try FileManager.default.copyItem(atPath: backup, toPath: damaged)
      let file = try FileHandle(forUpdating: URL(fileURLWithPath: damaged))
      try file.seek(toOffset: UInt64(page * pageSize))
      try file.write(contentsOf: Data(repeating: 0xFF, count: 64))
      try file.close()
      #expect {
        try HabitDatabase.validateCopy(try Connection(path: damaged, access: .readOnly), path: damaged)
      } throws: { error in
        guard case BackupError.damaged(let path, let problems) = error else { return false }
        return path == damaged && !problems.isEmpty
      }
    }
  }

  /// Any one page of the copy left as zeros (a write that never reached the disk) is found: every page of a fresh
  /// backup belongs to a table's or an index's b-tree, and each is walked.
  @Test func anyPageLeftAsZerosIsFound() throws {
    let (directory, backup) = try Self.backedUp()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try Data(contentsOf: URL(fileURLWithPath: backup))
    let pageSize = 4096
    let pages = original.count / pageSize
    #expect(try Connection(path: backup, access: .readOnly).scalar("PRAGMA freelist_count", as: Int.self) == 0)
    var missed: [Int] = []
    for page in 0..<pages {
      var bytes = original
      bytes.replaceSubrange(page * pageSize..<(page + 1) * pageSize, with: Data(count: pageSize))
      let damaged = directory.appendingPathComponent("zeros-\(page + 1).sqlite").path
      try bytes.write(to: URL(fileURLWithPath: damaged))
      do {
        _ = try HabitDatabase.validateCopy(try Connection(path: damaged, access: .readOnly), path: damaged)
        missed.append(page + 1)
      } catch BackupError.damaged(let path, let problems) {
        #expect(path == damaged && !problems.isEmpty)
      }
      try FileManager.default.removeItem(atPath: damaged)
    }
    #expect(pages > 10 && missed.isEmpty, "pages \(missed) of \(pages) passed")
  }
}
