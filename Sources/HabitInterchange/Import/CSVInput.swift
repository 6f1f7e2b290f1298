import HabitCore
import HabitStore

/// Reads the records of a CSV import: checks the header, undoes formula escaping, locates fields for errors, and
/// reports progress.
struct CSVInput<Source: ByteSource> {
  private var reader: CSVReader<Source>
  private let unescapesFormulas: Bool
  private let progress: ImportProgress?
  private(set) var records = 0

  init(source: Source, unescapesFormulas: Bool, progress: ImportProgress?, allowsRaggedRecords: Bool = false) {
    reader = CSVReader(source: source, allowsRaggedRecords: allowsRaggedRecords)
    self.unescapesFormulas = unescapesFormulas
    self.progress = progress
  }

  /// Reads the header and checks that it is `format`'s, field by field; the last `optional` columns may be
  /// missing, in files written before the format had them. Returns how many columns the header has.
  @discardableResult
  mutating func readHeader(of format: InterchangeFormat, optional: Int = 0) throws(ImportError) -> Int {
    let expected = format.csvHeader!
    guard let header = try next() else {
      throw ImportError(
        "the file is empty", at: nil,
        hint: "A \(format.rawValue) file starts with the line: "
          + expected.joined(separator: ","))
    }
    for (index, name) in expected.enumerated() where index >= header.count || header[index] != name {
      if index == header.count, index >= expected.count - optional { break }
      let found = index < header.count ? "'\(header[index])'" : "nothing"
      throw ImportError(
        "the header has \(found) where \(format.rawValue) has '\(name)'",
        at: index < header.count ? location(index) : location(header.count - 1),
        hint: "A \(format.rawValue) file starts with the line: " + expected.joined(separator: ","))
    }
    if header.count > expected.count {
      throw ImportError(
        "the header has more columns than \(format.rawValue): '\(header[expected.count])'",
        at: location(expected.count),
        hint: "A \(format.rawValue) file starts with the line: " + expected.joined(separator: ","))
    }
    return header.count
  }

  /// The next record's fields, formula escaping undone, or nil at the end.
  mutating func next() throws(ImportError) -> [String]? {
    let record: CSVRecord?
    do {
      record = try reader.next()
    } catch {
      throw ImportError(csv: error)
    }
    guard var fields = record?.fields else { return nil }
    if unescapesFormulas {
      // Only a cell that starts with ' can change; testing first keeps the array from being copied.
      for index in fields.indices where fields[index].utf8.first == UInt8(ascii: "'") {
        fields[index] = CSVFormulaEscaping.unescape(fields[index])
      }
    }
    records += 1
    if records % ImportProgress.interval == 0 { progress?.report(records) }
    return fields
  }

  /// Where field `index` of the last record begins.
  func location(_ index: Int) -> InputLocation {
    let (line, column) = reader.location(ofField: index)
    return InputLocation(line: line, column: column)
  }
}
