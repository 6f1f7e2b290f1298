import HabitStore

extension ImportBatch {
  /// Adds an activity known only by its id, as the `{habitId: [days]}` layouts have them. If the database does
  /// not know the id either, it is created with the name "Habit" and the start of the id, which
  /// ``nameHabitsKnownOnlyByID(_:)`` lengthens once the whole file is read.
  mutating func addHabit(_ uuid: String, at location: InputLocation) -> Int {
    var activity = ImportedActivity(name: Self.habitName(uuid, digits: 8), location: location)
    activity.uuid = uuid
    activities.append(activity)
    return activities.count - 1
  }

  /// Names the activities `keys` (added by ``addHabit(_:at:)``) "Habit" and the first 8 hex digits of their ids,
  /// or as many more as it takes for no two of them to share a name: ids that share their first 8 digits would
  /// otherwise take the same name, and the second would be left out as a conflict.
  mutating func nameHabitsKnownOnlyByID(_ keys: [Int]) {
    let ids = keys.compactMap { activities[$0].uuid }
    var digits = 8
    while digits < 32 && Set(ids.map { Self.habitName($0, digits: digits).lowercased() }).count < ids.count {
      digits += 1
    }
    for key in keys {
      if let uuid = activities[key].uuid { activities[key].name = Self.habitName(uuid, digits: digits) }
    }
  }

  private static func habitName(_ uuid: String, digits: Int) -> String {
    "Habit " + uuid.filter { $0 != "-" }.prefix(digits)
  }
}
