import QRCode

/// A QR code drawn for a screen, a page or a printer: SVG (one path of unit squares, the quiet zone included) and
/// terminal text of half blocks. A PNG's pixels come from ``pixels(_:scale:)``.
///
/// ```swift
/// let code = try QRCode(encoding: url)
/// QRCodeDrawing.svg(code, title: "Read")   // "<svg xmlns=... viewBox=\"0 0 37 37\">...</svg>"
/// ```
public enum QRCodeDrawing {
  /// A standalone SVG (or, inline in HTML, the same element), `size` CSS pixels a side, with `title` (escaped) as
  /// its accessible name.
  public static func svg(_ code: QRCode, title: String, size: Int? = nil) -> String {
    let side = code.size + 2 * QRCode.quietZone
    let dimensions = size.map { " width=\"\($0)\" height=\"\($0)\"" } ?? ""
    var path = ""
    for y in 0..<code.size {
      var x = 0
      while x < code.size {
        guard code.isDark(x: x, y: y) else {
          x += 1
          continue
        }
        // A run of dark modules in a row is one rectangle.
        var end = x
        while code.isDark(x: end + 1, y: y) { end += 1 }
        path += "M\(x + QRCode.quietZone) \(y + QRCode.quietZone)h\(end - x + 1)v1h-\(end - x + 1)z"
        x = end + 1
      }
    }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\"\(dimensions) role=\"img\" "
      + "shape-rendering=\"crispEdges\"><title>\(HTML.escape(title))</title>"
      + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/><path fill=\"#000\" d=\"\(path)\"/></svg>"
  }

  /// The code in half-block characters, two module rows a line, the quiet zone included. The light modules are the
  /// drawn ones, as on a terminal with light text on a dark background; QR readers read either way round.
  public static func terminal(_ code: QRCode) -> String {
    let zone = QRCode.quietZone
    var text = ""
    for y in stride(from: -zone, to: code.size + zone, by: 2) {
      for x in -zone..<(code.size + zone) {
        let (top, bottom) = (!code.isDark(x: x, y: y), y + 1 < code.size + zone && !code.isDark(x: x, y: y + 1))
        text += top ? (bottom ? "█" : "▀") : (bottom ? "▄" : " ")
      }
      text += "\n"
    }
    return text
  }

  /// 8-bit gray pixels, `scale` pixels a module, the quiet zone included; with the side in pixels.
  public static func pixels(_ code: QRCode, scale: Int) -> (side: Int, pixels: [UInt8]) {
    let zone = QRCode.quietZone
    let side = (code.size + 2 * zone) * scale
    var pixels = [UInt8](repeating: 255, count: side * side)
    for y in 0..<side {
      for x in 0..<side where code.isDark(x: x / scale - zone, y: y / scale - zone) {
        pixels[y * side + x] = 0
      }
    }
    return (side, pixels)
  }
}
