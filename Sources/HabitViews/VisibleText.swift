/// Text from the data (names, notes, icons, units, plan tasks) made safe to print on a terminal: every control
/// character (C0, DEL, C1, and the bidirectional overrides and isolates) is shown as a visible escape, `\e` for
/// ESC, `\n`, `\t`, `\r`, and `\u{XXXX}` for the others, so a name can neither move the cursor, retitle the window
/// nor reverse the text that follows it. Every renderer passes data text through here.
///
/// ```swift
/// visible("Run\u{1B}[2J")  // "Run\\e[2J"
/// ```
public func visible(_ text: String) -> String {
  escapingControls(text) { scalar in
    switch scalar {
    case "\u{1B}": "\\e"
    case "\n": "\\n"
    case "\t": "\\t"
    case "\r": "\\r"
    default: "\\u{" + hex(scalar, uppercase: true) + "}"
    }
  }
}

/// C0 and DEL, C1, the Arabic letter mark, left-to-right and right-to-left marks, embeddings, overrides and
/// isolates.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
  default: false
  }
}

/// JSON text made safe to print on a terminal: each control character `visible` escapes that JSON leaves as it
/// is (DEL, C1, the bidirectional marks, overrides and isolates) written as its `\uXXXX` escape instead. Such
/// characters can stand only inside strings, so the JSON says the same.
public func terminalSafeJSON(_ json: String) -> String {
  escapingControls(json) { "\\u" + hex($0, uppercase: false) }
}

/// `text` with each control character replaced by what `escape` writes for it.
private func escapingControls(_ text: String, _ escape: (Unicode.Scalar) -> String) -> String {
  guard text.unicodeScalars.contains(where: isControl) else { return text }
  var result = ""
  for scalar in text.unicodeScalars {
    if isControl(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
  }
  return result
}

/// A scalar's value in at least four hexadecimal digits.
private func hex(_ scalar: Unicode.Scalar, uppercase: Bool) -> String {
  let digits = String(scalar.value, radix: 16, uppercase: uppercase)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
