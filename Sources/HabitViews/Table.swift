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
  /// Lines written whole before the row of their index (a section's heading), outside the columns.
  public var headings: [Int: String] = [:]
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
  /// fits, their cells wrapped onto more lines between words; then, still too wide, one space between columns
  /// instead of two; and only when a word alone is wider than its column can be (a long name, a name in CJK
  /// characters), that word is broken between characters, so that no line is wider than the terminal, which
  /// would break it anywhere. Without one (piped output) every value is kept whole on its line.
  public func render(color: Bool, width: Int? = nil) -> String {
    let titles = showsHeader ? columns.map { Cell($0.title) } : nil
    let all = (titles.map { [$0] } ?? []) + rows
    var widths = columnWidths()
    var gap = "  "
    // The longest word of each column: narrower, a word of it is broken. Measured only to fit a width (without
    // one every column keeps its natural width, never narrower than its words).
    var floors = widths
    if let width {
      floors = columns.indices.map { index in
        all.flatMap { index < $0.count ? $0[index].text.split(separator: " ").map { displayWidth(String($0)) } : [] }
          .max() ?? 0
      }
      let room = { (gap: Int) in width - displayWidth(self.indent) - gap * max(0, self.columns.count - 1) }
      Self.narrow(&widths, to: floors, within: room(2))
      if widths.reduce(0, +) > room(2) {
        gap = " "
        Self.narrow(&widths, to: floors, within: room(1))
        // The widest character of each column: no column can be narrower.
        let letters = columns.indices.map { index in
          all.flatMap { index < $0.count ? $0[index].text.map(displayWidth) : [] }.max() ?? 0
        }
        Self.narrow(&widths, to: letters, within: room(1))
      }
    }
    func lines(_ cells: [Cell], header: Bool) -> [String] {
      let wrapped = cells.enumerated().map { index, cell in
        wrapWords(cell.text, width: widths[index], breakingWords: widths[index] < floors[index])
      }
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
    for (index, row) in rows.enumerated() {
      if let heading = headings[index] { output.append(heading) }
      output += lines(row, header: false)
    }
    // Joined by hand: `[String].joined(separator:)` is not specialized, and its first call made the runtime scan
    // every conformance record of the static binary for the array's associated types.
    var text = ""
    for (number, line) in output.enumerated() {
      if number > 0 { text += "\n" }
      text += line
    }
    return text
  }

  /// Narrows the widest columns, none below its floor, until they add up to `room` or none can give more.
  static func narrow(_ widths: inout [Int], to floors: [Int], within room: Int) {
    while widths.reduce(0, +) > room {
      let excess = widths.reduce(0, +) - room
      guard let widest = widths.indices.filter({ widths[$0] > floors[$0] }).max(by: { widths[$0] < widths[$1] })
      else { return }
      widths[widest] = max(floors[widest], widths[widest] - excess)
    }
  }
}

/// The text in lines of at most `width` columns, broken between words (a longer word gets a line of its own, or
/// with `breakingWords`, lines of its own broken between characters); one line, unchanged, when it fits.
public func wrapWords(_ text: String, width: Int, breakingWords: Bool = false) -> [String] {
  guard displayWidth(text) > width else { return [text] }
  var lines: [String] = []
  var line = ""
  let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
  for word in breakingWords ? words.flatMap({ pieces($0, width: max(width, 1)) }) : words {
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

/// The word in pieces of at most `width` columns, broken between characters (a character wider than `width` is a
/// piece of its own).
func pieces(_ word: String, width: Int) -> [String] {
  guard displayWidth(word) > width else { return [word] }
  var pieces: [String] = []
  var piece = ""
  var used = 0
  for character in word {
    let wide = displayWidth(character)
    if used + wide > width && !piece.isEmpty {
      pieces.append(piece)
      (piece, used) = ("", 0)
    }
    piece.append(character)
    used += wide
  }
  pieces.append(piece)
  return pieces
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
