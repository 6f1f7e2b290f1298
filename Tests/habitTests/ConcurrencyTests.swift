import Foundation
import SQLite
import Synchronization
import Testing

/// Several people recording at once on one file, each through their own process.
@Suite struct ConcurrencyTests {
  @Test func fourProcessesRecordingAtOnceLoseNothing() throws {
    // Given a household file with one activity
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Water", "--goal", "8/day")
    // When 4 processes each record 250 completions at the same time
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for index in 0..<250 {
        let result = try? sandbox.run(["done", "Water", "--date", "-\(index % 30)", "--note", "w\(worker)-\(index)"])
        if result?.status != 0 { failures.withLock { $0.append("\(worker)/\(index): \(String(describing: result))") } }
      }
    }
    // Then none failed and all 1,000 are there, each exactly once
    #expect(failures.withLock { $0 } == [])
    let db = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    #expect(try db.scalar("SELECT count(*) FROM completions", as: Int.self) == 1000)
    #expect(try db.scalar("SELECT count(DISTINCT note) FROM completions", as: Int.self) == 1000)
    #expect(try db.scalar("PRAGMA integrity_check", as: String.self) == "ok")
  }

  @Test func twoProcessesCreatingTheSameNewFileBothSucceed() throws {
    let sandbox = try Sandbox()
    let path = sandbox.directory.appendingPathComponent("new.sqlite").path
    let results = Mutex<[Int32]>([])
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      let result = try? sandbox.run(["user", "add", "user\(worker)", "--db", path])
      results.withLock { $0.append(result?.status ?? -1) }
    }
    #expect(results.withLock { $0 } == [0, 0])
    let db = try Connection(path: path, access: .readOnly)
    #expect(try db.scalar("SELECT count(*) FROM users", as: Int.self) == 2)
    #expect(try db.scalar("PRAGMA user_version", as: Int.self) == 2)
  }
}
