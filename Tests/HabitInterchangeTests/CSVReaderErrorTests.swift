import Glibc
import HabitInterchange
import Testing

/// A malformed input and the exact error it must produce.
struct MalformedCSV: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let expected: CSVError
  var maxRecordBytes = defaultMaxRecordBytes

  init(_ name: String, _ text: String, _ kind: CSVError.Kind, at line: Int, _ column: Int, limit: Int? = nil) {
    self.init(name, Array(text.utf8), kind, at: line, column, limit: limit)
  }

  init(_ name: String, _ bytes: [UInt8], _ kind: CSVError.Kind, at line: Int, _ column: Int, limit: Int? = nil) {
    self.name = name
    self.bytes = bytes
    expected = CSVError(kind, line: line, column: column)
    if let limit { maxRecordBytes = limit }
  }

  var testDescription: String { name }

  static let all: [MalformedCSV] = [
    MalformedCSV("quote never closed", "a,b\n1,\"x\ny\n", .unterminatedQuote, at: 2, 3),
    MalformedCSV("quote never closed after BOM", "\u{FEFF}\"abc", .unterminatedQuote, at: 1, 1),
    MalformedCSV("stray quote", "a,b\n1,x\"y\n", .strayQuote, at: 2, 4),
    MalformedCSV("stray quote after a multi-line field", "a,b\n\"x\ny\",z\"\n", .strayQuote, at: 3, 5),
    MalformedCSV("stray quote after an emoji", "👩‍👩‍👧\"\n", .strayQuote, at: 1, 2),
    MalformedCSV("text after closing quote", "a,b\n1,\"x\"y\n", .textAfterClosingQuote, at: 2, 6),
    MalformedCSV("space after closing quote", "\"a\" ,b\n", .textAfterClosingQuote, at: 1, 4),
    MalformedCSV("carriage return alone", "a,b\r1,2\n", .bareCarriageReturn, at: 1, 4),
    MalformedCSV("carriage return at the end", "a,b\r", .bareCarriageReturn, at: 1, 4),
    MalformedCSV("carriage return after a quoted field", "\"a\"\rb", .bareCarriageReturn, at: 1, 4),
    MalformedCSV("invalid UTF-8", Array("a,b\n1,é".utf8) + [0xFF, 0x0A], .invalidUTF8(byteOffset: 8), at: 2, 4),
    MalformedCSV(
      "truncated UTF-8 in a quoted field", Array("a\n\"x\"\"\ny".utf8) + [0xC3] + Array("\"\n".utf8),
      .invalidUTF8(byteOffset: 8), at: 3, 2),
    MalformedCSV("invalid first byte", [0xFF], .invalidUTF8(byteOffset: 0), at: 1, 1),
    MalformedCSV("invalid UTF-8 after BOM", [0xEF, 0xBB, 0xBF, 0x61, 0xFF], .invalidUTF8(byteOffset: 4), at: 1, 2),
    MalformedCSV("too many fields", "a,b\n1,2,3\n", .raggedRow(expected: 2, found: 3), at: 2, 4),
    MalformedCSV("too many quoted fields", "a\n\"x\",\"y\"\n", .raggedRow(expected: 1, found: 2), at: 2, 4),
    MalformedCSV("too few fields", "a,b,c\n1,2\n", .raggedRow(expected: 3, found: 2), at: 2, 4),
    MalformedCSV("too few fields, CRLF", "a,b,c\r\n1,2\r\n", .raggedRow(expected: 3, found: 2), at: 2, 4),
    MalformedCSV("too few fields at the end", "a,b,c\n1,2", .raggedRow(expected: 3, found: 2), at: 2, 4),
    MalformedCSV(
      "record too long", "a\n" + String(repeating: "b", count: 20) + "\n", .recordTooLong(limit: 16), at: 2, 1,
      limit: 16),
    MalformedCSV(
      "quote never closed in a long file", "a\n\"" + String(repeating: "x,\n", count: 1000),
      .recordTooLong(limit: 64), at: 2, 1, limit: 64),
    MalformedCSV(
      "too long before a later error", "a\n" + String(repeating: "b", count: 20) + "\"\n",
      .recordTooLong(limit: 16), at: 2, 1, limit: 16),
  ]
}

/// A source that delivers some bytes and then fails like a disk would.
struct FailingByteSource: ByteSource {
  var bytes: [UInt8]

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(IOError) -> Int {
    guard !bytes.isEmpty else { throw IOError(.read, errno: EIO) }
    buffer.copyBytes(from: bytes)
    defer { bytes = [] }
    return bytes.count
  }
}

@Suite struct CSVReaderErrorTests {
  @Test(arguments: MalformedCSV.all)
  func reportsWhatAndWhereWhateverTheChunkSize(input: MalformedCSV) {
    for chunkSize in straddlingChunkSizes {
      let reading = CSVReading(input.bytes, chunkSize: chunkSize, maxRecordBytes: input.maxRecordBytes)
      #expect(reading.error == input.expected, "chunk size \(chunkSize)")
    }
  }

  @Test func recordsBeforeTheErrorAreReturned() {
    let reading = CSVReading("a,b\n1,2\n3,\"4\n")

    #expect(reading.fields == [["a", "b"], ["1", "2"]])
    #expect(reading.error == CSVError(.unterminatedQuote, line: 3, column: 3))
  }

  @Test func anErrorEndsTheReading() {
    var reader = CSVReader(source: MemoryByteSource("a\"\nb\n"))

    #expect(throws: CSVError(.strayQuote, line: 1, column: 2)) { try reader.next() }
    #expect(throws: CSVError(.strayQuote, line: 1, column: 2)) { try reader.next() }
  }

  @Test func aFailingSourceIsAnError() throws {
    var reader = CSVReader(source: FailingByteSource(bytes: Array("a\nb".utf8)))

    #expect(try reader.next()?.fields == ["a"])
    #expect(throws: CSVError(.readFailed(IOError(.read, errno: EIO)), line: 2, column: 2)) { try reader.next() }
  }

  @Test func descriptionsSayWhatWhereAndWhatToDo() {
    #expect(
      CSVError(.unterminatedQuote, line: 2, column: 3).description
        == "The quoted field opened at line 2, column 3 is never closed; add the closing quote, "
        + "and write any quote inside the field twice (\"\").")
    #expect(
      CSVError(.raggedRow(expected: 3, found: 2), line: 7, column: 4).description
        == "The record at line 7, column 4 has 2 fields but the first record has 3; give every record 3, "
        + "and quote any field that contains a comma.")
    #expect(
      CSVError(.invalidUTF8(byteOffset: 8), line: 2, column: 4).description
        == "Invalid UTF-8 at line 2, column 4 (byte offset 8); save the file with UTF-8 encoding and try again.")
    #expect(
      CSVError(.readFailed(IOError(.read, errno: EIO)), line: 1, column: 1).description
        == "Reading the input stopped at line 1, column 1 (read failed: Input/output error); "
        + "check that the file is readable and try again.")
  }
}
