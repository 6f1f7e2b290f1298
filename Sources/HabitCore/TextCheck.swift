/// What text typed or imported into habit may hold: no control characters, which a terminal would obey rather
/// than show (ESC starts colour changes, screen clears and window-title sequences), and no bidirectional
/// overrides or isolates, which make a name read differently from what it is.
///
/// ```swift
/// TextCheck.forbidden(in: "Read\u{1B}[2J", lineBreaks: false)  // U+001B
/// ```
public enum TextCheck {
  /// The first character `text` may not hold, or nil. Where `lineBreaks` is true (descriptions and notes), the
  /// white space of text on several lines is allowed: line feeds, carriage returns and tabs.
  public static func forbidden(in text: String, lineBreaks: Bool) -> Unicode.Scalar? {
    text.unicodeScalars.first { isForbidden($0) && !(lineBreaks && ($0 == "\n" || $0 == "\r" || $0 == "\t")) }
  }

  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1
    case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings, overrides, isolates
    case 0x200E, 0x200F, 0x061C: return true  // bidi marks
    default: return false
    }
  }

  /// "U+001B", as a person can look it up.
  public static func name(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
