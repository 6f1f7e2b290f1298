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

  init(_ columns: [Column]) { self.columns = columns }
  init(titles: String...) { self.columns = titles.map { Column(title: $0) } }

  mutating func append(_ row: [Cell]) { rows.append(row) }

  func render(color: Bool) -> String {
    var widths = columns.map { displayWidth($0.title) }
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], displayWidth(cell.text))
      }
    }
    func line(_ cells: [Cell], header: Bool) -> String {
      var parts: [String] = []
      for (index, cell) in cells.enumerated() {
        let isLast = index == cells.count - 1
        let alignRight = columns[index].alignRight
        let padded = isLast && !alignRight ? cell.text : cell.text.padded(to: widths[index], right: alignRight)
        let styles = header ? [Style.bold] : cell.style
        parts.append(padded.styled(styles, enabled: color))
      }
      return parts.joined(separator: "  ")
    }
    var output = [line(columns.map { Cell($0.title) }, header: true)]
    output += rows.map { line($0, header: false) }
    return output.joined(separator: "\n")
  }
}
