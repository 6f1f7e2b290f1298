import HabitInterchange
import TestSupport
import Testing

@Suite struct JSONWriterTests {
  @Test func writesOneCanonicalLayout() throws {
    var writer = JSONWriter(sink: MemoryByteSink())
    try writer.beginObject()
    try writer.key("name")
    try writer.string("Zoë \"Z\"\n\t\u{1}/")
    try writer.key("empty")
    try writer.beginArray()
    try writer.endArray()
    try writer.key("rows")
    try writer.beginArray()
    for amount in [3.0, 2.5, 0.00001, 1e20, nil] {
      try writer.beginObject(inline: true)
      try writer.key("amount")
      try writer.number(amount)
      try writer.key("ok")
      try writer.bool(amount != nil)
      try writer.endObject()
    }
    try writer.endArray()
    try writer.key("nested")
    try writer.beginObject()
    try writer.key("n")
    try writer.integer(-7)
    try writer.endObject()
    try writer.endObject()
    try writer.flush()
    #expect(
      writer.sink.text == """
        {
          "name": "Zoë \\"Z\\"\\n\\t\\u0001/",
          "empty": [],
          "rows": [
            {"amount": 3, "ok": true},
            {"amount": 2.5, "ok": true},
            {"amount": 1e-05, "ok": true},
            {"amount": 1e+20, "ok": true},
            {"amount": null, "ok": false}
          ],
          "nested": {
            "n": -7
          }
        }

        """)
  }

  @Test func whatItWritesReadsBackToTheSameValues() throws {
    var random = SeededGenerator(seed: 8259)
    for _ in 0..<200 {
      let text = String(
        (0..<Int.random(in: 0...12, using: &random)).map { _ in
          ["a", "\"", "\\", "\n", "\u{0}", "\u{1F}", "é", "😀", "👩‍👩‍👧", "/", " "].randomElement(using: &random)!
        }.joined())
      let number = Double(bitPattern: random.next())
      var writer = JSONWriter(sink: MemoryByteSink())
      try writer.beginArray(inline: Bool.random(using: &random))
      try writer.string(text)
      if number.isFinite { try writer.number(number) }
      try writer.endArray()
      try writer.flush()
      let reading = JSONReading(writer.sink.text)
      #expect(reading.error == nil)
      #expect(reading.tokens[1] == .string(text))
      if number.isFinite, case .number(let written) = reading.tokens[2] { #expect(Double(written) == number) }
    }
  }
}
