// A libFuzzer target for the whole import path, built by scripts/fuzz with the package's sources; not part of the
// package. Any input, in any format, must be imported into a real in-memory database or refused with an error,
// never crash; and an accepted input imported a second time must add nothing.

import HabitCore
import HabitInterchange
import HabitScreens
import HabitStore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImporter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    _ = try database.addUser(named: "bob")
    let options = ImportOptions(actingUser: alice, today: Day(year: 2026, month: 11, day: 21)!)
    func importOnce() throws -> ImportReport? {
      let batch: ImportBatch
      do {
        batch = try Importer.read(MemoryByteSource(bytes, chunkSize: 7), settings: ImportSettings(today: options.today))
      } catch is ImportError {
        return nil
      }
      do {
        return try database.importBatch(batch, options: options)
      } catch is ImportError {
        return nil
      } catch is StoreError {
        return nil
      }
    }
    guard let first = try importOnce() else { return 0 }
    guard let second = try importOnce() else { preconditionFailure("an accepted input was refused the second time") }
    precondition(second.completions.added == 0 && second.marks.added == 0 && second.activities.added == 0,
                 "a second import added \(second), after \(first)")
  } catch {
    preconditionFailure("unexpected error: \(error)")
  }
  return 0
}
