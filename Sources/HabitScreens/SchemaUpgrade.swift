/// What `HabitDatabase.upgrade(path:)` did to a file: its schema version before and after. Equal versions mean
/// the file was current already and nothing was written.
public struct SchemaUpgrade: Equatable, Sendable {
  public let path: String
  public let from: Int
  public let to: Int

  public init(path: String, from: Int, to: Int) {
    self.path = path
    self.from = from
    self.to = to
  }

  public var changedTheFile: Bool { from != to }
}
