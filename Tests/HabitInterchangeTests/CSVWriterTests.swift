import Glibc
import HabitInterchange
import Testing

/// What a writer with an in-memory sink produces for `records`.
func csvText(_ records: [[String]], escapesFormulas: Bool = true) throws -> String {
  var writer = CSVWriter(sink: MemoryByteSink(), escapesFormulas: escapesFormulas)
  for record in records { try writer.write(record) }
  try writer.flush()
  return writer.sink.text
}

@Suite struct CSVWriterTests {
  @Test func quotesOnlyFieldsThatNeedIt() throws {
    let text = try csvText([
      ["plain", " spaced ", "", "café 😀"],
      ["a,b", "say \"hi\"", "two\nlines", "cr\rhere"],
    ])

    #expect(text == "plain, spaced ,,café 😀\n\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\rhere\"\n")
  }

  @Test func aRecordOfOneEmptyFieldIsNotABlankLine() throws {
    #expect(try csvText([["note"], [""], ["x"]]) == "note\n\"\"\nx\n")
  }

  @Test func quotesAByteOrderMarkOnlyAtTheStart() throws {
    #expect(try csvText([["\u{FEFF}a", "b"], ["\u{FEFF}c", "d"]]) == "\"\u{FEFF}a\",b\n\u{FEFF}c,d\n")
  }

  @Test func escapesFormulasByDefault() throws {
    let text = try csvText([["=1+1", "-3", "@SUM(A1)", "+x", "\tx", "-3+cmd", "=\"a,b\"", "\rx"]])

    #expect(text == "'=1+1,-3,'@SUM(A1),'+x,'\tx,'-3+cmd,\"'=\"\"a,b\"\"\",\"'\rx\"\n")
  }

  @Test func writesFormulasVerbatimWhenAskedTo() throws {
    #expect(try csvText([["=1+1", "@x"]], escapesFormulas: false) == "=1+1,@x\n")
  }

  @Test func handsFullBuffersToTheSinkBeforeFlush() throws {
    var writer = CSVWriter(sink: MemoryByteSink())
    let record = [String(repeating: "x", count: 1000)]

    for _ in 0..<100 { try writer.write(record) }
    let beforeFlush = writer.sink.bytes.count
    try writer.flush()

    #expect(beforeFlush >= 1 << 16)
    #expect(writer.sink.bytes.count == 100 * 1001)
  }

  @Test func fileDescriptorsCarryTheBytesBothWays() throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    var writer = CSVWriter(sink: FileDescriptorByteSink(fileDescriptor: descriptors[1]))

    try writer.write(["habit", "note"])
    try writer.write(["read", "a \"good\"\nbook"])
    try writer.flush()
    close(descriptors[1])
    var reader = CSVReader(source: FileDescriptorByteSource(fileDescriptor: descriptors[0]))

    #expect(try reader.next()?.fields == ["habit", "note"])
    #expect(try reader.next()?.fields == ["read", "a \"good\"\nbook"])
    #expect(try reader.next() == nil)
  }

  @Test func aFailingDescriptorIsAnIOError() {
    var writer = CSVWriter(sink: FileDescriptorByteSink(fileDescriptor: -1))

    #expect(throws: IOError(.write, errno: EBADF)) {
      try writer.write(["x"])
      try writer.flush()
    }
  }
}
