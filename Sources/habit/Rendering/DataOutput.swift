import HabitInterchange
import HabitViews

/// Standard output as a stream for the renderers, through the same buffer as `print`.
struct StandardOutput: TextOutputStream {
  mutating func write(_ text: String) { print(text, terminator: "") }
}

/// Prints a value as pretty JSON with sorted keys, so that scripts and tests see a stable text. On a terminal,
/// the control characters JSON itself leaves raw are escaped too (``terminalSafeJSON(_:)``).
func printJSON(_ value: some Encodable) throws {
  var output = StandardOutput()
  guard System.isTerminal(1) else { return try writeJSON(value, to: &output) }
  var text = ""
  try writeJSON(value, to: &text)
  output.write(terminalSafeJSON(text))
}

/// Prints rows as CSV to standard output, with cells escaped against spreadsheet formulas. On a terminal, which a
/// person reads, each cell's control characters are shown escaped (``visible(_:)``), as every other view shows
/// them; piped, the cells are the data as it is.
func printCSV(header: [String], rows: [[String]]) throws {
  let onTerminal = System.isTerminal(1)
  var writer = CSVWriter(sink: FileDescriptorByteSink(fileDescriptor: 1))
  try writer.write(header)
  for row in rows { try writer.write(onTerminal ? row.map { visible($0) } : row) }
  try writer.flush()
}

extension QueryOutput {
  /// Standard output, written through as the printer's buffer fills.
  static var standardOutput: QueryOutput {
    var sink = FileDescriptorByteSink(fileDescriptor: 1)
    return QueryOutput { try sink.write($0) }
  }
}
