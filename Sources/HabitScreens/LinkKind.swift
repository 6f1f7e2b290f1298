import HabitCore

/// What a link does: record one activity's completion from its page, or serve the member's days as a calendar.
public enum LinkKind: String, Sendable, CaseIterable {
  case checkIn = "check-in"
  case calendar
}
