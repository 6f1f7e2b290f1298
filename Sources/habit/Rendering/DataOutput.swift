import FoundationEssentials
import HabitInterchange

/// Prints a value as pretty JSON with sorted keys, so that scripts and tests see a stable text.
func printJSON(_ value: some Encodable) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let data = try encoder.encode(value)
  print(String(decoding: data, as: UTF8.self))
}

/// Prints rows as CSV to standard output, with cells escaped against spreadsheet formulas.
func printCSV(header: [String], rows: [[String]]) throws {
  var writer = CSVWriter(sink: FileDescriptorByteSink(fileDescriptor: 1))
  try writer.write(header)
  for row in rows { try writer.write(row) }
  try writer.flush()
}
