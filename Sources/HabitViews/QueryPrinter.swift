import HabitCore
import HabitScreens

/// How `habit sql` prints result rows.
public enum QueryFormat: String, CaseIterable, Sendable {
  case table
  case json
  case ndjson
  case csv
}

/// Prints the result sets of ad-hoc SQL as they arrive: JSON, NDJSON and CSV stream row by row; a table holds
/// its first ``tableSample`` rows to measure its columns, prints them, and then streams the rest in those
/// widths (a later, wider value is printed whole, pushing its line's next columns right). A table's cell shows
/// at most ``tableCellCharacters`` of a value.
///
/// The streaming formats write each value's UTF-8 bytes straight from SQLite's row into one buffer, flushed to
/// the output whenever it fills: nothing is held per row or per value beyond that buffer, whatever the result's
/// size.
///
/// ```swift
/// var printer = QueryPrinter(format: .csv, color: false, output: QueryOutput { bytes in write(bytes) })
/// try gate.run(sql, timeLimit: .seconds(5), columns: { try printer.begin(columns: $0) }, row: { try printer.print($0) })
/// try printer.finish()
/// ```
public struct QueryPrinter {
  let format: QueryFormat
  let color: Bool
  private var table: Table?
  /// The widths of the current table once its first rows are printed; nil while they are still held.
  private var streamingWidths: [Int]?
  /// Rows of a table held to measure its columns: enough for widths that fit almost every row, few enough to
  /// keep memory flat; fewer when their text passes ``tableSampleBytes``.
  static let tableSample = 1000
  static let tableSampleBytes = 1 << 20
  private var heldBytes = 0
  private var printedSets = 0
  private var printedRows = 0
  private var wroteCSVHeader = false
  private var output: QueryOutput
  /// Per column of the current result set, what comes before its value: `{"name": ` or `, "name": `.
  private var jsonKeys: [[UInt8]] = []

  public init(format: QueryFormat, color: Bool, output: QueryOutput) {
    self.format = format
    self.color = color
    self.output = output
  }

  /// "Committed: 3 rows changed.": what `habit sql --write` says once its transaction is committed.
  public static func committed(_ summary: QuerySummary) -> String {
    "Committed: \(summary.changes) row\(summary.changes == 1 ? "" : "s") changed."
  }

