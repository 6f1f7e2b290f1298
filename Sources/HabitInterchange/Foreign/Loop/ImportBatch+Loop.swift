import HabitStore

extension ImportBatch {
  /// Stages a day a Loop habit was checked. A plain check merges with any completion the database has that
  /// day; one with a note is the day's value, so a note edited in Loop since an earlier import is reported as a
  /// conflict rather than added as a second completion.
  func addDone(on day: String, note: String?, key: Int, at location: InputLocation? = nil) throws {
    if let note {
      try stage.addDayValue(activity: key, day: day, amount: nil, note: note, at: location)
    } else {
      try stage.addCompletion(
        activity: key, day: day, amount: nil, note: nil, createdAt: nil, oncePerDay: true, at: location)
    }
  }
}

extension ImportBatch {
  /// Counts a Loop day that is not imported, and its note apart, since a note lost is worth knowing about.
  mutating func ignoreDay(_ reason: String, note: String?) {
    ignore(reason)
    if note != nil { ignore("notes of days not imported") }
  }
}
