/// The byte-level state machine behind ``JSONReader``: strict RFC 8259 grammar, one token at a time.
///
/// Not generic over the source, so the per-byte loops compile to one fixed piece of code. Every token's text is
/// copied out of the read buffer as it is scanned, so the buffer can be refilled from its start whenever it runs
/// dry: memory is one chunk plus the longest string, whatever the input's size.
struct JSONTokenizer {
  /// What the grammar allows next.
  private enum Expectation {
    case value
    /// After `[`: a value or `]`.
    case firstElementOrEnd
    /// After a comma in an array: a value, where `]` would be a trailing comma.
    case elementAfterComma
    /// After `{`: a member name or `}`.
    case firstKeyOrEnd
    /// After a comma in an object: a member name, where `}` would be a trailing comma.
    case keyAfterComma
    case colon
    case commaOrObjectEnd
    case commaOrArrayEnd
    /// After the top-level value: only whitespace.
    case end
  }

  private static let maxNumberBytes = 100
  private static let maxLiteralBytes = 32

  let maxStringBytes: Int
  let maxDepth: Int
  private var buffer: [UInt8]
  private var position = 0
  private var end = 0
  private var sourceIsExhausted = false
  /// Input bytes before `buffer[0]`, for byte offsets in errors.
  private var discardedBytes = 0
  private var checkedByteOrderMark = false
  /// Where `buffer[position]` is in the text.
  private var line = 1
  private var column = 1
  /// Where the last token returned starts.
  private(set) var tokenLine = 1
  private(set) var tokenColumn = 1
  /// Where the last comma was, for the error about a trailing one.
  private var commaLine = 1
  private var commaColumn = 1
  private var expectation = Expectation.value
  /// The open containers, innermost last: true for an object.
  private var containers: [Bool] = []
  private var scratch: [UInt8] = []

  init(maxStringBytes: Int, maxDepth: Int, chunkSize: Int) {
    precondition(maxStringBytes > 0 && maxDepth > 0 && chunkSize > 0)
    self.maxStringBytes = maxStringBytes
    self.maxDepth = maxDepth
    buffer = [UInt8](repeating: 0, count: chunkSize)
  }

  var depth: Int { containers.count }

  /// Returns the next token, or nil once the top-level value has ended and only whitespace followed it.
  mutating func next(reading source: inout some ByteSource) throws(JSONError) -> JSONToken? {
    if !checkedByteOrderMark { try skipByteOrderMark(&source) }
    while true {
      try skipWhitespace(&source)
      tokenLine = line
      tokenColumn = column
      guard position < end else {
        if expectation == .end { return nil }
        throw JSONError(.unexpectedEnd(expected: expectedDescription), line: line, column: column)
      }
      let byte = buffer[position]
      switch expectation {
      case .value, .elementAfterComma:
        if byte == UInt8(ascii: "]"), expectation == .elementAfterComma {
          throw JSONError(.trailingComma, line: commaLine, column: commaColumn)
        }
        return try value(&source)
      case .firstElementOrEnd:
        if byte == UInt8(ascii: "]") { return close(.arrayEnd) }
        return try value(&source)
      case .firstKeyOrEnd, .keyAfterComma:
        if byte == UInt8(ascii: "}") {
          if expectation == .keyAfterComma { throw JSONError(.trailingComma, line: commaLine, column: commaColumn) }
          return close(.objectEnd)
        }
        guard byte == UInt8(ascii: "\"") else {
          throw try unexpected(&source, expected: "a member name in double quotes")
        }
        let name = try string(&source)
        expectation = .colon
        return .key(name)
      case .colon:
        guard byte == UInt8(ascii: ":") else { throw try unexpected(&source, expected: "':' after the member name") }
        step()
        expectation = .value
      case .commaOrObjectEnd:
        if byte == UInt8(ascii: "}") { return close(.objectEnd) }
        guard byte == UInt8(ascii: ",") else { throw try unexpected(&source, expected: "',' or '}'") }
        (commaLine, commaColumn) = (line, column)
        step()
        expectation = .keyAfterComma
      case .commaOrArrayEnd:
        if byte == UInt8(ascii: "]") { return close(.arrayEnd) }
        guard byte == UInt8(ascii: ",") else { throw try unexpected(&source, expected: "',' or ']'") }
        (commaLine, commaColumn) = (line, column)
        step()
        expectation = .elementAfterComma
      case .end:
        throw located(.textAfterValue)
      }
    }
  }

