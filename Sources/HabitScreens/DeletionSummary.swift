import HabitCore

/// What deleting a user or an activity would remove, shown before asking for confirmation.
public struct DeletionSummary: Equatable, Sendable {
  public var activities: Int
  public var completions: Int
  public var marks: Int

  public init(activities: Int, completions: Int, marks: Int) {
    self.activities = activities
    self.completions = completions
    self.marks = marks
  }
}
