import HabitCore

/// Encodes records into CSV bytes for ``CSVWriter``.
///
/// Apart from the writer so that the per-byte work is plain, non-generic code whatever sink the writer has.
enum CSVFieldEncoder {
  private static let quote = UInt8(ascii: "\"")
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Appends one record and its line ending; `atStart` says nothing has been written before it.
  static func append(_ record: [String], to buffer: inout [UInt8], escapingFormulas: Bool, atStart: Bool) {
    for (index, field) in record.enumerated() {
      if index > 0 { buffer.append(UInt8(ascii: ",")) }
      // Readers skip a byte order mark at the start of a file; quoting keeps a first field's U+FEFF as data.
      let mustQuote =
        (record.count == 1 && field.isEmpty) || (atStart && index == 0 && field.utf8.starts(with: byteOrderMark))
      append(field, to: &buffer, escapingFormulas: escapingFormulas, mustQuote: mustQuote)
    }
    buffer.append(UInt8(ascii: "\n"))
  }

  /// Appends one field, quoted if its bytes need it or if `mustQuote`.
  private static func append(_ field: String, to buffer: inout [UInt8], escapingFormulas: Bool, mustQuote: Bool) {
    let bytes = field.utf8
    let prefix = escapingFormulas && CSVFormulaEscaping.needsPrefix(bytes)
    let quoted =
      mustQuote
      || bytes.contains { byte in
        byte == quote || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      }
    guard quoted else {
      if prefix { buffer.append(UInt8(ascii: "'")) }
      buffer.append(contentsOf: bytes)
      return
    }
    buffer.append(quote)
    if prefix { buffer.append(UInt8(ascii: "'")) }
    for byte in bytes {
      buffer.append(byte)
      if byte == quote { buffer.append(quote) }
    }
    buffer.append(quote)
  }
}
