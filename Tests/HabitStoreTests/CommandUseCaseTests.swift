import Foundation
import HabitCore
import HabitScreens
import Testing

@testable import HabitStore

/// The use cases that took over what commands did around them: each answers in one snapshot or one transaction.
@Suite struct CommandUseCaseTests {
  @Test func onlyTheFirstMemberAddedIsTheFirst() throws {
    let database = try HabitDatabase.inMemory()
    #expect(try database.addMember(named: "alice").isFirst)
    #expect(try !database.addMember(named: "bob").isFirst)
  }

  @Test func theMemberListMarksTheActingMemberAndNobodyWhenNoneIsFound() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    _ = try database.addUser(named: "bob")
    #expect(try database.memberList(current: .named("ALICE")).current == alice)
    #expect(try database.memberList(current: .named("carol")) == MemberList(users: database.users(), current: nil))
  }

  @Test func aDeletionDeletesExactlyTheActivityItPrepared() throws {
    // Given two activities, one with a completion and a skipped day
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let today = day("2026-11-02")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today)
    _ = try database.addActivity(NewActivity(name: "Walk"), for: alice, today: today)
    _ = try database.recordCompletion(read, on: today)
    _ = try database.mark(read, on: day("2026-11-01"), as: .skipped)
    // When Read's deletion is prepared, then confirmed
    let deletion = try database.prepareDeletion(of: "read", for: alice)
    #expect(deletion.summary == DeletionSummary(activities: 1, completions: 1, marks: 1))
    try database.delete(deletion)
    // Then only Walk is left
    #expect(try database.activities(of: alice, includeArchived: true).map(\.name) == ["Walk"])
  }

  @Test func anImportOfAUserTheFileLacksIsRefusedBeforeAnyFileIsMade() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("habit.sqlite").path
    var batch = try ImportBatch(format: "json")
    batch.users = ["alice", "bob"].map {
      ImportedUser(name: $0, role: .defined, location: InputLocation(line: 1, column: 1))
    }
    let request = ImportRequest(
      file: "export.json", acting: .named("carol"), onlyUser: "carol", today: day("2026-11-02"), dryRun: false)
    #expect(throws: StoreError.noRecordsOfUser(file: "export.json", user: "carol", users: ["alice", "bob"])) {
      try HabitDatabase.importFile(
        batch, at: path, request, open: { try HabitDatabase.open(path: path) }, unlock: { _, _ in })
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func anImportWithNobodyToActAsIsRefusedByItsRehearsalBeforeAnyFileIsMade() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("habit.sqlite").path
    var batch = try ImportBatch(format: "dates-csv")
    batch.activities.append(ImportedActivity(name: "Read", location: InputLocation(line: 2, column: 1)))
    let request = ImportRequest(
      file: "days.csv", acting: .chosen(uuid: nil), onlyUser: nil, today: day("2026-11-02"), dryRun: false)
    var opened = false
    #expect(throws: StoreError.self) {
      try HabitDatabase.importFile(
        batch, at: path, request,
        open: {
          opened = true
          return try HabitDatabase.open(path: path)
        }, unlock: { _, _ in })
    }
    #expect(!opened && !FileManager.default.fileExists(atPath: path))
  }
}
