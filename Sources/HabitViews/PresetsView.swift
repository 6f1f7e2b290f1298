import HabitCore

/// `habit presets`: the built-in activities as a table, or on a terminal too narrow for a readable description
/// column, each preset on a line with its description wrapped under it.
public struct PresetsView {
  public let presets: [Preset]
  public let color: Bool
  /// The terminal's columns to fit in; nil (piped output) keeps every value whole.
  public let width: Int?

  /// The narrowest description column the table keeps: narrower, each description took six lines or more and
  /// a dozen presets filled 120 lines of a 60-column terminal.
  static let narrowestDescription = 30

  public init(_ presets: [Preset], color: Bool, width: Int? = nil) {
    self.presets = presets
    self.color = color
    self.width = width
  }

  public func render(to stream: inout some TextOutputStream) {
    var table = Table(titles: "", "Key", "Name", "Goal", "Description")
    for preset in presets {
      table.append([
        Table.Cell(preset.icon), Table.Cell(preset.key, .bold), Table.Cell(preset.name),
        Table.Cell(preset.goal.description), Table.Cell(preset.description, .dim),
      ])
    }
    let widths = table.columnWidths()
    let beside = widths.dropLast().reduce(0, +) + 2 * (widths.count - 1)
    guard let width, width - beside < Self.narrowestDescription else {
      stream.write(table.render(color: color, width: width) + "\n")
      return
    }
    let keys = presets.map { displayWidth($0.key) }.max() ?? 0
    for preset in presets {
      let heading = "\(preset.icon)  \(preset.key.padded(to: keys))  \(preset.name) · \(preset.goal.description)"
      let description = wrapWords(preset.description, width: max(width - 4, 1), breakingWords: true)
      let lines =
        wrapWords(heading, width: width, breakingWords: true).map { $0.styled(.bold, enabled: color) }
        + description.map { "    " + $0.styled(.dim, enabled: color) }
      stream.write(lines.joined(separator: "\n") + "\n")
    }
  }
}
