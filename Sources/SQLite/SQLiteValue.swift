import CSQLite

/// A Swift value that can be bound to a statement parameter.
public protocol SQLiteBindable {
  func bind(to statement: OpaquePointer, at index: Int32) -> Int32
}

/// A Swift value that can be read from a result column, strictly: a TEXT column is never read as a number.
public protocol SQLiteDecodable {
  /// The SQL type named in a type-mismatch error.
  static var sqlTypeName: String { get }
  /// Returns nil when the column's storage class is not this type's.
  static func decode(from statement: OpaquePointer, at index: Int32) -> Self?
}

public typealias SQLiteValue = SQLiteBindable & SQLiteDecodable

// SQLITE_TRANSIENT is a C macro Swift cannot import: SQLite copies the bytes before the call returns.
@usableFromInline let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

extension Int: SQLiteValue {
  @inlinable public static var sqlTypeName: String { "INTEGER" }
  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_int64(statement, index, Int64(self))
  }
  @inlinable public static func decode(from statement: OpaquePointer, at index: Int32) -> Int? {
    sqlite3_column_type(statement, index) == SQLITE_INTEGER ? Int(sqlite3_column_int64(statement, index)) : nil
  }
}

extension Int64: SQLiteValue {
  @inlinable public static var sqlTypeName: String { "INTEGER" }
  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_int64(statement, index, self)
  }
  @inlinable public static func decode(from statement: OpaquePointer, at index: Int32) -> Int64? {
    sqlite3_column_type(statement, index) == SQLITE_INTEGER ? sqlite3_column_int64(statement, index) : nil
  }
}

extension Bool: SQLiteValue {
  @inlinable public static var sqlTypeName: String { "INTEGER (0 or 1)" }
  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_int64(statement, index, self ? 1 : 0)
  }
  @inlinable public static func decode(from statement: OpaquePointer, at index: Int32) -> Bool? {
    guard sqlite3_column_type(statement, index) == SQLITE_INTEGER else { return nil }
    switch sqlite3_column_int64(statement, index) {
    case 0: return false
    case 1: return true
    default: return nil
    }
  }
}

extension Double: SQLiteValue {
  @inlinable public static var sqlTypeName: String { "REAL" }
  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_double(statement, index, self)
  }
  /// Reads REAL, and INTEGER too: aggregates such as SUM over whole amounts return integers, losslessly.
  @inlinable public static func decode(from statement: OpaquePointer, at index: Int32) -> Double? {
    switch sqlite3_column_type(statement, index) {
    case SQLITE_FLOAT, SQLITE_INTEGER: return sqlite3_column_double(statement, index)
    default: return nil
    }
  }
}

extension String: SQLiteValue {
  @inlinable public static var sqlTypeName: String { "TEXT" }
  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    var copy = self
    return copy.withUTF8 { buffer in
      sqlite3_bind_text(statement, index, buffer.baseAddress, Int32(buffer.count), transient)
    }
  }
  @inlinable public static func decode(from statement: OpaquePointer, at index: Int32) -> String? {
    guard sqlite3_column_type(statement, index) == SQLITE_TEXT, let text = sqlite3_column_text(statement, index) else {
      return nil
    }
    let count = Int(sqlite3_column_bytes(statement, index))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }
}

/// Bytes bound as a blob, which SQLite copies before the call returns.
extension UnsafeRawBufferPointer: SQLiteBindable {
  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_blob(statement, index, baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(count), transient)
  }
}

/// UTF-8 bytes bound as TEXT, which SQLite copies before the call returns: text made on the stack, bound without
/// a `String`.
public struct TextBytes: SQLiteBindable {
  public let bytes: UnsafeBufferPointer<UInt8>

  @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), transient)
  }
}

/// UTF-8 bytes bound as TEXT without a copy: SQLite reads them when the statement runs, so they must stay valid
/// and unchanged until then, and the parameter must be bound again before any later run. For the rows of a bulk
/// insert, whose texts fill one buffer: a copy costs an allocation and a free each.
public struct BorrowedText: SQLiteBindable {
  public let bytes: UnsafeBufferPointer<UInt8>

  @inlinable public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    // SQLITE_STATIC: a null destructor.
    sqlite3_bind_text(statement, index, bytes.baseAddress, Int32(bytes.count), nil)
  }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
  @inlinable public func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
    switch self {
    case .none: return sqlite3_bind_null(statement, index)
    case .some(let value): return value.bind(to: statement, at: index)
    }
  }
}

extension Optional: SQLiteDecodable where Wrapped: SQLiteDecodable {
  @inlinable public static var sqlTypeName: String { Wrapped.sqlTypeName + " or NULL" }
  @inlinable public static func decode(from statement: OpaquePointer, at index: Int32) -> Wrapped?? {
    if sqlite3_column_type(statement, index) == SQLITE_NULL { return .some(nil) }
    return Wrapped.decode(from: statement, at: index).map { .some($0) }
  }
}
