/// One row of an ad-hoc query's result as `habit sql`'s printer reads it: each value's kind, then the value,
/// its bytes read in place where it can.
public protocol QueryResultRow {
  var columnCount: Int { get }

  /// What kind of value a column holds in this row.
  func kind(_ index: Int) -> QueryValueKind

  func integer(_ index: Int) -> Int64

  func real(_ index: Int) -> Double

  /// The UTF-8 bytes of a text value, or a blob's bytes, without copying them: valid until the next row.
  func bytes(_ index: Int) -> UnsafeRawBufferPointer

  /// The UTF-8 bytes of a value ``kind(_:)`` said is text, without asking its kind again: valid until the next row.
  func textBytes(_ index: Int) -> UnsafeRawBufferPointer

  /// The value as text (a blob as `x'0a1b'`), nil for NULL: what a table shows.
  func text(_ index: Int) -> String?
}
