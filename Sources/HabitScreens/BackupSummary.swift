import HabitCore

/// What a backup file holds, shown before restoring it and after writing it.
public struct BackupSummary: Equatable, Sendable {
  public let path: String
  public let schemaVersion: Int
  public let users: Int
  public let activities: Int
  public let completions: Int
  public let bytes: Int

  public init(path: String, schemaVersion: Int, users: Int, activities: Int, completions: Int, bytes: Int) {
    self.path = path
    self.schemaVersion = schemaVersion
    self.users = users
    self.activities = activities
    self.completions = completions
    self.bytes = bytes
  }
}
