/// Reads CSV records one at a time from a ``ByteSource``, strictly by RFC 4180.
///
/// Fields are separated by commas and records by LF or CRLF; a field may be quoted, and then holds commas, line
/// breaks and doubled quotes (`""` for one `"`). A leading UTF-8 byte order mark is skipped, and the last record
/// may lack a line ending. Every line is a record, so a blank line is a record with one empty field: in a table of
/// several columns it is rejected as a ragged row rather than silently skipped. Everything else that RFC 4180
/// does not allow is an error: a lone carriage return, a stray quote, text after a closing quote, a quote left
/// open, invalid UTF-8, and records whose field count differs from the first record's.
///
/// The reader holds only the record being parsed, so memory is bounded by `maxRecordBytes` (about twice that at
/// worst), never by the file. After an error the reader is spent: `next()` throws the same error again.
///
/// ```swift
/// var reader = CSVReader(source: FileDescriptorByteSource(fileDescriptor: descriptor))
/// while let record = try reader.next() {
///   print(record.line, record.fields)
/// }
/// ```
public struct CSVReader<Source: ByteSource> {
  /// The longest record accepted unless the caller says otherwise: 1 MiB.
  public static var defaultMaxRecordBytes: Int { 1 << 20 }

  private var source: Source
  private var parser: CSVRecordParser
  private var failure: CSVError?

  /// Creates a reader that pulls up to 64 KiB at a time from `source`.
  ///
  /// - Parameter maxRecordBytes: The longest record, line ending included, before reading stops with
  ///   ``CSVError/Kind/recordTooLong(limit:)``; it keeps a hostile or broken file from exhausting memory.
  ///   - allowsRaggedRecords: Accept records whose field count differs from the first record's, for files that
  ///     another program wrote so (Daylio leaves out an empty last cell).
  public init(source: Source, maxRecordBytes: Int = defaultMaxRecordBytes, allowsRaggedRecords: Bool = false) {
    self.source = source
    parser = CSVRecordParser(maxRecordBytes: maxRecordBytes, chunkSize: 1 << 16)
    parser.allowsRaggedRecords = allowsRaggedRecords
  }

  /// Where field `index` (0-based) of the record returned last begins: its 1-based line and column, counted as
  /// in ``CSVError``. For pointing at a value that is well-formed CSV but wrong for the importer.
  ///
  /// Valid only until the next call of ``next()``, which may discard the record's bytes.
  public func location(ofField index: Int) -> (line: Int, column: Int) {
    parser.location(ofField: index)
  }

  /// Returns the next record, or nil after the last one.
  public mutating func next() throws(CSVError) -> CSVRecord? {
    if let failure { throw failure }
    do throws(CSVError) {
      return try parser.next(reading: &source)
    } catch {
      failure = error
      throw error
    }
  }
}
