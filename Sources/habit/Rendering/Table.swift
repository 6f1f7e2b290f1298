/// A text table: a header and rows of cells, columns padded to their widest cell by display width.
struct Table {
  struct Column {
    let title: String
    var alignRight = false
  }

  struct Cell: ExpressibleByStringLiteral {
    let text: String
    let style: [Style]

    init(_ text: String, _ style: Style?...) {
      self.text = text
      self.style = style.compactMap { $0 }
    }
    init(stringLiteral value: String) { self.init(value) }
  }

  let columns: [Column]
  var rows: [[Cell]] = []
  /// Whether the first line holds the column titles.
  var showsHeader = true
  /// Put before every line, to indent the table under a heading.
  var indent = ""

  init(_ columns: [Column]) { self.columns = columns }
  /// A table without titles, of `count` left-aligned columns.
  init(untitled count: Int, indent: String = "") {
    columns = Array(repeating: Column(title: ""), count: count)
    showsHeader = false
    self.indent = indent
  }
  init(titles: String...) { self.columns = titles.map { Column(title: $0) } }

  mutating func append(_ row: [Cell]) { rows.append(row) }

  func render(color: Bool) -> String {
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
