import HabitCore
import HabitScreens
import HabitStore

/// Checks and converts the values every format carries (days, amounts, ids, timestamps), with the error a person
/// needs when one is wrong. Strict on purpose: a value habit would not write itself is refused, not guessed at.
enum ImportValues {
  /// A `yyyy-MM-dd` day that exists, returned as given (it is already the canonical text).
  ///
  /// Checked on the bytes, without building a `Day`, because every completion of a file passes through here.
  static func day(
    _ text: String, what: String = "day", at location: @autoclosure () -> InputLocation
  ) throws(ImportError) -> String {
    // Read from the contiguous bytes: walking the String's UTF-8 view cost several times as much. Separators sit
    // at bytes 4 and 7, digits everywhere else.
    var bytes = text
    let (wellFormed, exists) = bytes.withUTF8 { utf8 -> (Bool, Bool) in
      guard utf8.count == 10 else { return (false, false) }
      for (position, byte) in utf8.enumerated() {
        let fits =
          position == 4 || position == 7
          ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        if !fits { return (false, false) }
      }
      return (true, Day(utf8: utf8) != nil)
    }
    guard wellFormed else {
      throw ImportError(
        "\(quoted(text)) is not a \(what) of the form yyyy-MM-dd", at: location(), hint: "Write days as yyyy-MM-dd.")
    }
    guard exists else {
      throw ImportError("\(quoted(text)) is not a real date", at: location(), hint: "Write a day that exists.")
    }
    return text
  }

  /// An amount: a decimal number of 0 or more (`12`, `2.5`, `1e-05`); an empty text is no amount.
  static func amount(_ text: String, at location: @autoclosure () -> InputLocation) throws(ImportError) -> Double? {
    if text.isEmpty { return nil }
    let bytes = text.utf8
    if bytes.first == UInt8(ascii: "-"), JSONTokenizer.isNumber(bytes) {
      throw ImportError(
        "the amount \(text) is negative", at: location(), hint: "Amounts are 0 or more; leave the cell empty for none.")
    }
    guard JSONTokenizer.isNumber(bytes), let value = Double(text), value.isFinite else {
      throw ImportError(
        "\(quoted(text)) is not an amount", at: location(),
        hint: "Write amounts as plain numbers such as 12 or 2.5 (a point, no unit or thousands separator).")
    }
    guard value <= Quantity.largestAmount else { throw tooLarge(text, at: location()) }
    return value
  }

  /// An amount given as a JSON number (or null).
  static func amount(
    _ value: Double, text: String, at location: @autoclosure () -> InputLocation
  ) throws(ImportError) -> Double {
    guard value.isFinite else {
      throw ImportError("the number \(text) is too large", at: location(), hint: "Write a smaller amount.")
    }
    guard value >= 0 else {
      throw ImportError(
        "the amount \(text) is negative", at: location(), hint: "Amounts are 0 or more; write null for none.")
    }
    guard value <= Quantity.largestAmount else { throw tooLarge(text, at: location()) }
    return value
  }

  private static func tooLarge(_ text: String, at location: InputLocation) -> ImportError {
    ImportError(
      "the amount \(text) is more than 1000000000", at: location,
      hint: "Amounts are at most 1000000000 (a billion) of any unit.")
  }

  /// A UUID in any case, with dashes (8-4-4-4-12) or as 32 hex digits; returned dashed and lowercase.
  ///
  /// Built on the bytes, without arrays: a file of the dates layout may hold 100,000 ids.
  /// Whether `text` is a UUID as habit keeps them (lowercase, with dashes), as most files write them: it is then
  /// its own canonical form, checked on its contiguous bytes without building another string (a file of the
  /// dates layout may name 100,000 habits).
  private static func isCanonicalUUID(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count == 36 else { return false }
      for (index, byte) in bytes.enumerated() {
        let fits =
          index == 8 || index == 13 || index == 18 || index == 23
          ? byte == UInt8(ascii: "-")
          : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        if !fits { return false }
      }
      return true
    }
  }

  static func uuid(
    _ text: String, what: String = "id", at location: @autoclosure () -> InputLocation
  ) throws(ImportError) -> String {
    if isCanonicalUUID(text) { return text }
    let bytes = text.utf8
    let dashed = bytes.count == 36
    var valid = dashed || bytes.count == 32
    let canonical =
      !valid
      ? ""
      : String(unsafeUninitializedCapacity: 36) { buffer in
        var count = 0
        for (index, byte) in bytes.enumerated() {
          if dashed && (index == 8 || index == 13 || index == 18 || index == 23) {
            if byte != UInt8(ascii: "-") {
              valid = false
              break
            }
            continue
          }
          let digit: UInt8
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte
          case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte + 32
          default:
            valid = false
            return count
          }
          if count == 8 || count == 13 || count == 18 || count == 23 {
            buffer[count] = UInt8(ascii: "-")
            count += 1
          }
          buffer[count] = digit
          count += 1
        }
        return count
      }
    guard valid else {
      throw ImportError(
        "\(quoted(text)) is not a valid \(what)", at: location(),
        hint: "Ids are UUIDs such as 0f8fad5b-d9cb-469f-a165-70867728950e.")
    }
    return canonical
  }

  /// A UTC time in the form habit writes: `yyyy-MM-ddTHH:mm:ssZ`, optionally with a fraction of a second.
  static func timestamp(_ text: String, at location: @autoclosure () -> InputLocation) throws(ImportError) -> String {
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      }
      return value
    }
    var valid =
      bytes.count >= 20 && bytes.last == UInt8(ascii: "Z") && bytes[10] == UInt8(ascii: "T")
      && bytes[13] == UInt8(ascii: ":") && bytes[16] == UInt8(ascii: ":")
    if valid {
      let fraction = bytes[19..<(bytes.count - 1)]
      valid =
        (fraction.isEmpty
          // Up to nanoseconds, its digits checked one by one: a longer fraction would overflow any number.
          || (fraction.first == UInt8(ascii: ".") && (2...10).contains(fraction.count)
            && fraction.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }))
        && (try? day(String(decoding: bytes[0..<10], as: UTF8.self), at: location())) != nil
        && (number(11..<13).map { $0 < 24 } ?? false) && (number(14..<16).map { $0 < 60 } ?? false)
        && (number(17..<19).map { $0 < 60 } ?? false)
    }
    guard valid else {
      throw ImportError(
        "\(quoted(text)) is not a UTC time", at: location(),
        hint: "Write times as 2026-03-01T08:30:00Z (UTC, ISO 8601).")
    }
    return text
  }

  static func color(_ text: String, at location: @autoclosure () -> InputLocation) throws(ImportError) -> Color {
    guard let color = Color(text) else {
      throw ImportError(
        "\(quoted(text)) is not a colour", at: location(),
        hint: "Write colours as #RRGGBB, or one of: \(Color.palette.map(\.name).joined(separator: ", ")).")
    }
    return color
  }

  /// A section's name, as `habit add --section` takes it.
  static func section(_ text: String, at location: @autoclosure () -> InputLocation) throws(ImportError) -> String {
    do {
      return try SectionName.valid(text)
    } catch {
      throw ImportError(
        "\(quoted(text)) is not a section name: \(error)", at: location(),
        hint: "Name sections in 1 to \(SectionName.limit) characters without commas or control characters.")
    }
  }

  /// Text shown in a message: in quotes, cut short when long, line breaks made visible.
  static func quoted(_ text: String) -> String {
    let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return "'" + shown.replacingNewlines() + "'"
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    var result = ""
    for character in self {
      switch character {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\r\n": result += "\\r\\n"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result
  }
}
