import HabitCore
import HabitInterchange
import TestSupport
import Testing

@Suite struct CSVRoundTripTests {
  @Test func writtenTablesReadBackUnchanged() throws {
    let table = [
      ["habit", "day", "note"],
      ["Read, daily", "2026-03-01", "said \"done\""],
      ["", "", ""],
      ["run", "2026-03-02", "line one\r\nline two\nline three"],
      ["🏃‍♀️", " padded ", "\u{FEFF}x"],
      ["=cmd", "-3", "'@x"],
    ]

    for escapesFormulas in [true, false] {
      let text = try csvText(table, escapesFormulas: escapesFormulas)
      let reading = CSVReading(text, chunkSize: 3)
      let fields = escapesFormulas ? reading.fields.map { $0.map(CSVFormulaEscaping.unescape) } : reading.fields
      #expect(reading.error == nil)
      #expect(fields.map { $0.map { Array($0.utf8) } } == table.map { $0.map { Array($0.utf8) } })
    }
  }

  @Test func randomValidTablesReadBackUnchanged() throws {
    var random = SeededGenerator(seed: 4180)
    let pieces = [
      "a", "Z", "7", " ", ",", "\"", "\r", "\n", "\r\n", "é", "e\u{301}", "😀", "👩‍👩‍👧", "日", "=", "-", "+", "@",
      "\t", "'", ".", "\u{FEFF}",
    ]
    for round in 0..<500 {
      let columns = Int.random(in: 1...5, using: &random)
      let table = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        (0..<columns).map { _ in
          (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
      }
      let escapesFormulas = Bool.random(using: &random)
      let chunkSize = Int.random(in: 1...7, using: &random)

      let text = try csvText(table, escapesFormulas: escapesFormulas)
      let reading = CSVReading(text, chunkSize: chunkSize)

      let fields = escapesFormulas ? reading.fields.map { $0.map(CSVFormulaEscaping.unescape) } : reading.fields
      #expect(reading.error == nil, "round \(round)")
      #expect(fields.map { $0.map { Array($0.utf8) } } == table.map { $0.map { Array($0.utf8) } }, "round \(round)")
    }
  }

  @Test func randomBytesGiveRecordsOrATypedErrorWhateverTheChunkSize() {
    var random = SeededGenerator(seed: 0xC5F)
    // Mostly the bytes the grammar cares about, plus pieces of multi-byte characters and a BOM.
    let alphabet: [UInt8] =
      Array("ab,,\"\"\"\r\n\n ".utf8) + [0xC3, 0xA9, 0xF0, 0x9F, 0x98, 0x80, 0xEF, 0xBB, 0xBF, 0xFF]
    for round in 0..<3000 {
      let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
      let maxRecordBytes = Bool.random(using: &random) ? 8 : defaultMaxRecordBytes

      let whole = CSVReading(bytes, maxRecordBytes: maxRecordBytes)

      if let error = whole.error {
        #expect(error.line >= 1 && error.column >= 1, "round \(round)")
      }
      #expect(whole.records.allSatisfy { !$0.fields.isEmpty && $0.line >= 1 }, "round \(round)")
      for chunkSize in 1...7 {
        #expect(CSVReading(bytes, chunkSize: chunkSize, maxRecordBytes: maxRecordBytes) == whole, "round \(round)")
      }
    }
  }
}
