import Foundation
import HabitStore
import Testing

@testable import HabitViews

/// `habit sql`'s printer in-process: each format written into an injected output.
@Suite struct QueryPrinterTests {
  static func printed(_ format: QueryFormat, _ sql: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("query-\(UUID().uuidString).sqlite").path
    defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
    _ = try HabitDatabase.open(path: path)
    let gate = try QueryGate(path: path, mode: .readOnly)
    var bytes: [UInt8] = []
    var printer = QueryPrinter(format: format, color: false, output: QueryOutput { bytes += $0 })
    try gate.run(sql, timeLimit: .seconds(60), columns: { try printer.begin(columns: $0) }) { try printer.print($0) }
    try printer.finish()
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func eachFormatIsWrittenToTheOutputItIsGiven() throws {
    let sql = "SELECT 1 AS n, 'a,b' AS t, NULL AS z, x'00ff' AS b, 2.5 AS r"
    #expect(try Self.printed(.table, sql) == "n  t    z     b        r\n1  a,b  NULL  x'00ff'  2.5\n")
    #expect(try Self.printed(.csv, sql) == "n,t,z,b,r\n1,\"a,b\",,x'00ff',2.5\n")
    #expect(try Self.printed(.ndjson, sql) == #"{"n": 1, "t": "a,b", "z": null, "b": "x'00ff'", "r": 2.5}"# + "\n")
    #expect(try Self.printed(.json, "SELECT 1 AS n WHERE 0") == "[]\n")
  }

  /// Column names are JSON keys, escaped as values are: a quote, a backslash, a control character, and text
  /// beyond ASCII as it is.
  @Test func columnNamesAreEscapedAsJSONStrings() throws {
    let sql = #"SELECT 1 AS "a""b", 2 AS 'c\d', 3 AS "e"# + "\u{1B}" + #"f", 4 AS "é""#
    #expect(
      try Self.printed(.ndjson, sql)
        == #"{"a\"b": 1, "c\\d": 2, "e\u001bf": 3, "é": 4}"# + "\n")
  }
}
