/// Why a CSV input was rejected, and where.
///
/// `line` and `column` are 1-based. Lines are counted by line feeds, so a CRLF ends one line, and a quoted field
/// that spans lines moves every later record down accordingly. `column` counts characters (extended grapheme
/// clusters, what a person sees as one letter or emoji) from the start of that line, so `é` and `👩‍👩‍👧` each
/// count once; a leading byte order mark is not counted.
public struct CSVError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// A quoted field never closes; `line` and `column` point at its opening quote.
    case unterminatedQuote
    /// A quote inside a field that did not start with one (`ab"c`).
    case strayQuote
    /// Something other than a comma or line ending right after a closing quote (`"a"b`).
    case textAfterClosingQuote
    /// A carriage return outside quotes that is not followed by a line feed.
    case bareCarriageReturn
    /// Bytes that are not UTF-8; `byteOffset` counts from the start of the input, 0-based, BOM included.
    case invalidUTF8(byteOffset: Int)
    /// A record whose field count differs from the first record's; `column` is where the difference shows:
    /// the comma that starts the first extra field, or the end of a record that is short.
    case raggedRow(expected: Int, found: Int)
    /// A record longer than `limit` bytes (line ending included); `column` is 1 on the line where it starts.
    case recordTooLong(limit: Int)
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
    case .unterminatedQuote:
      return "The quoted field opened at \(place) is never closed; add the closing quote, "
        + "and write any quote inside the field twice (\"\")."
    case .strayQuote:
      return "Unexpected quote at \(place) in a field that is not quoted; put the whole field in quotes "
        + "and write this quote twice (\"\")."
    case .textAfterClosingQuote:
      return "Unexpected text at \(place) after a closing quote; end the field there with a comma, "
        + "or write a quote that belongs to the text twice (\"\")."
    case .bareCarriageReturn:
      return "Carriage return without a line feed at \(place); save the file with LF or CRLF line endings, "
        + "or quote the field that contains it."
    case .invalidUTF8(let byteOffset):
      return "Invalid UTF-8 at \(place) (byte offset \(byteOffset)); save the file with UTF-8 encoding "
        + "and try again."
    case .raggedRow(let expected, let found):
      return "The record at \(place) has \(found) \(found == 1 ? "field" : "fields") but the first record has "
        + "\(expected); give every record \(expected), and quote any field that contains a comma."
    case .recordTooLong(let limit):
      return "The record starting at \(place) is longer than \(limit) bytes; look for a quote that is never "
        + "closed before it, or shorten the record."
    case .readFailed(let error):
      return "Reading the input stopped at \(place) (\(error)); check that the file is readable and try again."
    }
  }
}
