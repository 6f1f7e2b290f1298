import HabitViews
import Testing

/// How many columns a text takes, as terminals draw it.
@Suite struct TextWidthTests {
  @Test func printableASCIIIsOneColumnAndNoneOfItIsDrawnAsEmoji() {
    // Given every printable ASCII character, alone and followed by a variation selector or a keycap mark
    for value in UInt8(0x20)..<0x7F {
      let scalar = Unicode.Scalar(value)
      // Then none has the emoji presentation (what the width otherwise looks up), and each takes one column
      #expect(!scalar.properties.isEmojiPresentation)
      #expect(displayWidth(Character(scalar)) == 1)
      #expect(displayWidth(String(scalar) + "\u{FE0F}\u{20E3}") == 1)
    }
    // And the characters around it keep their widths
    #expect(displayWidth("\u{7F}") == 0 && displayWidth("\u{1F}") == 0)
    #expect(displayWidth("🔥 12 days") == 10)
    #expect(displayWidth("読書") == 4)
  }

  @Test func textIsAsWideAsItsCharactersAddedUp() {
    // Given texts all in ASCII, with controls, a CRLF (one character of two scalars) and DEL among printable ones,
    // and texts that start in ASCII and go on with combining marks, flags, joined emoji and wide characters
    let texts = [
      "", "Read", "128/100 km this week", "a\tb", "line\r\nnext", "\u{7F}x\u{1B}[0m",
      String(repeating: "w", count: 300), "e\u{301}", "Bike ✓", "🔥 12 days", "128/100 km this week ✓", "x\u{301}y ✓ z",
      "a\r\n\u{301}b", "ok 🇫🇷 ok",
      "🇫🇷", "family 👨‍👩‍👧", "a\u{200D}👍", "読書 time", "time 読書", "\u{1B}[31m✓\u{1B}[0m",
    ]
    for text in texts {
      // Then each is as wide as its characters, measured one by one, added up
      #expect(displayWidth(text) == text.reduce(0) { $0 + displayWidth($1) }, "\(text.debugDescription)")
    }
    #expect(displayWidth("line\r\nnext") == 8 && displayWidth("a\tb") == 2)
  }
}
