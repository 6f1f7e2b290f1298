import HabitScreens
import HabitStore

/// Loop's habit colours, as its backups store them: an ARGB integer up to schema 13, an index into a 13-colour
/// palette from schema 14, an index into today's 20-colour palette from schema 21.
///
/// Loop's migration 14 turned its 13 known ARGB colours into the indices 0-12 (anything else became 0), and
/// migration 21 moved those indices to the same colours' places in the 20-colour palette (so 5, teal, became 8).
/// Each index therefore means the colour Loop showed for it at the file's schema version. An index outside the
/// palette is shown by Loop as its first colour, red, and so it is here.
enum LoopPalette {
  /// The 20 colours of schema 21 and later (Material Design shades), index 0 first.
  static let current = [
    "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B", "#00ACC1",
    "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030", "#757575", "#AAAAAA",
  ]

  /// The 13 colours of schemas 14 to 20: the indices of `current` that migration 21 moved them to.
  static let schema14 = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19].map { current[$0] }

  /// The colour a backup of schema `version` means by `value`.
  static func color(_ value: Int64, schemaVersion version: Int) -> Color {
    let hex: String
    if version < 14 {
      // 0xAARRGGBB as a signed 32-bit integer: the alpha byte (always opaque) is dropped.
      let rgb = Int(UInt32(truncatingIfNeeded: value) & 0xFF_FFFF)
      let digits = String(rgb, radix: 16, uppercase: true)
      hex = "#" + String(repeating: "0", count: 6 - digits.count) + digits
    } else {
      let palette = version < 21 ? schema14 : current
      hex = palette.indices.contains(Int(clamping: value)) ? palette[Int(value)] : palette[0]
    }
    return Color(hex)!
  }
}
