import HabitViews
import PNG

/// The app's icon as PNG at any size (the manifest's 192 and 512 pixels, Apple's 180): a white tick on the theme
/// colour, the drawing of ``AppShell/iconSVG``, with smooth edges. Encoded by ``PNGImage``; made once per size and
/// kept.
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

  /// A PNG of the icon, 8-bit RGBA.
  static func png(size: Int) -> [UInt8] {
    PNGImage(width: size, height: size, kind: .rgba, pixels: pixels(size: size)).encoded()
  }
}
