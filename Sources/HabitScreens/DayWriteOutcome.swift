import HabitCore

/// What a `DayWrite` did, for its sentence.
public enum DayWriteOutcome: Sendable {
  case done(RecordOutcome)
  case undone(activity: String, UndoOutcome)
  case marked(activity: String, DayMark, previous: DayMark?)
}
