import CSQLite
import HabitCore
import SQLite

/// Days are stored as `yyyy-MM-dd` text; reading them parses the column's bytes in place, without a String.
/// The schema's CHECKs keep them real dates, so a value that is not one means a hand-edited file: reading it is
/// a type-mismatch error naming the column.
extension Day: SQLiteValue {
  public static var sqlTypeName: String { "a yyyy-MM-dd day" }

  public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    description.bind(to: statement, at: index)
  }

  public static func decode(from statement: OpaquePointer, at index: Int32) -> Day? {
    guard sqlite3_column_type(statement, index) == SQLITE_TEXT, let text = sqlite3_column_text(statement, index) else {
      return nil
    }
    return Day(utf8: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))))
  }
}
