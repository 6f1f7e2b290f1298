import HabitInterchange
import Testing

/// The error for an unexpected character on line 1.
private func unexpected(_ found: String, _ expected: String, column: Int) -> JSONError {
  JSONError(.unexpectedCharacter(found: found, expected: expected), line: 1, column: column)
}

@Suite struct JSONReaderTests {
  @Test func readsEveryKindOfValueWithItsPosition() {
    let text = """
      {"name": "Read", "n": [1, -2.5e3, 0], "ok": true,
       "no": false, "none": null, "empty": {}, "list": []}
      """
    for chunkSize in straddlingChunkSizes {
      let reading = JSONReading(text, chunkSize: chunkSize)
      #expect(reading.error == nil)
      #expect(
        reading.tokens == [
          .objectStart, .key("name"), .string("Read"), .key("n"), .arrayStart, .number("1"), .number("-2.5e3"),
          .number("0"), .arrayEnd, .key("ok"), .bool(true), .key("no"), .bool(false), .key("none"), .null,
          .key("empty"), .objectStart, .objectEnd, .key("list"), .arrayStart, .arrayEnd, .objectEnd,
        ])
      #expect(reading.located[3] == .init(token: .key("n"), line: 1, column: 18))
      #expect(reading.located[11] == .init(token: .key("no"), line: 2, column: 2))
      #expect(reading.located.last == .init(token: .objectEnd, line: 2, column: 52))
    }
  }

  @Test func decodesEscapesAndUnicode() {
    let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC\ud83d\ude00", "é👩‍👩‍👧", "\u0000"]"#
    for chunkSize in straddlingChunkSizes {
      let reading = JSONReading(text, chunkSize: chunkSize)
      #expect(reading.error == nil)
      #expect(
        reading.tokens == [
          .arrayStart, .string("a\"b\\c/d\u{8}\u{C}\n\r\t"), .string("é€😀"), .string("é👩‍👩‍👧"),
          .string("\u{0}"),
          .arrayEnd,
        ])
    }
  }

  @Test func columnsCountScalarsAndSkipTheByteOrderMark() {
    let reading = JSONReading([0xEF, 0xBB, 0xBF] + Array(#"["é😀", x]"#.utf8))
    #expect(reading.error == JSONError(.invalidLiteral("x"), line: 1, column: 8))
  }

  @Test func anyTopLevelValueAndSurroundingWhitespace() {
    #expect(JSONReading(" \r\n\t 42 \n").tokens == [.number("42")])
    #expect(JSONReading("\"x\"").tokens == [.string("x")])
  }

  @Test(arguments: [
    ("", JSONError(.unexpectedEnd(expected: "a value"), line: 1, column: 1)),
    ("   \n ", JSONError(.unexpectedEnd(expected: "a value"), line: 2, column: 2)),
    ("{\"a\": 1,}", JSONError(.trailingComma, line: 1, column: 8)),
    ("[1, 2,]", JSONError(.trailingComma, line: 1, column: 6)),
    ("{'a': 1}", unexpected("'''", "a member name in double quotes", column: 2)),
    ("{a: 1}", unexpected("'a'", "a member name in double quotes", column: 2)),
    ("{\"a\" 1}", unexpected("'1'", "':' after the member name", column: 6)),
    ("[1 2]", JSONError(.unexpectedCharacter(found: "'2'", expected: "',' or ']'"), line: 1, column: 4)),
    ("{\"a\": 1 \"b\": 2}", JSONError(.unexpectedCharacter(found: "'\"'", expected: "',' or '}'"), line: 1, column: 9)),
    ("[\"abc", JSONError(.unterminatedString, line: 1, column: 2)),
    ("[\"a\nb\"]", JSONError(.unterminatedString, line: 1, column: 2)),
    ("[\"a\tb\"]", JSONError(.controlCharacterInString, line: 1, column: 4)),
    ("[\"a\\x\"]", JSONError(.invalidEscape("\\x"), line: 1, column: 4)),
    ("[\"\\u12G4\"]", JSONError(.invalidUnicodeEscape("\\u12G"), line: 1, column: 3)),
    ("[\"\\ud83d\"]", JSONError(.invalidUnicodeEscape("\\uD83D"), line: 1, column: 3)),
    ("[\"\\ude00\"]", JSONError(.invalidUnicodeEscape("\\uDE00"), line: 1, column: 3)),
    ("[01]", JSONError(.invalidNumber("01"), line: 1, column: 2)),
    ("[1.]", JSONError(.invalidNumber("1."), line: 1, column: 2)),
    ("[-]", JSONError(.invalidNumber("-"), line: 1, column: 2)),
    ("[.5]", JSONError(.unexpectedCharacter(found: "'.'", expected: "a value"), line: 1, column: 2)),
    ("[+1]", JSONError(.unexpectedCharacter(found: "'+'", expected: "a value"), line: 1, column: 2)),
    ("[NaN]", JSONError(.invalidLiteral("NaN"), line: 1, column: 2)),
    ("[True]", JSONError(.invalidLiteral("True"), line: 1, column: 2)),
    ("{} {}", JSONError(.textAfterValue, line: 1, column: 4)),
    ("[1]\n]", JSONError(.textAfterValue, line: 2, column: 1)),
    ("{\"a\": [1, {\"b\": 2}", JSONError(.unexpectedEnd(expected: "',' or ']'"), line: 1, column: 19)),
    ("[1, 2", JSONError(.unexpectedEnd(expected: "',' or ']'"), line: 1, column: 6)),
    ("[\u{7}]", unexpected("control character U+0007", "a value", column: 2)),
    ("[é]", JSONError(.unexpectedCharacter(found: "'é'", expected: "a value"), line: 1, column: 2)),
  ])
  func rejectsWithThePlace(text: String, expected: JSONError) {
    for chunkSize in straddlingChunkSizes {
      #expect(JSONReading(text, chunkSize: chunkSize).error == expected, "chunk size \(chunkSize)")
    }
  }

  @Test func rejectsInvalidUTF8WhereItIs() {
    let inString = Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
    #expect(JSONReading(inString, chunkSize: 1).error == JSONError(.invalidUTF8(byteOffset: 4), line: 1, column: 5))
    let surrogate = Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8)
    #expect(JSONReading(surrogate).error == JSONError(.invalidUTF8(byteOffset: 2), line: 1, column: 3))
    let overlong = Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8)
    #expect(JSONReading(overlong).error == JSONError(.invalidUTF8(byteOffset: 2), line: 1, column: 3))
    let outside: [UInt8] = [UInt8(ascii: "["), 0xFF, UInt8(ascii: "]")]
    #expect(JSONReading(outside).error == JSONError(.invalidUTF8(byteOffset: 1), line: 1, column: 2))
  }

  @Test func limitsStringLengthAndNesting() {
    #expect(
      JSONReading("[\"abcdef\"]", maxStringBytes: 5).error == JSONError(.stringTooLong(limit: 5), line: 1, column: 2))
    #expect(JSONReading("[\"abcde\"]", maxStringBytes: 5).error == nil)
    #expect(JSONReading("[[[1]]]", maxDepth: 2).error == JSONError(.nestingTooDeep(limit: 2), line: 1, column: 3))
    #expect(JSONReading(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)).error == nil)
  }

  @Test func anErrorIsFinal() throws {
    var reader = JSONReader(source: MemoryByteSource("[1,]"))
    #expect(try reader.next() == .arrayStart)
    #expect(try reader.next() == .number("1"))
    #expect(throws: JSONError(.trailingComma, line: 1, column: 3)) { try reader.next() }
    #expect(throws: JSONError(.trailingComma, line: 1, column: 3)) { try reader.next() }
  }
}
