/// What a script did.
public struct QuerySummary: Equatable, Sendable {
  public var statements = 0
  public var rows = 0
  /// Rows inserted, updated or deleted (0 when read-only).
  public var changes = 0

  public init(statements: Int = 0, rows: Int = 0, changes: Int = 0) {
    self.statements = statements
    self.rows = rows
    self.changes = changes
  }
}
