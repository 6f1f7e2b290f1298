/// A text table: a header and rows of cells, columns padded to their widest cell by display width.
public struct Table {
  public struct Column {
    public let title: String
    public var alignRight = false

    public init(title: String, alignRight: Bool = false) {
      self.title = title
      self.alignRight = alignRight
    }
  }

  public struct Cell: ExpressibleByStringLiteral {
    public let text: String
    public let style: [Style]

    public init(_ text: String, _ style: Style?...) {
      self.text = visible(text)
      self.style = style.compactMap { $0 }
    }
    public init(stringLiteral value: String) { self.init(value) }
  }

  public let columns: [Column]
  public var rows: [[Cell]] = []
  /// Whether the first line holds the column titles.
  public var showsHeader = true
  /// Put before every line, to indent the table under a heading.
  public var indent = ""

  public init(_ columns: [Column]) { self.columns = columns }
  /// A table without titles, of `count` left-aligned columns.
  public init(untitled count: Int, indent: String = "") {
    columns = Array(repeating: Column(title: ""), count: count)
    showsHeader = false
    self.indent = indent
  }
  public init(titles: String...) { self.columns = titles.map { Column(title: $0) } }

  public mutating func append(_ row: [Cell]) { rows.append(row) }

  public func render(color: Bool) -> String {
    var widths = showsHeader ? columns.map { displayWidth($0.title) } : columns.map { _ in 0 }
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], displayWidth(cell.text))
      }
    }
    func line(_ cells: [Cell], header: Bool) -> String {
      var text = ""
      for (index, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: max(0, widths[index] - displayWidth(cell.text)))
        let styled = cell.text.styled(header ? [Style.bold] : cell.style, enabled: color)
        text += (index == 0 ? "" : "  ") + (columns[index].alignRight ? padding + styled : styled + padding)
      }
      // Padding after the last visible text would only be trailing blanks.
      while text.last == " " { text.removeLast() }
      return text
    }
    var output = showsHeader ? [line(columns.map { Cell($0.title) }, header: true)] : []
    output += rows.map { line($0, header: false) }
    return output.map { indent + $0 }.joined(separator: "\n")
  }
}
