/// An activity's colour as `#RRGGBB`, from hex or one of a small named palette.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// Uppercase `#RRGGBB`.
  public let hex: String

  /// Named colours people can type; each is readable on dark and light terminals.
  public static let palette: [(name: String, hex: String)] = [
    ("red", "#E53935"), ("orange", "#FB8C00"), ("yellow", "#FDD835"), ("green", "#43A047"),
    ("teal", "#00897B"), ("blue", "#1E88E5"), ("indigo", "#3949AB"), ("purple", "#8E24AA"),
    ("pink", "#D81B60"), ("brown", "#6D4C41"), ("gray", "#757575"),
  ]

  /// Accepts `#RRGGBB`, `RRGGBB`, `#RGB`, or a palette name, in any case.
  public init?(_ text: String) {
    let lower = text.lowercased()
    if let named = Color.palette.first(where: { $0.name == lower || ($0.name == "gray" && lower == "grey") }) {
      hex = named.hex
      return
    }
    var digits = lower.hasPrefix("#") ? String(lower.dropFirst()) : lower
    guard digits.allSatisfy({ $0.isHexDigit }), digits.count == 6 || digits.count == 3 else { return nil }
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    hex = "#" + digits.uppercased()
  }

  /// The palette colour for the n-th activity, so a new household is colourful without choosing.
  public static func defaultColor(index: Int) -> Color {
    Color(hex: palette[index % palette.count].hex)
  }

  /// A palette colour, whose hex is already `#RRGGBB` in uppercase.
  private init(hex: String) {
    self.hex = hex
  }

  /// Red, green and blue, 0-255.
  public var rgb: (red: Int, green: Int, blue: Int) {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    return (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
  }

  public var description: String { hex }
}
