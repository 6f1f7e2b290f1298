import HabitCore
import HabitStore

extension Importer {
  /// Reads a file in another tracker's format.
  static func readForeign(
    _ source: some ByteSource, as format: ForeignFormat, settings: ImportSettings
  ) throws -> ImportBatch {
    guard let today = settings.today else { preconditionFailure("reading another tracker's file needs today") }
    switch format {
    case .harsh, .habitctl:
      throw ImportError(
        "\(format.rawValue) keeps its data in a folder, not in one file", at: nil,
        hint: "Import the folder that holds its habits and log files: habit import FOLDER.")
    case .dijo:
      return try DijoParser(input: JSONInput(source: source), today: today).parse()
    }
  }

  /// Another tracker's JSON, recognised by the first tokens of `prefix`: the shape of its top level and the
  /// members of its first habit. Nil for anything else, which is then read as one of habit's own formats.
  static func detectForeign(_ prefix: [UInt8]) -> ForeignFormat? {
    var reader = JSONReader(source: MemoryByteSource(prefix))
    // A cut-off prefix or bad JSON ends the look; the format's own reader reports errors.
    guard let first = try? reader.next() else { return nil }
    if first == .arrayStart {
      switch try? reader.next() {
      case .arrayEnd?: return .dijo
      case .objectStart?:
        if case .key(let name)? = try? reader.next(), ["type", "name", "stats", "goal", "auto"].contains(name) {
          return .dijo
        }
        return nil
      default: return nil
      }
    }
    return nil
  }
}
