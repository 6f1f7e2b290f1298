import HabitStore

/// Which Loop wrote a CSV export, as its `Habits.csv` header tells.
enum LoopCSVEra {
  /// Loop 1 (to 1.8.12): no Question column; each habit's file lists every day, 0 meaning unchecked.
  case loop1
  /// Loop 2.0.0 to 2.3.0: a Question column but no Type; numbers, 0 an explicit no, 3 a skip.
  case numbered
  /// Loop 2.3.1 and later: Type, Unit, Target columns; days named (`YES_MANUAL`) under a header.
  case named
}

/// One day of a habit in a Loop CSV export, as written: `YES_MANUAL`, `2`, `2500`.
struct LoopCheckmark {
  let day: String
  let value: String
  let note: String?
  let location: InputLocation
}

/// Loop's combined `Checkmarks.csv`: `Date,<name>,<name>,` then a line per day, newest first, a cell per habit in
/// the order of `Habits.csv`, every line ending in a comma.
///
/// Loop wrote it without quoting, so a comma in a habit's name breaks the header, which is therefore not read
/// for names; the cells are counted instead, against the number of habits in `Habits.csv`. Loop 2.0.0 to 2.0.3
/// wrote each cell as `Entry(timestamp=2015-01-25, value=2)` (a bug fixed in 2.1.0), which its comma splits in
/// two: those pairs are joined again and their value taken.
struct LoopCombinedCheckmarks {
  let bytes: [UInt8]

  /// Each habit's days, one list per habit; a cell left empty is no day.
  func columns(habits count: Int) throws -> [[LoopCheckmark]] {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    var columns = [[LoopCheckmark]](repeating: [], count: count)
    var seen: [String: Int] = [:]
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.first, header.hasPrefix("Date,") || header == "Date" else {
      throw ImportError(
        "the combined Checkmarks.csv does not start with Date,", at: InputLocation(line: 1, column: 1),
        hint: "Import Loop's Habits.csv with the Checkmarks.csv of the same export, as Loop made them.")
    }
    for (offset, rawLine) in lines.enumerated().dropFirst() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.isEmpty { continue }
      let number = offset + 1
      var cells = Self.cells(of: line)
      if cells.last?.text.isEmpty == true { cells.removeLast() }
      guard let date = cells.first else { continue }
      let day = try ImportValues.day(date.text, at: InputLocation(line: number, column: 1))
      if let first = seen[day] {
        throw ImportError(
          "\(day) is listed twice (first on line \(first))", at: InputLocation(line: number, column: 1),
          hint: "Import the export as Loop made it.")
      }
      seen[day] = number
      let values = try Self.values(Array(cells.dropFirst()), line: number)
      guard values.count == count else {
        throw ImportError(
          "this line has \(values.count) \(values.count == 1 ? "value" : "values") but Habits.csv lists \(count) "
            + "\(count == 1 ? "habit" : "habits")", at: InputLocation(line: number, column: 1),
          hint: "Import Habits.csv with the Checkmarks.csv of the same export.")
      }
      for (index, value) in values.enumerated() where !value.text.isEmpty {
        columns[index].append(
          LoopCheckmark(
            day: day, value: value.text, note: nil, location: InputLocation(line: number, column: value.column)))
      }
    }
    return columns
  }

  private struct Cell {
    let text: String
    let column: Int
  }

  private static func cells(of line: Substring) -> [Cell] {
    var cells: [Cell] = []
    var column = 1
    for part in line.split(separator: ",", omittingEmptySubsequences: false) {
      cells.append(Cell(text: String(part), column: column))
      column += part.count + 1
    }
    return cells
  }

  /// The cells' values, an `Entry(timestamp=..., value=N)` pair joined into its N.
  private static func values(_ cells: [Cell], line: Int) throws -> [Cell] {
    var values: [Cell] = []
    var index = 0
    while index < cells.count {
      let cell = cells[index]
      guard cell.text.hasPrefix("Entry(") else {
        values.append(cell)
        index += 1
        continue
      }
      let rest = index + 1 < cells.count ? cells[index + 1].text.trimmed : ""
      guard rest.hasPrefix("value="), rest.hasSuffix(")") else {
        throw ImportError(
          "\(ImportValues.quoted(cell.text)) is an Entry without its value",
          at: InputLocation(line: line, column: cell.column),
          hint: "Loop 2.0 wrote Entry(timestamp=2015-01-25, value=2); import the file as Loop made it.")
      }
      values.append(Cell(text: String(rest.dropFirst("value=".count).dropLast()), column: cell.column))
      index += 2
    }
    return values
  }
}
