/// Why a JSON input was rejected, and where.
///
/// `line` and `column` are 1-based. Lines are counted by line feeds; `column` counts Unicode scalars from the
/// start of the line (a JSON line can be a whole file long, so characters are counted as they stream past, and
/// an emoji made of several scalars counts as several). A leading byte order mark is not counted.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// Something other than what the grammar allows here; `found` shows it, `expected` says what would fit.
    case unexpectedCharacter(found: String, expected: String)
    /// The input ends where `expected` was due (an empty input expects a value).
    case unexpectedEnd(expected: String)
    /// A comma right before `]` or `}`.
    case trailingComma
    /// A string not closed before the end of its line (JSON strings hold line breaks only as `\n`) or of the
    /// input; `line` and `column` point at its opening quote.
    case unterminatedString
    /// A raw control character other than a line break (below U+0020, such as a tab) inside a string.
    case controlCharacterInString
    /// A backslash followed by something other than `" \ / b f n r t u`.
    case invalidEscape(String)
    /// A `\u` escape that is not four hex digits, or a surrogate without its pair.
    case invalidUnicodeEscape(String)
    /// Text that looks like a number but is not one by JSON's grammar (`01`, `1.`, `-`, `+1`, `.5`).
    case invalidNumber(String)
    /// A bare word other than `true`, `false` and `null`.
    case invalidLiteral(String)
    /// Bytes that are not UTF-8; `byteOffset` counts from the start of the input, 0-based, BOM included.
    case invalidUTF8(byteOffset: Int)
    /// A string longer than `limit` bytes once decoded.
    case stringTooLong(limit: Int)
    /// Arrays and objects nested more than `limit` deep.
    case nestingTooDeep(limit: Int)
    /// More text after the document's one top-level value.
    case textAfterValue
    /// The source failed to deliver bytes.
    case readFailed(IOError)
  }

  public let kind: Kind
  public let line: Int
  public let column: Int

  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  public var description: String {
    let place = "line \(line), column \(column)"
    switch kind {
    case .unexpectedCharacter(let found, let expected):
      return "Unexpected \(found) at \(place); expected \(expected)."
    case .unexpectedEnd(let expected):
      return "The input ends at \(place) where \(expected) was expected; the file may be cut short."
    case .trailingComma:
      return "A comma at \(place) is followed by a closing bracket; remove the comma (JSON allows no trailing comma)."
    case .unterminatedString:
      return "The string opened at \(place) is not closed on its line; add the closing double quote, and write a "
        + "line break inside a string as \\n."
    case .controlCharacterInString:
      return "A raw control character (a tab, ...) at \(place) inside a string; write it as an escape such as \\t."
    case .invalidEscape(let text):
      return "Invalid escape \(text) at \(place); JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX."
    case .invalidUnicodeEscape(let text):
      return "Invalid Unicode escape \(text) at \(place); write four hex digits, and a surrogate pair for "
        + "characters beyond U+FFFF."
    case .invalidNumber(let text):
      return "'\(text)' at \(place) is not a JSON number; write digits with an optional sign, fraction and "
        + "exponent, without leading zeros (-1.5e3)."
    case .invalidLiteral(let text):
      return "'\(text)' at \(place) is not a JSON value; put text in double quotes, or write true, false or null."
    case .invalidUTF8(let byteOffset):
      return "Invalid UTF-8 at \(place) (byte offset \(byteOffset)); save the file with UTF-8 encoding and try again."
    case .stringTooLong(let limit):
      return "The string at \(place) is longer than \(limit) bytes; shorten it."
    case .nestingTooDeep(let limit):
      return "Arrays and objects are nested more than \(limit) deep at \(place); this is not a file habit reads."
    case .textAfterValue:
      return "Unexpected text at \(place) after the end of the JSON document; remove it, or check for a missing "
        + "bracket before it."
    case .readFailed(let error):
      return "Reading the input stopped at \(place) (\(error)); check that the file is readable and try again."
    }
  }
}
