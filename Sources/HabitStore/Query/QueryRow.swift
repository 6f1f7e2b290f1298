import HabitScreens
import SQLite

/// One row of an ad-hoc query's result as SQLite holds it, for a printer to read without copying its values.
/// Valid only while ``QueryGate/run(_:parameters:timeLimit:columns:row:)`` hands it out.
public struct QueryRow: QueryResultRow {
  let row: Row

  public var columnCount: Int { Int(row.columnCount) }

  public func kind(_ index: Int) -> QueryValueKind {
    switch row.storageClass(Int32(index)) {
    case .null: .null
    case .integer: .integer
    case .real: .real
    case .text: .text
    case .blob: .blob
    }
  }

  public func integer(_ index: Int) -> Int64 { row.int64(Int32(index)) }

  public func real(_ index: Int) -> Double { row.double(Int32(index)) }

  public func bytes(_ index: Int) -> UnsafeRawBufferPointer { row.bytes(Int32(index)) }

  public func textBytes(_ index: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(row.text(Int32(index)) ?? UnsafeBufferPointer(start: nil, count: 0))
  }

  public func text(_ index: Int) -> String? {
    let value = row.dynamicValue(Int32(index))
    return value == .null ? nil : value.text
  }
}

/// A value bound to a named parameter (`:name`) of ad-hoc SQL.
public enum QueryParameter: Equatable, Sendable {
  case integer(Int64)
  case real(Double)
  case text(String)

  var value: DynamicValue {
    switch self {
    case .integer(let number): .integer(number)
    case .real(let number): .real(number)
    case .text(let text): .text(text)
    }
  }
}
