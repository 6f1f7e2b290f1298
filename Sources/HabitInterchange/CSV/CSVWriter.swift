import HabitCore

/// Writes CSV records to a ``ByteSink``, in a form ``CSVReader`` and spreadsheets read back unchanged.
///
/// A field is quoted only when it must be: when it holds a comma, a quote, a carriage return or a line feed
/// (quotes inside are doubled). Leading and trailing spaces are kept as they are, unquoted. Records end with a
/// bare LF, which RFC 4180 readers, spreadsheets and Unix tools all accept. A record of one empty field is
/// written as `""`, so that no record is ever a blank line, and a first field that starts with U+FEFF is quoted,
/// so that it is not mistaken for a byte order mark.
///
/// Formula escaping (see ``CSVFormulaEscaping``) is on by default, because exports get opened in spreadsheets;
/// turn it off for machine pipelines that want cells verbatim.
///
/// Output is collected in a 64 KiB buffer and handed to the sink when it fills; call ``flush()`` after the last
/// record, or the tail stays in the buffer.
///
/// ```swift
/// var writer = CSVWriter(sink: FileDescriptorByteSink(fileDescriptor: STDOUT_FILENO))
/// try writer.write(["habit", "day"])
/// try writer.write(["Read, 20 pages", "2026-03-01"])
/// try writer.flush()
/// ```
public struct CSVWriter<Sink: ByteSink> {
  /// The sink, for reading back what an in-memory sink collected after ``flush()``.
  public private(set) var sink: Sink
  /// Whether cells a spreadsheet could run as formulas get a leading `'`.
  public let escapesFormulas: Bool
  private var buffer: [UInt8] = []
  private var hasWritten = false
  private static var bufferSize: Int { 1 << 16 }

  public init(sink: Sink, escapesFormulas: Bool = true) {
    self.sink = sink
    self.escapesFormulas = escapesFormulas
    buffer.reserveCapacity(Self.bufferSize)
  }

  /// Appends one record; it needs at least one field, since an empty record has no CSV form.
  public mutating func write(_ record: [String]) throws(IOError) {
    precondition(!record.isEmpty, "a CSV record has at least one field")
    CSVFieldEncoder.append(record, to: &buffer, escapingFormulas: escapesFormulas, atStart: !hasWritten)
    hasWritten = true
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Hands everything buffered to the sink.
  public mutating func flush() throws(IOError) {
    guard !buffer.isEmpty else { return }
    let result = buffer.withUnsafeBytes { bytes in Result { () throws(IOError) in try sink.write(bytes) } }
    try result.get()
    buffer.removeAll(keepingCapacity: true)
  }
}
