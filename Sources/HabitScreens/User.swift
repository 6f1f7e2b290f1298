import HabitCore

/// A member of the household.
public struct User: Hashable, Sendable {
  public let id: Int64
  public let uuid: String
  public var name: String

  public init(id: Int64, uuid: String, name: String) {
    self.id = id
    self.uuid = uuid
    self.name = name
  }
}
