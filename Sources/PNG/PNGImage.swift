import CZlib

/// A PNG file of 8-bit pixels: signature, IHDR, one IDAT of the deflated rows (each with filter 0), IEND. Deflate
/// and CRC-32 are zlib's.
///
/// ```swift
/// let bytes = PNGImage(width: 2, height: 1, kind: .gray, pixels: [0, 255]).encoded()
/// ```
public struct PNGImage: Sendable {
  /// The colour type of the pixels: one byte each (gray) or four (RGBA).
  public enum Kind: Sendable {
    case gray, rgba

    var channels: Int { self == .gray ? 1 : 4 }
    var colourType: UInt8 { self == .gray ? 0 : 6 }
  }

  public let width: Int
  public let height: Int
  public let kind: Kind
  /// Row by row, top first: `width * height * channels` bytes.
  public let pixels: [UInt8]

  public init(width: Int, height: Int, kind: Kind, pixels: [UInt8]) {
    precondition(pixels.count == width * height * kind.channels, "a PNG's pixels must fill its rows")
    self.width = width
    self.height = height
    self.kind = kind
    self.pixels = pixels
  }

  /// The PNG file's bytes.
  public func encoded() -> [UInt8] {
    let rowBytes = width * kind.channels
    var rows: [UInt8] = []
    rows.reserveCapacity(height * (rowBytes + 1))
    for y in 0..<height {
      rows.append(0)
      rows += pixels[(y * rowBytes)..<((y + 1) * rowBytes)]
    }
    var compressedSize = compressBound(uLong(rows.count))
    var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
    let status = compress2(&compressed, &compressedSize, rows, uLong(rows.count), Z_BEST_COMPRESSION)
    precondition(status == Z_OK, "zlib could not deflate a PNG")
    compressed.removeSubrange(Int(compressedSize)...)
    var header: [UInt8] = []
    header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
    header += [8, kind.colourType, 0, 0, 0]  // 8 bits a channel, deflate, filter method 0, not interlaced
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", header)
      + Self.chunk("IDAT", compressed) + Self.chunk("IEND", [])
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    return bigEndian(UInt32(data.count)) + typed + bigEndian(UInt32(crc))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
