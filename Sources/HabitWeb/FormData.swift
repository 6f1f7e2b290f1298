/// The fields of an `application/x-www-form-urlencoded` body or a query string.
struct FormData: Sendable {
  private(set) var fields: [String: String] = [:]

  init(_ encoded: String) {
    for pair in encoded.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = Self.decode(parts[0])
      guard !name.isEmpty, fields[name] == nil else { continue }
      fields[name] = parts.count > 1 ? Self.decode(parts[1]) : ""
    }
  }

  subscript(_ name: String) -> String? { fields[name] }

  /// Percent-decoding with `+` as a space; malformed escapes are kept as typed, invalid UTF-8 is replaced.
  static func decode(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8)[...]
    while let byte = iterator.popFirst() {
      if byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%"), iterator.count >= 2,
        let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        iterator = iterator.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
