import HabitStore

/// The users a CSV file names in its `user` column, each added to the batch once, where it is first named.
struct NamedUsers {
  private var index: [NameKey: Int] = [:]

  /// The batch index of the user named `name`, adding them on first mention; an empty name is an error.
  mutating func user(
    _ name: String, at location: @autoclosure () -> InputLocation, in batch: inout ImportBatch
  ) throws(ImportError) -> Int {
    guard !name.isEmpty else {
      throw ImportError("the user is missing", at: location(), hint: "Name the user every row belongs to.")
    }
    let key = NameKey(name)
    if let found = index[key] { return found }
    batch.users.append(ImportedUser(name: name, role: .named, location: location()))
    index[key] = batch.users.count - 1
    return batch.users.count - 1
  }
}
