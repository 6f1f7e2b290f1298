/// One record of a CSV file: its fields, and the line it starts on.
///
/// A quoted field may contain line breaks, so a record can span several lines; `line` is the first of them,
/// which is where a person should look when an import rejects the record's values.
public struct CSVRecord: Equatable, Sendable {
  /// The fields in order, with quotes removed and doubled quotes made single.
  public var fields: [String]
  /// The 1-based line on which the record starts.
  public var line: Int

  public init(fields: [String], line: Int) {
    self.fields = fields
    self.line = line
  }
}