  // MARK: Values

  private mutating func value(_ source: inout some ByteSource) throws(JSONError) -> JSONToken {
    let byte = buffer[position]
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard containers.count < maxDepth else { throw located(.nestingTooDeep(limit: maxDepth)) }
      step()
      let isObject = byte == UInt8(ascii: "{")
      containers.append(isObject)
      expectation = isObject ? .firstKeyOrEnd : .firstElementOrEnd
      return isObject ? .objectStart : .arrayStart
    case UInt8(ascii: "\""):
      let text = try string(&source)
      afterValue()
      return .string(text)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let text = try number(&source)
      afterValue()
      return .number(text)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      let token = try literal(&source)
      afterValue()
      return token
    default:
      throw try unexpected(&source, expected: "a value")
    }
  }

  private mutating func close(_ token: JSONToken) -> JSONToken {
    step()
    containers.removeLast()
    afterValue()
    return token
  }

  private mutating func afterValue() {
    guard let isObject = containers.last else {
      expectation = .end
      return
    }
    expectation = isObject ? .commaOrObjectEnd : .commaOrArrayEnd
  }

  private var expectedDescription: String {
    switch expectation {
    case .value, .elementAfterComma: return "a value"
    case .firstElementOrEnd: return "a value or ']'"
    case .firstKeyOrEnd, .keyAfterComma: return "a member name"
    case .colon: return "':'"
    case .commaOrObjectEnd: return "',' or '}'"
    case .commaOrArrayEnd: return "',' or ']'"
    case .end: return "nothing"
    }
  }

  /// Scans a string from its opening quote to its closing quote, decoding escapes and checking UTF-8.
  private mutating func string(_ source: inout some ByteSource) throws(JSONError) -> String {
    step()
    scratch.removeAll(keepingCapacity: true)
    while true {
      guard try available(&source) else {
        throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn)
      }
      // Most bytes are plain ASCII text: copy runs of them at once.
      var index = position
      while index < end {
        let byte = buffer[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
        index += 1
      }
      if index > position {
        scratch.append(contentsOf: buffer[position..<index])
        column += index - position
        position = index
        try checkStringLength()
      }
      guard position < end else { continue }
      let byte = buffer[position]
      switch byte {
      case UInt8(ascii: "\""):
        step()
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(&source)
      case 0x0A, 0x0D:
        // JSON strings never span lines: the string was most likely left open.
        throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn)
      case ..<0x20:
        throw located(.controlCharacterInString, line: line, column: column)
      default:
        try multiByteCharacter(&source)
      }
      try checkStringLength()
    }
  }

  private func checkStringLength() throws(JSONError) {
    if scratch.count > maxStringBytes {
      throw JSONError(.stringTooLong(limit: maxStringBytes), line: tokenLine, column: tokenColumn)
    }
  }

  /// Decodes the escape at `position` (a backslash) into `scratch`.
  private mutating func escape(_ source: inout some ByteSource) throws(JSONError) {
    let (escapeLine, escapeColumn) = (line, column)
    step()
    guard try available(&source) else { throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn) }
    let byte = buffer[position]
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      step()
      scratch.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      let shown = byte < 0x20 || byte >= 0x7F ? "\\ followed by byte \(byte)" : "\\" + String(UnicodeScalar(byte))
      throw JSONError(.invalidEscape(shown), line: escapeLine, column: escapeColumn)
    }
    step()
    let first = try hexQuad(&source, line: escapeLine, column: escapeColumn)
    var scalarValue = first
    if (0xD800...0xDBFF).contains(first) {
      // A high surrogate must be followed at once by an escaped low surrogate.
      guard try available(&source), buffer[position] == UInt8(ascii: "\\") else {
        throw JSONError(.invalidUnicodeEscape(Self.hex(first)), line: escapeLine, column: escapeColumn)
      }
      step()
      guard try available(&source), buffer[position] == UInt8(ascii: "u") else {
        throw JSONError(.invalidUnicodeEscape(Self.hex(first)), line: escapeLine, column: escapeColumn)
      }
      step()
      let second = try hexQuad(&source, line: escapeLine, column: escapeColumn)
      guard (0xDC00...0xDFFF).contains(second) else {
        throw JSONError(
          .invalidUnicodeEscape(Self.hex(first) + Self.hex(second)), line: escapeLine, column: escapeColumn)
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      throw JSONError(.invalidUnicodeEscape(Self.hex(first)), line: escapeLine, column: escapeColumn)
    }
    scratch.append(contentsOf: UTF8.encode(Unicode.Scalar(scalarValue)!)!)
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private mutating func hexQuad(_ source: inout some ByteSource, line: Int, column: Int) throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    var text = "\\u"
    for _ in 0..<4 {
      guard try available(&source) else { throw JSONError(.unterminatedString, line: tokenLine, column: tokenColumn) }
      let byte = buffer[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        if byte >= 0x20 && byte < 0x7F { text.append(Character(UnicodeScalar(byte))) }
        throw JSONError(.invalidUnicodeEscape(text), line: line, column: column)
      }
      text.append(Character(UnicodeScalar(byte)))
      value = value << 4 | digit
      step()
    }
    return value
  }

  /// Copies one multi-byte UTF-8 character into `scratch`, rejecting malformed, overlong and surrogate forms.
  private mutating func multiByteCharacter(_ source: inout some ByteSource) throws(JSONError) {
    let offset = discardedBytes + position
    let (startLine, startColumn) = (line, column)
    let lead = buffer[position]
    let continuations: Int
    var range: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: continuations = 1
    case 0xE0: (continuations, range) = (2, 0xA0...0xBF)
    case 0xED: (continuations, range) = (2, 0x80...0x9F)
    case 0xE1...0xEF: continuations = 2
    case 0xF0: (continuations, range) = (3, 0x90...0xBF)
    case 0xF1...0xF3: continuations = 3
    case 0xF4: (continuations, range) = (3, 0x80...0x8F)
    default: throw JSONError(.invalidUTF8(byteOffset: offset), line: startLine, column: startColumn)
    }
    scratch.append(lead)
    position += 1
    for index in 0..<continuations {
      guard try available(&source), range.contains(buffer[position]) else {
        throw JSONError(.invalidUTF8(byteOffset: offset), line: startLine, column: startColumn)
      }
      scratch.append(buffer[position])
      position += 1
      if index == 0 { range = 0x80...0xBF }
    }
    column += 1
  }

  private mutating func number(_ source: inout some ByteSource) throws(JSONError) -> String {
    scratch.removeAll(keepingCapacity: true)
    while try available(&source) {
      let byte = buffer[position]
      let isNumberByte =
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E")
      guard isNumberByte else { break }
      scratch.append(byte)
      step()
      if scratch.count > Self.maxNumberBytes {
        throw located(.invalidNumber(String(decoding: scratch, as: UTF8.self) + "…"))
      }
    }
    let text = String(decoding: scratch, as: UTF8.self)
    guard Self.isNumber(scratch) else { throw located(.invalidNumber(text)) }
    return text
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, checked in one pass without copying.
  static func isNumber(_ bytes: some Sequence<UInt8>) -> Bool {
    var part = NumberPart.sign
    for byte in bytes {
      let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      switch part {
      case .sign:
        if byte == UInt8(ascii: "-") { part = .firstDigit; continue }
        fallthrough
      case .firstDigit:
        guard isDigit else { return false }
        part = byte == UInt8(ascii: "0") ? .leadingZero : .integer
      case .leadingZero, .integer:
        if isDigit && part == .integer { continue }
        if byte == UInt8(ascii: ".") {
          part = .point
        } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
          part = .exponent
        } else {
          return false
        }
      case .point, .fraction:
        if isDigit {
          part = .fraction
        } else if part == .fraction && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) {
          part = .exponent
        } else {
          return false
        }
      case .exponent:
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { part = .exponentSign; continue }
        fallthrough
      case .exponentSign, .exponentDigits:
        guard isDigit else { return false }
        part = .exponentDigits
      }
    }
    return part == .leadingZero || part == .integer || part == .fraction || part == .exponentDigits
  }

  /// Where a number's check has got to.
  private enum NumberPart {
    case sign, firstDigit, leadingZero, integer, point, fraction, exponent, exponentSign, exponentDigits
  }

  private mutating func literal(_ source: inout some ByteSource) throws(JSONError) -> JSONToken {
    scratch.removeAll(keepingCapacity: true)
    while try available(&source) {
      let byte = buffer[position]
      let isWordByte =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
      guard isWordByte, scratch.count < Self.maxLiteralBytes else { break }
      scratch.append(byte)
      step()
    }
    // Compared byte by byte: an array made of each word to compare with cost three allocations a literal (a
    // tenth of reading a full export's completions, whose notes are mostly null).
    if scratch.elementsEqual("null".utf8) { return .null }
    if scratch.elementsEqual("true".utf8) { return .bool(true) }
    if scratch.elementsEqual("false".utf8) { return .bool(false) }
    throw located(.invalidLiteral(String(decoding: scratch, as: UTF8.self)))
  }

  // MARK: Bytes

  /// Moves past one ASCII byte that is not a line feed.
  private mutating func step() {
    position += 1
    column += 1
  }

  private mutating func skipWhitespace(_ source: inout some ByteSource) throws(JSONError) {
    while try available(&source) {
      switch buffer[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        step()
      case UInt8(ascii: "\n"):
        position += 1
        line += 1
        column = 1
      default:
        return
      }
    }
  }

  /// Skips a UTF-8 byte order mark at the very start; it is not part of the text and is not counted.
  private mutating func skipByteOrderMark(_ source: inout some ByteSource) throws(JSONError) {
    checkedByteOrderMark = true
    guard try available(&source), buffer[position] == 0xEF else { return }
    for expected: UInt8 in [0xEF, 0xBB, 0xBF] {
      guard try available(&source), buffer[position] == expected else {
        throw JSONError(.invalidUTF8(byteOffset: 0), line: 1, column: 1)
      }
      position += 1
    }
  }

  /// Whether a byte is at `position`, reading the next chunk when the buffer is used up.
  private mutating func available(_ source: inout some ByteSource) throws(JSONError) -> Bool {
    if position < end { return true }
    if sourceIsExhausted { return false }
    discardedBytes += end
    position = 0
    end = 0
    let result = buffer.withUnsafeMutableBytes { bytes in
      Result { () throws(IOError) in try source.read(into: bytes) }
    }
    switch result {
    case .success(let count):
      precondition((0...buffer.count).contains(count), "a ByteSource returned more bytes than fit")
      end = count
      if count == 0 { sourceIsExhausted = true }
      return count > 0
    case .failure(let failure):
      throw JSONError(.readFailed(failure), line: line, column: column)
    }
  }

  // MARK: Errors

  private func located(_ kind: JSONError.Kind) -> JSONError {
    JSONError(kind, line: tokenLine, column: tokenColumn)
  }

  private func located(_ kind: JSONError.Kind, line: Int, column: Int) -> JSONError {
    JSONError(kind, line: line, column: column)
  }

  /// The error for the character at `position`, shown as a person reads it.
  private mutating func unexpected(_ source: inout some ByteSource, expected: String) throws(JSONError) -> JSONError {
    let byte = buffer[position]
    let (errorLine, errorColumn) = (line, column)
    let found: String
    switch byte {
    case 0x21...0x7E: found = "'\(Character(UnicodeScalar(byte)))'"
    case 0x80...:
      // Decode the character so the message can show it; bytes that are not UTF-8 get their own error.
      scratch.removeAll(keepingCapacity: true)
      try multiByteCharacter(&source)
      found = "'\(String(decoding: scratch, as: UTF8.self))'"
    default: found = "control character U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4)
    }
    return JSONError(.unexpectedCharacter(found: found, expected: expected), line: errorLine, column: errorColumn)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
