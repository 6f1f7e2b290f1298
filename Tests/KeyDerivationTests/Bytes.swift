import TestSupport

/// Bytes as lowercase hexadecimal, as the standards print their vectors.
func hex(_ bytes: [UInt8]) -> String { bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() }

/// A text's UTF-8 bytes.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// `count` random bytes.
func randomBytes(_ count: Int, using random: inout SeededGenerator) -> [UInt8] {
  (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
}
