/// A user as an input file mentions them.
public struct ImportedUser: Hashable, Sendable {
  /// Whether the file is the authority on this user or only names them.
  public enum Role: Hashable, Sendable {
    /// The file carries the user's record (a backup): found by id, else by name, else created.
    case defined
    /// The file only names the user (a CSV's `user` column): they must exist already.
    case named
  }

  public var name: String
  /// The external id, lowercase, when the file has one.
  public var uuid: String?
  /// When the user was created, UTC ISO 8601, when the file has it.
  public var createdAt: String?
  /// The member's own day start (`HH:MM`, checked), when the file has one.
  public var dayStart: String?
  /// The member's own reminder (`HH:MM` or `off`, checked), when the file has one.
  public var reminder: String?
  public var role: Role
  /// Where the file first mentions the user, for errors.
  public var location: InputLocation

  public init(name: String, role: Role, location: InputLocation) {
    self.name = name
    self.role = role
    self.location = location
  }
}
