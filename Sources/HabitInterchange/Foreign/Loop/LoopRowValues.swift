import HabitStore
import SQLite

/// One row of a backup's table, read by column name: NULL as nil, the loose types SQLite allows converted where
/// the meaning is clear, and otherwise an error naming the table, the row's id and the column.
struct LoopRowValues {
  let row: Row
  let columns: [String]
  let table: String

  /// The column's value; NULL for a column the file does not have.
  private func value(_ column: String) -> DynamicValue {
    columns.firstIndex(of: column).map { row.dynamicValue(Int32($0)) } ?? .null
  }

  func integer(_ column: String) throws(ImportError) -> Int64? {
    switch value(column) {
    case .null: return nil
    case .integer(let number): return number
    case .real(let number) where number == number.rounded() && abs(number) < 9e15: return Int64(number)
    case let other: throw invalid(column, other.text, expected: "a whole number")
    }
  }

  func real(_ column: String) throws(ImportError) -> Double? {
    switch value(column) {
    case .null: return nil
    case .integer(let number): return Double(number)
    case .real(let number): return number
    case let other: throw invalid(column, other.text, expected: "a number")
    }
  }

  func text(_ column: String) throws(ImportError) -> String? {
    switch value(column) {
    case .null: return nil
    case .text(let text): return text
    case .integer, .real: return value(column).text
    case let other: throw invalid(column, other.text, expected: "text")
    }
  }

  /// The error for a value that is not what Loop writes in `column`.
  func invalid(_ column: String, _ found: String, expected: String) -> ImportError {
    let id = if case .integer(let id) = value("id") { " with id \(id)" } else { "" }
    let shown = found.count > 40 ? String(found.prefix(40)) + "…" : found
    return ImportError(
      "\(table) row\(id): \(column) is \(shown), not \(expected)", at: nil,
      hint: LoopBackupParser.damagedHint)
  }
}
