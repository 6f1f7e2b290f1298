import CSQLite
import HabitCore
import SQLite

/// Days are stored as `yyyy-MM-dd` text; reading them parses the column's bytes in place, without a String.
extension Day: SQLiteValue {
  public static var sqlTypeName: String { "TEXT (yyyy-MM-dd)" }

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
