import HabitCore
import HabitStore

/// Reads an input in any format habit imports into an ``ImportBatch``: finds the format from the content (or
/// takes the one given), then parses and checks every value, streaming completions into the batch's stage.
///
/// Nothing here touches the target database; applying the batch is ``HabitDatabase/importBatch(_:options:)``.
///
/// ```swift
/// let settings = ImportSettings(format: .csv, today: today)
/// let batch = try Importer.read(FileDescriptorByteSource(fileDescriptor: descriptor), settings: settings)
/// ```
public enum Importer {
  /// How much of the input is looked at to recognise a CSV header.
  static let detectionBytes = 1 << 16

  public static func read(_ source: some ByteSource, settings: ImportSettings) throws -> ImportBatch {
    var source = ErasedByteSource(source)
    let prefix = try readPrefix(&source)
    let input = PrefixedByteSource(prefix: prefix, base: source)
    if let foreign = settings.foreign ?? (settings.format == nil ? detectForeign(prefix) : nil) {
      return try readForeign(input, as: foreign, settings: settings)
    }
    let format = try settings.format ?? detect(prefix)
    switch format {
    case .json, .datesJSON:
      return try readJSON(input, expected: settings.format, progress: settings.progress, today: settings.today)
    case .csv, .activitiesCSV, .datesCSV:
      let csv = CSVInput(source: input, unescapesFormulas: settings.unescapesFormulas, progress: settings.progress)
      let batch = try ImportBatch(format: format.rawValue, today: settings.today)
      switch format {
      case .csv:
        var parser = CompletionsCSVParser(input: csv, batch: batch)
        return try parser.parse()
      case .activitiesCSV:
        var parser = ActivitiesCSVParser(input: csv, batch: batch)
        return try parser.parse()
      default:
        var parser = DatesCSVParser(input: csv, batch: batch)
        return try parser.parse()
      }
    }
  }

  private static func readPrefix(_ source: inout some ByteSource) throws -> [UInt8] {
    var prefix = [UInt8](repeating: 0, count: detectionBytes)
    var count = 0
    while count < prefix.count {
      let read = try prefix.withUnsafeMutableBytes { bytes in
        try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[count...]))
      }
      if read == 0 { break }
      count += read
    }
    return Array(prefix[..<count])
  }

  /// JSON when the first character is `{` or `[` (after a byte order mark and whitespace), else the CSV format
  /// whose header the first line is.
  static func detect(_ prefix: [UInt8]) throws -> InterchangeFormat {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    let text = bytes.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard let first = text.first else {
      throw ImportError("the file is empty", at: nil, hint: "There is nothing to import.")
    }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return .json }
    var reader = CSVReader(source: MemoryByteSource(prefix))
    guard let header = try? reader.next()?.fields else { throw unknownFormat }
    if let format = InterchangeFormat.allCases.first(where: { $0.reads(header: header) }) { return format }
    throw FormatGuess.csv(header: header)
  }

  static var unknownFormat: ImportError {
    ImportError(
      "not a format habit imports", at: nil,
      hint: "habit imports these formats (see README):\n\(InterchangeFormat.list)\n"
        + "and other trackers':\n\(ForeignFormat.list)\n"
        + "CSV files are recognised by their header line; choose one with --format.")
  }

  /// The names of the top-level members of the object whose first member `input` is at (read no further than
  /// they go, for an error message).
  private static func topLevelMembers(_ input: JSONInput<some ByteSource>) -> [String] {
    var names: [String] = []
    var depth = 1
    while depth > 0, names.count < 50, let token = try? input.next() {
      switch token {
      case .key(let name) where depth == 1: names.append(name)
      case .objectStart, .arrayStart: depth += 1
      case .objectEnd, .arrayEnd: depth -= 1
      default: break
      }
    }
    return names
  }

  /// Reads a JSON document, telling habit's own format from the dates layout by its first member.
  private static func readJSON(
    _ source: some ByteSource, expected: InterchangeFormat?, progress: ImportProgress?, today: Day
  ) throws -> ImportBatch {
    let input = JSONInput(source: source)
    let first = try input.next()
    guard first == .objectStart else {
      if expected == nil { throw unknownFormat }
      throw input.mismatch("the document", expected: "an object", found: first)
    }
    let start = input.location
    let firstMember = try input.next()
    input.putBack(firstMember)
    let native: Set<String> = ["format", "version", "settings", "users"]
    let format: InterchangeFormat
    switch firstMember {
    case .key(let name) where native.contains(name): format = .json
    case .objectEnd: format = expected ?? .datesJSON
    case .key(let name)
    where expected == nil && name != "habits" && name != "completions"
      && (try? ImportValues.uuid(name, at: start)) == nil:
      // Neither habit's JSON nor the dates layout, whose members are habit ids.
      throw FormatGuess.json(members: topLevelMembers(input))
    default: format = .datesJSON
    }
    if let expected, expected != format {
      throw ImportError(
        expected == .json
          ? "this is not habit's JSON: it has no \"format\": \"habit\" at the top"
          : "this is habit's own JSON, not the dates layout", at: start,
        hint: "Leave out --format to let habit recognise the file.")
    }
    let batch = try ImportBatch(format: format.rawValue, today: today)
    let result: ImportBatch
    switch (format, firstMember) {
    case (.json, _):
      result = try NativeJSONParser(input: input, batch: batch, progress: progress).parse(start: start)
    case (_, .key("habits")), (_, .key("completions")):
      result = try DatesJSONParser(input: input, batch: batch, progress: progress).parseWithHabits()
    default:
      result = try DatesJSONParser(input: input, batch: batch, progress: progress).parseDaysAlone()
    }
    guard try input.nextOrEnd() == nil else { preconditionFailure("the reader ends after the top-level value") }
    return result
  }
}

/// How to read an input.
public struct ImportSettings: Sendable {
  /// The format, or nil to recognise it from the content.
  public var format: InterchangeFormat?
  /// Another tracker's format to read the input as, instead of ``format``.
  public var foreign: ForeignFormat?
  /// Undo the spreadsheet formula escaping of CSV exports (a leading `'`); on unless the file was exported with
  /// `--no-formula-escape`.
  public var unescapesFormulas = true
  public var progress: ImportProgress?
  /// The import's today, for formats whose meaning depends on it (a harsh habit whose end date has passed is
  /// archived).
  public var today: Day

  public init(format: InterchangeFormat? = nil, today: Day) {
    self.format = format
    self.today = today
  }
}
