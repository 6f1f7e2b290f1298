import CSQLite

/// The current row of a statement being stepped; valid only inside the closure it is passed to.
public struct Row {
  @usableFromInline let statement: OpaquePointer
  @usableFromInline let sql: String

  @usableFromInline init(statement: OpaquePointer, sql: String) {
    self.statement = statement
    self.sql = sql
  }

  /// The value of column `index` (0-based), strictly typed: a mismatch is an error, not a conversion.
  ///
  /// ```swift
  /// let name: String = try row[1]
  /// let amount: Double? = try row[2]
  /// ```
  // Inlinable, so each caller gets a specialised copy: a generic call per column costs a metadata lookup.
  @inlinable
  public subscript<T: SQLiteDecodable>(_ index: Int32) -> T {
    get throws {
      guard let value = T.decode(from: statement, at: index) else { throw mismatch(index, expected: T.sqlTypeName) }
      return value
    }
  }

  @usableFromInline
  func mismatch(_ index: Int32, expected: String) -> SQLiteError {
    let name = sqlite3_column_name(statement, index).map { String(cString: $0) } ?? "?"
    return SQLiteError.typeMismatch(
      column: index, name: name, expected: expected, found: sqlite3_column_type(statement, index), sql: sql)
  }

  public var columnCount: Int32 { sqlite3_column_count(statement) }

  public func columnName(_ index: Int32) -> String {
    sqlite3_column_name(statement, index).map { String(cString: $0) } ?? ""
  }

  /// The column's storage class in this row.
  public func storageClass(_ index: Int32) -> StorageClass {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: .integer
    case SQLITE_FLOAT: .real
    case SQLITE_TEXT: .text
    case SQLITE_BLOB: .blob
    default: .null
    }
  }

  public func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

  public func double(_ index: Int32) -> Double { sqlite3_column_double(statement, index) }

  /// The UTF-8 bytes of a text column without asking its type first, for a STRICT `TEXT NOT NULL` column read
  /// once per row of a long history (a call less than `bytes`); nil for NULL. Valid only until the row moves on.
  public func text(_ index: Int32) -> UnsafeBufferPointer<UInt8>? {
    guard let start = sqlite3_column_text(statement, index) else { return nil }
    return UnsafeBufferPointer(start: start, count: Int(sqlite3_column_bytes(statement, index)))
  }

  /// The UTF-8 bytes of a text column, or the bytes of a blob, without copying them: valid only until the row
  /// moves on or another accessor converts the column.
  public func bytes(_ index: Int32) -> UnsafeRawBufferPointer {
    let start =
      sqlite3_column_type(statement, index) == SQLITE_BLOB
      ? sqlite3_column_blob(statement, index) : UnsafeRawPointer(sqlite3_column_text(statement, index))
    let count = Int(sqlite3_column_bytes(statement, index))
    guard let start, count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: start, count: count)
  }

  /// The column's value whatever its type, for generic tools such as an ad-hoc query.
  public func dynamicValue(_ index: Int32) -> DynamicValue {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
    case SQLITE_TEXT: return .text(String.decode(from: statement, at: index) ?? "")
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
      return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
    default: return .null
    }
  }
}

/// SQLite's kinds of values (`sqlite3_column_type`).
public enum StorageClass: Sendable {
  case null
  case integer
  case real
  case text
  case blob
}

/// A value of any of SQLite's storage classes.
public enum DynamicValue: Hashable, Sendable, SQLiteBindable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    switch self {
    case .null: return sqlite3_bind_null(statement, index)
    case .integer(let value): return sqlite3_bind_int64(statement, index, value)
    case .real(let value): return sqlite3_bind_double(statement, index, value)
    case .text(let value): return value.bind(to: statement, at: index)
    case .blob(let bytes):
      return bytes.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), transient) }
    }
  }
}

extension DynamicValue {
  /// The value as a person reads it: numbers and text as they are, NULL as an empty string, a blob in hex.
  public var text: String {
    switch self {
    case .null: return ""
    case .integer(let value): return String(value)
    case .real(let value): return String(value)
    case .text(let value): return value
    case .blob(let bytes): return "x'" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() + "'"
    }
  }
}
