import HabitCore
import SQLite

extension ImportApplier {
  // MARK: Shared activities

  /// The household's shared activity named `name`, for a member whose own activities have none of that name: a
  /// file of the member's (a CSV, the dates layout, another tracker's) records it as theirs, so what it records is
  /// credited to the member.
  mutating func sharedActivity(named name: String, for userID: Int64) throws -> (Int64, String)? {
    if let known, !known.mayHave(name: name, of: 0) { return nil }
    guard
      let found = try statements.sharedActivityByName.first(
        name, decode: { (try $0[0] as Int64, try $0[1] as String) })
    else { return nil }
    creditedByName[found.0] = userID
    return found
  }

  /// Credits the completions this import added to a shared activity found by name to the member whose file named
  /// it (a completion from habit's JSON names its member itself, and keeps it).
  func creditSharedCompletions(after last: Int64) throws {
    for (activity, member) in creditedByName {
      try db.run(
        "UPDATE completions SET done_by = ? WHERE activity_id = ? AND id > ? AND done_by IS NULL",
        [member, activity, last])
    }
  }
}
