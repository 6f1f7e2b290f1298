import SQLite

/// One row of an ad-hoc query's result as SQLite holds it, for a printer to read without copying its values.
/// Valid only while ``QueryGate/run(_:parameters:timeLimit:columns:row:)`` hands it out.
public struct QueryRow {
  let row: Row

  /// What kind of value a column holds in this row.
  public enum Kind: Sendable {
    case null
    case integer
    case real
    case text
    case blob
  }

  public var columnCount: Int { Int(row.columnCount) }

  public func kind(_ index: Int) -> Kind {
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

  /// The UTF-8 bytes of a text value, or a blob's bytes, without copying them: valid until the next row.
  public func bytes(_ index: Int) -> UnsafeRawBufferPointer { row.bytes(Int32(index)) }

  /// The value as text (a blob as `x'0a1b'`), nil for NULL: what a table shows.
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
