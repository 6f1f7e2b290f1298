import HabitInterchange
import HabitStore
import HabitViews
import SQLite

/// How `habit sql` prints result rows.
enum QueryFormat: String, CaseIterable {
  case table
  case json
  case ndjson
  case csv
}

/// Prints the result sets of ad-hoc SQL as they arrive: JSON, NDJSON and CSV stream row by row; a table is
/// collected first, since its columns are as wide as their widest cell.
struct QueryPrinter {
  let format: QueryFormat
  let color: Bool
  private var columns: [String] = []
  private var table: Table?
  private var printedSets = 0
  private var printedRows = 0
  private var csv = CSVWriter(sink: FileDescriptorByteSink(fileDescriptor: 1))

  init(format: QueryFormat, color: Bool) {
    self.format = format
    self.color = color
  }

  mutating func handle(_ event: QueryEvent) throws {
    switch event {
    case .columns(let names):
      try finishSet()
      columns = names
      switch format {
      case .table: table = Table(names.map { Table.Column(title: $0) })
      case .csv:
        if printedSets > 0 { try csv.write([""]) }
        try csv.write(names)
      case .json, .ndjson: break
      }
    case .row(let values):
      switch format {
      case .table: table?.append(values.map { Table.Cell($0 == .null ? "NULL" : $0.text, $0 == .null ? .dim : nil) })
      case .csv: try csv.write(values.map(\.text))
      case .json: print((printedRows == 0 ? "[\n  " : ",\n  ") + JSONText.object(columns, values), terminator: "")
      case .ndjson: print(JSONText.object(columns, values))
      }
      printedRows += 1
    }
  }

  /// Prints what is still held: the last table, the end of the JSON array, CSV's buffer.
  mutating func finish() throws {
    try finishSet()
    switch format {
    case .json: print(printedRows == 0 ? "[]" : "\n]")
    case .csv: try csv.flush()
    case .table, .ndjson: break
    }
  }

  private mutating func finishSet() throws {
    guard let current = table else { return }
    if printedSets > 0 { print("") }
    print(current.render(color: color))
    table = nil
    printedSets += 1
  }
}

/// Minimal JSON writing for result rows, keeping the columns' order (an encoder of dictionaries would not).
enum JSONText {
  static func object(_ keys: [String], _ values: [DynamicValue]) -> String {
    "{" + zip(keys, values).map { string($0) + ": " + value($1) }.joined(separator: ", ") + "}"
  }

  static func value(_ value: DynamicValue) -> String {
    switch value {
    case .null: return "null"
    case .integer(let number): return String(number)
    // JSON has no infinity or NaN: they become null rather than invalid JSON.
    case .real(let number): return number.isFinite ? String(number) : "null"
    case .text(let text): return string(text)
    case .blob: return string(value.text)
    }
  }

  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