  /// A result set begins: prints what is still held of the one before, then this one's header.
  public mutating func begin(columns names: [String]) throws {
    try finishSet()
    switch format {
    case .table: table = Table(names.map { Table.Column(title: $0) })
    case .csv:
      for (index, name) in names.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        try CSVBytes.append(name, to: &output, single: names.count == 1, atStart: !wroteCSVHeader && index == 0)
      }
      output.append(UInt8(ascii: "\n"))
      wroteCSVHeader = true
    case .json, .ndjson:
      jsonKeys = names.enumerated().map { index, name in
        Array((index == 0 ? "{" : ", ").utf8) + JSONBytes.quoted(name) + Array(": ".utf8)
      }
    }
    try output.flushIfFull()
  }

  /// Prints one row of the current result set.
  public mutating func print(_ row: some QueryResultRow) throws {
    let count = row.columnCount
    switch format {
    case .table:
      let cells = (0..<count).map { Self.tableCell(row, $0) }
      if let widths = streamingWidths, let columns = table?.columns {
        var line = Table(columns)
        (line.showsHeader, line.minimumWidths) = (false, widths)
        line.append(cells)
        output.append(line.render(color: color))
        output.append(UInt8(ascii: "\n"))
      } else {
        table?.append(cells)
        heldBytes += cells.reduce(0) { $0 + $1.text.utf8.count }
        if let held = table, held.rows.count == Self.tableSample || heldBytes >= Self.tableSampleBytes {
          try printHeldRows(of: held)
          table?.rows = []
          streamingWidths = held.columnWidths()
        }
      }
    case .csv:
      for index in 0..<count {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        switch row.kind(index) {
        case .null: if count == 1 { output.append(CSVBytes.emptyField) }
        case .integer: output.append(decimal: row.integer(index))
        // Through the text path: `-inf` and `-1e-05` are not plain numbers to a spreadsheet.
        case .real: try CSVBytes.append(String(row.real(index)), to: &output, single: false, atStart: false)
        case .text: try CSVBytes.append(row.textBytes(index), to: &output, single: count == 1, atStart: false)
        case .blob: try output.appendHex(row.bytes(index))
        }
      }
      output.append(UInt8(ascii: "\n"))
    case .json, .ndjson:
      if format == .json { output.append(printedRows == 0 ? "[\n  " : ",\n  ") }
      for index in 0..<count {
        output.append(jsonKeys[index])
        switch row.kind(index) {
        case .null: output.append("null")
        case .integer: output.append(decimal: row.integer(index))
        // JSON has no infinity or NaN: they become null rather than invalid JSON.
        case .real:
          let number = row.real(index)
          output.append(number.isFinite ? String(number) : "null")
        case .text: try JSONBytes.appendString(row.textBytes(index), to: &output)
        case .blob:
          output.append(UInt8(ascii: "\""))
          try output.appendHex(row.bytes(index))
          output.append(UInt8(ascii: "\""))
        }
      }
      output.append(UInt8(ascii: "}"))
      if format == .ndjson { output.append(UInt8(ascii: "\n")) }
    }
    printedRows += 1
    try output.flushIfFull()
  }

  /// The most characters a table's cell shows of a text (or of a blob's hex): the table is for reading, and a
  /// value of any size is then read only as far as it is shown, so memory and time stay bounded whatever the
  /// values (eight 16 MiB blobs once took 2.9 GB and a minute past `--timeout`). `--format csv` or `json` print
  /// values whole.
  static let tableCellCharacters = 200

  /// A value as a table shows it: NULL dimmed, a number whole, a text or blob cut after ``tableCellCharacters``
  /// with `…` and its size in bytes.
  static func tableCell(_ row: some QueryResultRow, _ index: Int) -> Table.Cell {
    let limit = tableCellCharacters
    switch row.kind(index) {
    case .null: return Table.Cell("NULL", .dim)
    case .integer, .real: return Table.Cell(row.text(index) ?? "")
    case .text:
      let bytes = row.bytes(index)
      // A character is at most 4 bytes: the prefix read holds the characters shown and tells whether more follow.
      let text = String(decoding: bytes.prefix(4 * limit + 4), as: UTF8.self)
      guard bytes.count > 4 * limit + 4 || text.count > limit else { return Table.Cell(text) }
      return Table.Cell(String(text.prefix(limit)) + "… (\(bytes.count) bytes)")
    case .blob:
      let bytes = row.bytes(index)
      let shown = bytes.prefix(limit / 2).map { byte in
        String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0x0F)])
      }.joined()
      return Table.Cell("x'" + shown + (bytes.count > limit / 2 ? "…' (\(bytes.count) bytes)" : "'"))
    }
  }

  private static let hexDigits = Array("0123456789abcdef")

  /// Prints what is still held: the last table, the end of the JSON array, the buffer.
  public mutating func finish() throws {
    try finishSet()
    if format == .json { output.append(printedRows == 0 ? "[]\n" : "\n]\n") }
    try output.flush()
  }

  private mutating func finishSet() throws {
    guard let current = table else { return }
    if streamingWidths == nil { try printHeldRows(of: current) }
    (table, streamingWidths, heldBytes) = (nil, nil, 0)
    printedSets += 1
    try output.flush()
  }

  /// The table's header and the rows it holds, after a blank line when a result set came before.
  private mutating func printHeldRows(of table: Table) throws {
    if printedSets > 0 { output.append(UInt8(ascii: "\n")) }
    output.append(table.render(color: color))
    output.append(UInt8(ascii: "\n"))
    try output.flushIfFull()
  }
}

/// The bytes `habit sql` prints, gathered in one buffer and handed to `write` whenever it holds 64 KiB: a large
/// value passes through in pieces, so memory never grows with a value or a result.
public struct QueryOutput {
  private var buffer: [UInt8] = []
  private let write: (UnsafeRawBufferPointer) throws -> Void
  private static let capacity = 1 << 16
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// `write` takes all of the bytes it is given, or throws.
  public init(write: @escaping (UnsafeRawBufferPointer) throws -> Void) {
    self.write = write
    buffer.reserveCapacity(Self.capacity + 256)
  }

  mutating func append(_ byte: UInt8) { buffer.append(byte) }

