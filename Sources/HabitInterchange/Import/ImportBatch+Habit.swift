import HabitStore

extension ImportBatch {
  /// The key of an activity known only by its id, as the `{habitId: [days]}` layouts have them, added when the
  /// file names it for the first time. If the database does not know the id either, it is created with the name
  /// "Habit" and the start of the id, which ``nameHabitsKnownOnlyByID(where:)`` lengthens once the whole file is read.
  mutating func habitKey(_ uuid: String, at location: InputLocation) -> Int {
    activities.habitKey(uuid: uuid, at: location)
  }

  /// Names the activities for which `renamed` holds (added by ``habitKey(_:at:)``) "Habit" and the first 8 hex
  /// digits of their ids, or as many more as it takes for no two of them to share a name (see
  /// ``ImportedActivities/lengthenHabitNames(where:)``).
  mutating func nameHabitsKnownOnlyByID(where renamed: (Int) -> Bool) {
    activities.lengthenHabitNames(where: renamed)
  }
}
