/// Tells whoever runs an import how far reading has got: called with the number of records read so far.
///
/// The library never decides where progress goes; the command line prints it only when stderr is a terminal.
public struct ImportProgress: Sendable {
  /// How many records pass between two reports.
  public static let interval = 1 << 16

  let report: @Sendable (Int) -> Void

  public init(_ report: @escaping @Sendable (Int) -> Void) {
    self.report = report
  }
}
