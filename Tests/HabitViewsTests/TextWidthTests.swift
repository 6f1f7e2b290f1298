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
}
