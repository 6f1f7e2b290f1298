import Dispatch
import Foundation
import HabitStore

/// Connections to the one database file, each used by one request at a time, on threads of their own.
///
/// SQLite calls block, so they run on Dispatch's threads and never on the server's event loops. Each connection
/// is a `HabitDatabase` with the command line's discipline (WAL, busy timeout, IMMEDIATE writes), and each use
/// case is one snapshot or one transaction: the server and command-line users write the file together safely.
final class DatabasePool: @unchecked Sendable {
  let path: String
  private let lock = NSLock()
  private var idle: [HabitDatabase] = []
  /// Connections kept open between requests: opening one checks and configures the file, too slow per request.
  private let keep = 64

  /// Opens (and migrates) the file once up front, so a file that is not habit's fails at start, not per request.
  init(path: String) throws {
    self.path = path
    idle.append(try HabitDatabase.open(path: path))
  }

  /// Runs `body` with a connection of its own, off the event loops.
  func use<T: Sendable>(_ body: @escaping @Sendable (HabitDatabase) throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        do {
          let database = try self.checkOut()
          defer { self.checkIn(database) }
          continuation.resume(returning: try body(database))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  private func checkOut() throws -> HabitDatabase {
    lock.lock()
    let database = idle.popLast()
    lock.unlock()
    return try database ?? HabitDatabase.open(path: path)
  }

  private func checkIn(_ database: HabitDatabase) {
    lock.lock()
    defer { lock.unlock() }
    if idle.count < keep { idle.append(database) }
  }
}
