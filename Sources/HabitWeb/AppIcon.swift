import CZlib
import HabitViews

/// The app's icon as PNG at any size (the manifest's 192 and 512 pixels, Apple's 180): a white tick on the theme
/// colour, the drawing of ``AppShell/iconSVG``, with smooth edges. Encoded here with zlib's
/// deflate and CRC-32, which the server links anyway; made once per size and kept.
enum AppIcon {
  static let sizes = [180, 192, 512]
  static let pngs: [Int: [UInt8]] = Dictionary(uniqueKeysWithValues: sizes.map { ($0, png(size: $0)) })

  /// The icon's RGBA pixels, row by row. A pixel's share of the tick is how far its centre lies inside the
  /// strokes' edge, within half a pixel either way: smooth edges from one distance a pixel.
  static func pixels(size: Int) -> [UInt8] {
    let theme: (Double, Double, Double) = (0x0a, 0x58, 0xca)
    // The tick, in the SVG's 100-unit square: two strokes 11 units wide with round ends.
    let scale = Double(size) / 100
    let strokes = [((28.0, 52.0), (44.0, 67.0)), ((44.0, 67.0), (73.0, 35.0))].map { a, b in
      ((a.0 * scale, a.1 * scale), (b.0 * scale, b.1 * scale))
    }
    let halfWidth = 5.5 * scale
    var pixels = [UInt8](repeating: 0, count: size * size * 4)
    for y in 0..<size {
      for x in 0..<size {
        let centre = (Double(x) + 0.5, Double(y) + 0.5)
        let nearest = strokes.map { distance(centre, $0.0, $0.1) }.min() ?? .infinity
        let share = max(0, min(1, halfWidth + 0.5 - nearest))
        let offset = (y * size + x) * 4
        pixels[offset] = UInt8((theme.0 + (255 - theme.0) * share).rounded())
        pixels[offset + 1] = UInt8((theme.1 + (255 - theme.1) * share).rounded())
        pixels[offset + 2] = UInt8((theme.2 + (255 - theme.2) * share).rounded())
        pixels[offset + 3] = 255
      }
    }
    return pixels
  }

  /// The distance from `point` to the segment from `a` to `b`.
  static func distance(_ point: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1)
    let along = max(0, min(1, ((point.0 - a.0) * dx + (point.1 - a.1) * dy) / (dx * dx + dy * dy)))
    let (nx, ny) = (a.0 + along * dx - point.0, a.1 + along * dy - point.1)
    return (nx * nx + ny * ny).squareRoot()
  }

  /// A PNG of the icon: signature, IHDR (8-bit RGBA), one IDAT of the deflated rows (each with filter 0), IEND.
  static func png(size: Int) -> [UInt8] {
    let pixels = pixels(size: size)
    var rows: [UInt8] = []
    rows.reserveCapacity(size * (size * 4 + 1))
    for y in 0..<size {
      rows.append(0)
      rows += pixels[(y * size * 4)..<((y + 1) * size * 4)]
    }
    var compressedSize = compressBound(uLong(rows.count))
    var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
    let status = compress2(&compressed, &compressedSize, rows, uLong(rows.count), Z_BEST_COMPRESSION)
    precondition(status == Z_OK, "zlib could not deflate the icon")
    compressed.removeSubrange(Int(compressedSize)...)
    var header: [UInt8] = []
    header += bigEndian(UInt32(size)) + bigEndian(UInt32(size))
    header += [8, 6, 0, 0, 0]  // 8 bits a channel, RGBA, deflate, no filter method beyond 0, not interlaced
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", compressed)
      + chunk("IEND", [])
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
