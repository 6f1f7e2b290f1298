import HabitInterchange
import HabitViews

/// Standard output as a stream for the renderers, through the same buffer as `print`.
struct StandardOutput: TextOutputStream {
  mutating func write(_ text: String) { print(text, terminator: "") }
}

/// Prints a value as pretty JSON with sorted keys, so that scripts and tests see a stable text.
func printJSON(_ value: some Encodable) throws {
  var output = StandardOutput()
  try writeJSON(value, to: &output)
}

/// Prints rows as CSV to standard output, with cells escaped against spreadsheet formulas.
func printCSV(header: [String], rows: [[String]]) throws {
  var writer = CSVWriter(sink: FileDescriptorByteSink(fileDescriptor: 1))
  try writer.write(header)
  for row in rows { try writer.write(row) }
  try writer.flush()
}
