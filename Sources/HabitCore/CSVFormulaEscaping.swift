/// Defuses spreadsheet formulas in exported cells, and undoes that on import.
///
/// A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return may run as a formula when a CSV file is
/// opened in a spreadsheet; OWASP's advice ("CSV Injection") is to prefix such a cell with a single quote, which
/// spreadsheets show as text. Two refinements keep the data intact:
///
/// - A cell that is entirely a decimal number (`-3`, `+2.5`, `-.5`) is left alone: it cannot call anything, and
///   quantities and deltas must stay numbers in the sheet. `-3+cmd` is not a number, so it is escaped.
/// - A cell that already starts with quotes followed by a trigger (`'=x`) gets one more quote too. So `unescape`
///   can always strip exactly one quote, and `unescape(escape(cell)) == cell` for every cell.
///
/// ```swift
/// CSVFormulaEscaping.escape("=HYPERLINK(\"x\")")  // "'=HYPERLINK(\"x\")"
/// CSVFormulaEscaping.escape("-3")                 // "-3"
/// CSVFormulaEscaping.unescape("'=1+1")            // "=1+1"
/// ```
public enum CSVFormulaEscaping {
  private static let apostrophe = UInt8(ascii: "'")
  private static let triggers: [UInt8] = ["=", "+", "-", "@", "\t", "\r"].map { UInt8(ascii: $0) }

  /// Returns `cell` with a leading `'` if a spreadsheet could take it for a formula, else `cell` itself.
  public static func escape(_ cell: String) -> String {
    needsPrefix(cell.utf8) ? "'" + cell : cell
  }

  /// Returns `cell` without the one leading `'` that ``escape(_:)`` would have added, else `cell` itself.
  ///
  /// Meant for cells of a file this program exported. A foreign file's `'=x` also loses its quote, since nothing
  /// tells the two apart.
  public static func unescape(_ cell: String) -> String {
    let bytes = cell.utf8
    guard bytes.first == apostrophe, needsPrefix(bytes.dropFirst()) else { return cell }
    return String(cell.dropFirst())
  }

  /// Whether the cell is risky after any leading quotes: what ``escape(_:)`` prefixes.
  public static func needsPrefix(_ bytes: some Collection<UInt8>) -> Bool {
    let rest = bytes.drop { $0 == apostrophe }
    guard let first = rest.first, triggers.contains(first) else { return false }
    return !isDecimalNumber(rest)
  }

  /// An optional sign, then digits with at most one decimal point, and at least one digit.
  private static func isDecimalNumber(_ bytes: some Collection<UInt8>) -> Bool {
    let sign = bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-")
    var digits = 0
    var points = 0
    for byte in bytes.dropFirst(sign ? 1 : 0) {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
      case UInt8(ascii: "."): points += 1
      default: return false
      }
    }
    return digits > 0 && points <= 1
  }
}
