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
  /// Columns at least this wide (by display width), for rows printed apart that must line up with a table
  /// printed before them.
  public var minimumWidths: [Int] = []

  public init(_ columns: [Column]) { self.columns = columns }
  /// A table without titles, of `count` left-aligned columns.
  public init(untitled count: Int, indent: String = "") {
    columns = Array(repeating: Column(title: ""), count: count)
    showsHeader = false
    self.indent = indent
  }
  public init(titles: String...) { self.columns = titles.map { Column(title: $0) } }

  public mutating func append(_ row: [Cell]) { rows.append(row) }

  /// Each column's width: its widest cell's (the title's included), or its minimum width.
  public func columnWidths() -> [Int] {
    let all = (showsHeader ? [columns.map { Cell($0.title) }] : []) + rows
    return columns.indices.map { index in
      max(
        index < minimumWidths.count ? minimumWidths[index] : 0,
        all.map { index < $0.count ? displayWidth($0[index].text) : 0 }.max() ?? 0)
    }
  }

  /// The table as text. With a `width` (a terminal's columns), the widest columns are narrowed until the table
  /// fits, their cells wrapped onto more lines between words; a word is never broken, so a table whose words
  /// cannot fit stays wider. Without one (piped output) every value is kept whole on its line.
  public func render(color: Bool, width: Int? = nil) -> String {
    let titles = showsHeader ? columns.map { Cell($0.title) } : nil
    let all = (titles.map { [$0] } ?? []) + rows
    var widths = columnWidths()
    var gap = "  "
    if let width {
      // The longest word of each column: it cannot be narrower.
      let floors = columns.indices.map { index in
        all.flatMap { index < $0.count ? $0[index].text.split(separator: " ").map { displayWidth(String($0)) } : [] }
          .max() ?? 0
      }
      while displayWidth(indent) + widths.reduce(0, +) + 2 * max(0, widths.count - 1) > width {
        let excess = displayWidth(indent) + widths.reduce(0, +) + 2 * max(0, widths.count - 1) - width
        guard let widest = widths.indices.filter({ widths[$0] > floors[$0] }).max(by: { widths[$0] < widths[$1] })
        else { break }
        widths[widest] = max(floors[widest], widths[widest] - excess)
      }
      // Every column as narrow as its longest word and still too wide: one space between columns instead of two.
      if displayWidth(indent) + widths.reduce(0, +) + 2 * max(0, widths.count - 1) > width { gap = " " }
    }
    func lines(_ cells: [Cell], header: Bool) -> [String] {
      let wrapped = cells.enumerated().map { index, cell in wrapWords(cell.text, width: widths[index]) }
      return (0..<(wrapped.map(\.count).max() ?? 1)).map { number in
        var text = ""
        for (index, cell) in cells.enumerated() {
          let part = number < wrapped[index].count ? wrapped[index][number] : ""
          let padding = String(repeating: " ", count: max(0, widths[index] - displayWidth(part)))
          let styled = part.styled(header ? [Style.bold] : cell.style, enabled: color)
          text += (index == 0 ? "" : gap) + (columns[index].alignRight ? padding + styled : styled + padding)
        }
        // Padding after the last visible text would only be trailing blanks.
        return indent + text.trimmingTrailingSpaces()
      }
    }
    var output = titles.map { lines($0, header: true) } ?? []
    for row in rows { output += lines(row, header: false) }
    return output.joined(separator: "\n")
  }
}

/// The text in lines of at most `width` columns, broken between words only (a longer word gets a line of its
/// own); one line, unchanged, when it fits.
public func wrapWords(_ text: String, width: Int) -> [String] {
  guard displayWidth(text) > width else { return [text] }
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
    if line.isEmpty {
      line = word
    } else if displayWidth(line) + 1 + displayWidth(word) <= width {
      line += " " + word
    } else {
      lines.append(line)
      line = word
    }
  }
  lines.append(line)
  return lines
}

/// The lines when each fits in `width` columns (or there is no width), else nil.
public func fitting(_ lines: [String], width: Int?) -> [String]? {
  guard let width else { return lines }
  return lines.allSatisfy { displayWidth($0) <= width } ? lines : nil
}

/// A list of entries separated by two spaces (a legend), broken between entries onto lines of at most `width`
/// columns.
public func wrapItems(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  for item in text.components(separatedBy: "  ") {
    if let last = lines.last, displayWidth(last) + 2 + displayWidth(item) <= width {
      lines[lines.count - 1] = last + "  " + item
    } else {
      lines.append(item)
    }
  }
  return lines
}
