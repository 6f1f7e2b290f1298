import TestSupport
import Testing

@testable import HabitViews

@Suite("HTML escaping")
struct HTMLEscapeTests {
  /// The rule, written scalar by scalar: what the byte-wise escaping must give for any text.
  static func reference(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\t", "\n": escaped.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { continue }
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  @Test("Escaping agrees with the rule scalar by scalar on random text of markup, controls, C1 and emoji")
  func randomText() {
    let seed: UInt64 = 0x4854_4D4C
    var random = SeededGenerator(seed: seed)
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}",
      "\u{9F}", "\u{A0}", "\u{C2}", "é", "\u{202E}", "🏃", "\u{FEFF}",
    ]
    for round in 0..<2_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...24, using: &random) {
        text.unicodeScalars.append(alphabet.randomElement(using: &random) ?? "a")
      }
      let escaped = HTML.escape(text)
      #expect(escaped == Self.reference(text), "seed \(seed), round \(round): \(text.debugDescription)")
      #expect(HTML.escape(text[...]) == escaped)
    }
  }

  @Test("Text with nothing to escape comes back as it is")
  func plainText() {
    #expect(HTML.escape("") == "")
    #expect(HTML.escape("Läufer 🏃 30 min") == "Läufer 🏃 30 min")
  }
}
