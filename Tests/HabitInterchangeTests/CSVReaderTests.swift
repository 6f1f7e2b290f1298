import HabitInterchange
import Testing

@Suite struct CSVReaderTests {
  @Test func readsRecordsWithTheLineEachStartsOn() {
    let reading = CSVReading("habit,day\nread,2026-03-01\r\nrun,2026-03-02\n")

    #expect(reading.error == nil)
    #expect(
      reading.records == [
        CSVRecord(fields: ["habit", "day"], line: 1),
        CSVRecord(fields: ["read", "2026-03-01"], line: 2),
        CSVRecord(fields: ["run", "2026-03-02"], line: 3),
      ])
  }

  @Test func quotedFieldsHoldCommasQuotesAndLineBreaks() {
    let reading = CSVReading("a,b\n\"1,2\",\"say \"\"hi\"\"\"\n\"x\ny\",\"p\r\nq\"\nlast,\"\"\n")

    #expect(reading.error == nil)
    #expect(
      reading.records == [
        CSVRecord(fields: ["a", "b"], line: 1),
        CSVRecord(fields: ["1,2", "say \"hi\""], line: 2),
        CSVRecord(fields: ["x\ny", "p\r\nq"], line: 3),
        CSVRecord(fields: ["last", ""], line: 6),
      ])
  }

  /// A long field that repeats the one above it shares its String; one that differs anywhere, sits in another
  /// column, or is quoted with doubled quotes is read for itself, wherever the reads end.
  @Test(arguments: straddlingChunkSizes)
  func aFieldThatRepeatsTheOneAboveReadsTheSame(chunkSize: Int) {
    let id = "0f8fad5b-d9cb-469f-a165-70867728950e"
    let other = "0f8fad5b-d9cb-469f-a165-70867728950f"
    let text = """
      \(id),2026-03-01
      \(id),2026-03-02
      \(other),2026-03-02
      2026-03-03,\(other)
      "\(id)","say ""hi"" to the whole household"
      "\(id)","say ""hi"" to the whole household"

      """
    let reading = CSVReading(text, chunkSize: chunkSize)
    #expect(reading.error == nil)
    #expect(
      reading.fields == [
        [id, "2026-03-01"], [id, "2026-03-02"], [other, "2026-03-02"], ["2026-03-03", other],
        [id, "say \"hi\" to the whole household"], [id, "say \"hi\" to the whole household"],
      ])
  }

  @Test func keepsSpacesAndEmptyFieldsAsTheyAre() {
    let reading = CSVReading(" a , b ,,\n,,,\n")

    #expect(reading.fields == [[" a ", " b ", "", ""], ["", "", "", ""]])
  }

  @Test func decodesMultiByteCharacters() {
    let reading = CSVReading("café,\"👩‍👩‍👧 ok\"\n日本,🏃\n")

    #expect(reading.fields == [["café", "👩‍👩‍👧 ok"], ["日本", "🏃"]])
  }

  @Test func skipsALeadingByteOrderMarkOnly() {
    #expect(CSVReading("\u{FEFF}a,b\n1,2\n").fields == [["a", "b"], ["1", "2"]])
    #expect(CSVReading("\u{FEFF}").records.isEmpty)
    #expect(CSVReading("\"\u{FEFF}a\"\n").fields == [["\u{FEFF}a"]])
    #expect(CSVReading("a\n\u{FEFF}b\n").fields == [["a"], ["\u{FEFF}b"]])
  }

  @Test func acceptsALastRecordWithoutALineEnding() {
    #expect(CSVReading("a,b\n1,2").fields == [["a", "b"], ["1", "2"]])
    #expect(CSVReading("a,b\n1,").fields == [["a", "b"], ["1", ""]])
    #expect(CSVReading("a,b\n1,\"2\"").fields == [["a", "b"], ["1", "2"]])
  }

  @Test func theEndAfterALineEndingIsNotARecord() {
    #expect(CSVReading("").records.isEmpty)
    #expect(CSVReading("a\n").fields == [["a"]])
    #expect(CSVReading("a\r\n").fields == [["a"]])
  }

  @Test func aBlankLineIsARecordOfOneEmptyField() {
    #expect(CSVReading("note\n\nx\n\n").fields == [["note"], [""], ["x"], [""]])
    #expect(CSVReading("a,b\n\n").error == CSVError(.raggedRow(expected: 2, found: 1), line: 2, column: 1))
  }

  @Test func keepsReturningNilAfterTheLastRecord() throws {
    var reader = CSVReader(source: MemoryByteSource("a\n"))

    #expect(try reader.next()?.fields == ["a"])
    #expect(try reader.next() == nil)
    #expect(try reader.next() == nil)
  }

  @Test(arguments: straddlingChunkSizes)
  func chunkBoundariesDoNotMatter(chunkSize: Int) {
    let text = "\u{FEFF}name,\"note\"\r\n\"é, \"\"😀\"\"\",\"a\r\nb\"\r\n日本語,\"\"\r\n\"\"\"\",👩‍👩‍👧\n"

    let reading = CSVReading(text, chunkSize: chunkSize)

    #expect(reading.error == nil)
    #expect(
      reading.records == [
        CSVRecord(fields: ["name", "note"], line: 1),
        CSVRecord(fields: ["é, \"😀\"", "a\r\nb"], line: 2),
        CSVRecord(fields: ["日本語", ""], line: 4),
        CSVRecord(fields: ["\"", "👩‍👩‍👧"], line: 5),
      ])
  }

  @Test func readsRecordsLongerThanOneChunk() {
    let long = String(repeating: "x", count: 200_000)
    let quoted = String(repeating: "\"\"y\n", count: 50_000)

    let reading = CSVReading("a,b\n\(long),\"\(quoted)\"\nc,d\n")

    #expect(reading.error == nil)
    #expect(reading.fields.count == 3)
    #expect(reading.fields[1] == [long, String(repeating: "\"y\n", count: 50_000)])
    #expect(reading.records[2].line == 50_003)
  }
}

@Suite struct CSVFieldLocationTests {
  @Test func pointsAtTheStartOfEachFieldOfTheLastRecord() throws {
    let text = "\u{FEFF}a,b,c\n\"x\ny\",é😀,\"q\"\r\nplain,\"\",last"
    for chunkSize in straddlingChunkSizes {
      var reader = CSVReader(source: MemoryByteSource(text, chunkSize: chunkSize))
      _ = try reader.next()
      #expect([0, 1, 2].map { reader.location(ofField: $0).column } == [1, 3, 5])
      _ = try reader.next()
      #expect(reader.location(ofField: 0) == (2, 1))
      #expect(reader.location(ofField: 1) == (3, 4))
      #expect(reader.location(ofField: 2) == (3, 7))
      _ = try reader.next()
      #expect(reader.location(ofField: 2) == (4, 10))
    }
  }
}
