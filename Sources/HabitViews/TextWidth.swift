/// How many terminal columns a text takes: emoji shown as emoji by default and East Asian wide characters take two,
/// combining marks and variation selectors none.
public func displayWidth(_ text: String) -> Int {
  // The ASCII bytes before the first that is not ASCII are measured one by one, without breaking the text into
  // characters (most names, numbers, dates and labels are all ASCII): each is a character of its own, one column
  // wide when printable and none when a control. The last of them is measured with the rest, by characters, since
  // a combining mark after it belongs to it; characters are never joined across two ASCII bytes but CR LF, which
  // takes no column either way.
  guard let (width, rest) = text.utf8.withContiguousStorageIfAvailable(asciiPrefix) else {
    return charactersWidth(text[...])
  }
  guard let rest else { return width }
  return width + charactersWidth(text[text.utf8.index(text.utf8.startIndex, offsetBy: rest)...])
}

/// The width of the bytes before the last ASCII one ahead of the first byte that is not ASCII, and that last one's
/// offset; the width of them all and nil when all are ASCII.
private func asciiPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (width: Int, rest: Int?) {
  var width = 0
  for offset in bytes.indices {
    let byte = bytes[offset]
    if byte >= 0x80 {
      guard offset > 0 else { return (0, 0) }
      let last = bytes[offset - 1]
      return (last >= 0x20 && last < 0x7F ? width - 1 : width, offset - 1)
    }
    if byte >= 0x20 && byte < 0x7F { width += 1 }
  }
  return (width, nil)
}

private func charactersWidth(_ text: Substring) -> Int {
  var width = 0
  for character in text {
    width += displayWidth(character)
  }
  return width
}

public func displayWidth(_ character: Character) -> Int {
  let scalars = character.unicodeScalars
  guard let first = scalars.first else { return 0 }
  if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
  // Printable ASCII is one column (no ASCII character has the emoji presentation, a keycap's digit included),
  // without looking up the emoji property: that lookup was a fifth of the board's instructions.
  if first.value < 0x7F { return 1 }
  // By the first scalar, as terminals measure (wcwidth): a variation selector (✍️, 🏋️) does not widen a
  // character that is narrow by default; tmux 3.3 advances one column for each of those (measured with
  // `#{cursor_x}`), and two for 📚 or ☕.
  if first.properties.isEmojiPresentation { return 2 }
  switch first.value {
  case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
    return 2
  default:
    return 1
  }
}

extension String {
  /// Pads with spaces to `width` columns (by display width), on the right or the left.
  public func padded(to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - displayWidth(self)))
    return right ? padding + self : self + padding
  }
}

extension String {
  /// The text without the blanks at its end, which padding leaves and a terminal does not show.
  public func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