  mutating func append(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

  mutating func append(_ text: String) { buffer.append(contentsOf: text.utf8) }

  /// Appends `bytes`, flushing as the buffer fills.
  mutating func append(_ bytes: UnsafeRawBufferPointer.SubSequence) throws {
    var rest = bytes
    while !rest.isEmpty {
      let piece = rest.prefix(Self.capacity - min(buffer.count, Self.capacity - 1))
      // As a buffer of its own, the piece is copied with one `memcpy`; as a slice, one byte at a time.
      buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: piece))
      rest = rest.dropFirst(piece.count)
      try flushIfFull()
    }
  }

  mutating func append(decimal value: Int64) {
    if value < 0 { buffer.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { space in
      var start = space.count
      repeat {
        start -= 1
        space[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: space[start...]))
    }
  }

  /// A blob as `x'0a1b...'`, as the table shows it.
  mutating func appendHex(_ bytes: UnsafeRawBufferPointer) throws {
    buffer.append(UInt8(ascii: "x"))
    buffer.append(UInt8(ascii: "'"))
    for byte in bytes {
      buffer.append(Self.hexDigits[Int(byte >> 4)])
      buffer.append(Self.hexDigits[Int(byte & 0x0F)])
      if buffer.count >= Self.capacity { try flush() }
    }
    buffer.append(UInt8(ascii: "'"))
  }

  mutating func flushIfFull() throws {
    if buffer.count >= Self.capacity { try flush() }
  }

  mutating func flush() throws {
    guard !buffer.isEmpty else { return }
    try buffer.withUnsafeBytes { try write($0) }
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Text from SQLite as valid UTF-8: its own bytes when they are (as habit writes them), else repaired the way
/// `String(decoding:as:)` repairs them, each bad sequence becoming U+FFFD.
func withValidUTF8<T>(_ bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
  if !bytes.contains(where: { $0 >= 0x80 }) || String(validating: bytes, as: UTF8.self) != nil {
    return try body(bytes)
  }
  var repaired = String(decoding: bytes, as: UTF8.self)
  return try repaired.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
}

/// CSV fields as bytes, quoted and formula-escaped as ``CSVWriter`` does it for exports.
enum CSVBytes {
  private static let quote = UInt8(ascii: "\"")
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  /// A lone empty field, quoted: an empty line would be no record at all.
  static let emptyField = Array("\"\"".utf8)

  /// Appends one text field. A lone empty field is quoted (an empty line is no record), and so is a first
  /// field that starts with a byte order mark, which readers would skip.
  static func append(_ raw: UnsafeRawBufferPointer, to output: inout QueryOutput, single: Bool, atStart: Bool) throws {
    try withValidUTF8(raw) { bytes in
      let prefix =
        mayBeFormula(bytes)
        && CSVFormulaEscaping.escape(String(decoding: bytes, as: UTF8.self)).utf8.count > bytes.count
      let quoted =
        (single && bytes.isEmpty) || (atStart && bytes.starts(with: byteOrderMark))
        || bytes.contains {
          $0 == quote || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
      if quoted { output.append(quote) }
      if prefix { output.append(UInt8(ascii: "'")) }
      guard quoted else { return try output.append(bytes[...]) }
      var rest = bytes[...]
      while let index = rest.firstIndex(of: quote) {
        try output.append(rest[...index])
        output.append(quote)
        rest = rest[(index + 1)...]
      }
      try output.append(rest)
      output.append(quote)
    }
  }

  /// Whether the field starts, after any quotes, with what a spreadsheet takes for a formula: only then is the
  /// exporters' escaping asked (few fields do).
  private static func mayBeFormula(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let first = bytes.first(where: { $0 != UInt8(ascii: "'") }) else { return false }
    switch first {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "\t"),
      UInt8(ascii: "\r"):
      return true
    default: return false
    }
  }

  static func append(_ text: String, to output: inout QueryOutput, single: Bool, atStart: Bool) throws {
    var text = text
    try text.withUTF8 { try append(UnsafeRawBufferPointer($0), to: &output, single: single, atStart: atStart) }
  }
}

/// JSON strings as bytes.
enum JSONBytes {
  /// Appends `raw` as a JSON string: quotes, backslashes and control characters escaped, the rest as it is.
  static func appendString(_ raw: UnsafeRawBufferPointer, to output: inout QueryOutput) throws {
    try withValidUTF8(raw) { bytes in
      output.append(UInt8(ascii: "\""))
      var rest = bytes[...]
      while let index = rest.firstIndex(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        try output.append(rest[..<index])
        output.append(escape(rest[index]))
        rest = rest[(index + 1)...]
      }
      try output.append(rest)
      output.append(UInt8(ascii: "\""))
    }
  }

  /// `text` as a JSON string's bytes, escaped as `appendString` escapes: for the column names, once per result set.
  static func quoted(_ text: String) -> [UInt8] {
    var result = [UInt8(ascii: "\"")]
    for byte in text.utf8 {
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        result += escape(byte).utf8
      } else {
        result.append(byte)
      }
    }
    result.append(UInt8(ascii: "\""))
    return result
  }

  static func appendString(_ text: String, to output: inout QueryOutput) throws {
    var text = text
    try text.withUTF8 { try appendString(UnsafeRawBufferPointer($0), to: &output) }
  }

  private static func escape(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "\""): "\\\""
    case UInt8(ascii: "\\"): "\\\\"
    case UInt8(ascii: "\n"): "\\n"
    case UInt8(ascii: "\r"): "\\r"
    case UInt8(ascii: "\t"): "\\t"
    default:
      "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
    }
  }
}
