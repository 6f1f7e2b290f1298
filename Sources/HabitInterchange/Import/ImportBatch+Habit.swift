import HabitStore

extension ImportBatch {
  /// Adds an activity known only by its id, as the `{habitId: [days]}` layouts have them. If the database does
  /// not know the id either, it is created with the name "Habit" and the first 8 digits of the id.
  mutating func addHabit(_ uuid: String, at location: InputLocation) -> Int {
    var activity = ImportedActivity(name: "Habit " + uuid.prefix(8), location: location)
    activity.uuid = uuid
    activities.append(activity)
    return activities.count - 1
  }
}
