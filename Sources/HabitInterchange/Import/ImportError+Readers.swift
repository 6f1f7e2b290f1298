import HabitStore

extension ImportError {
  /// The import error for a CSV syntax error: the same facts, worded as `file:line:column: what` plus a hint.
  init(csv error: CSVError) {
    let (message, hint): (String, String)
    switch error.kind {
    case .unterminatedQuote:
      (message, hint) = (
        "this quoted field is never closed", "Add the closing quote, and write any quote inside a field twice (\"\")."
      )
    case .strayQuote:
      (message, hint) = (
        "a quote inside a field that is not quoted", "Put the whole field in quotes and write this quote twice (\"\")."
      )
    case .textAfterClosingQuote:
      (message, hint) = (
        "text after the closing quote of a field",
        "End the field with a comma after its closing quote, or write a quote that belongs to the text twice (\"\")."
      )
    case .bareCarriageReturn:
      (message, hint) = (
        "a carriage return without a line feed",
        "Save the file with LF or CRLF line endings, or quote the field that contains it."
      )
    case .invalidUTF8(let offset):
      (message, hint) = ("invalid UTF-8 (byte offset \(offset))", "Save the file with UTF-8 encoding.")
    case .raggedRow(let expected, let found):
      (message, hint) = (
        "this record has \(found) \(found == 1 ? "field" : "fields") but the header has \(expected)",
        "Give every record \(expected) fields, and quote any field that contains a comma."
      )
    case .recordTooLong(let limit):
      (message, hint) = (
        "a record longer than \(limit) bytes starts here", "Look for a quote that is never closed before it."
      )
    case .readFailed(let failure):
      (message, hint) = ("reading stopped: \(failure)", "Check that the file is readable.")
    }
    self.init(message, at: InputLocation(line: error.line, column: error.column), hint: hint)
  }

  /// The import error for a JSON syntax error.
  init(json error: JSONError) {
    let (message, hint): (String, String)
    switch error.kind {
    case .unexpectedCharacter(let found, let expected):
      (message, hint) = ("unexpected \(found), expected \(expected)", "Check the JSON syntax at this place.")
    case .unexpectedEnd(let expected):
      (message, hint) = ("the input ends where \(expected) was expected", "The file may be cut short.")
    case .trailingComma:
      (message, hint) = ("a comma before a closing bracket", "Remove the comma: JSON allows no trailing comma.")
    case .unterminatedString:
      (message, hint) = (
        "this string is not closed on its line",
        "Add the closing double quote; write a line break inside a string as \\n."
      )
    case .controlCharacterInString:
      (message, hint) = ("a raw control character (a tab, ...) inside a string", "Write it as an escape such as \\t.")
    case .invalidEscape(let text):
      (message, hint) = ("invalid escape \(text)", "JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.")
    case .invalidUnicodeEscape(let text):
      (message, hint) = (
        "invalid Unicode escape \(text)",
        "Write four hex digits, and a surrogate pair for characters beyond U+FFFF."
      )
    case .invalidNumber(let text):
      (message, hint) = (
        "'\(text)' is not a JSON number", "Write digits with an optional sign, fraction and exponent (-1.5e3)."
      )
    case .invalidLiteral(let text):
      (message, hint) = (
        "'\(text)' is not a JSON value", "Put text in double quotes, or write true, false or null."
      )
    case .invalidUTF8(let offset):
      (message, hint) = ("invalid UTF-8 (byte offset \(offset))", "Save the file with UTF-8 encoding.")
    case .stringTooLong(let limit):
      (message, hint) = ("a string longer than \(limit) bytes", "Shorten it.")
    case .nestingTooDeep(let limit):
      (message, hint) = ("arrays and objects nested more than \(limit) deep", "This is not a file habit writes.")
    case .textAfterValue:
      (message, hint) = (
        "text after the end of the JSON document", "Remove it, or look for a missing bracket before it."
      )
    case .readFailed(let failure):
      (message, hint) = ("reading stopped: \(failure)", "Check that the file is readable.")
    }
    self.init(message, at: InputLocation(line: error.line, column: error.column), hint: hint)
  }
}
