/// Random version-4 UUIDs, lowercase: the stable external ids of users and activities.
enum ExternalID {
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    return make(using: &generator)
  }

  static func make(using generator: inout some RandomNumberGenerator) -> String {
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    let hex = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
    return [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
  }

  /// Normalises a UUID typed or imported in any case, with or without dashes; nil if it is not one.
  static func normalize(_ text: String) -> String? {
    let hex = text.lowercased().filter { $0 != "-" }
    guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
    let chars = Array(hex)
    return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
  }
}
