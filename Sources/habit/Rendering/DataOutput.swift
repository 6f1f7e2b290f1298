import FoundationEssentials

/// Prints a value as pretty JSON with sorted keys, so that scripts and tests see a stable text.
func printJSON(_ value: some Encodable) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let data = try encoder.encode(value)
  print(String(decoding: data, as: UTF8.self))
}

/// Prints rows as CSV (RFC 4180 quoting) to standard output.
func printCSV(header: [String], rows: [[String]]) {
  func field(_ text: String) -> String {
    text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
      ? "\"" + text.replacing("\"", with: "\"\"") + "\"" : text
  }
  print(header.map(field).joined(separator: ","))
  for row in rows { print(row.map(field).joined(separator: ",")) }
}
