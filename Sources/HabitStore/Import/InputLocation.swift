/// Where something is in an input file: a 1-based line and column, as error messages show them.
public struct InputLocation: Hashable, Sendable, CustomStringConvertible {
  public let line: Int
  public let column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`, to follow a file name: `habits.csv:3:12`.
  public var description: String { "\(line):\(column)" }
}
