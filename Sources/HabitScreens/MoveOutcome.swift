import HabitCore

/// What `habit move` did: the activity as it is now, and the section it left when it changed sections.
public struct MoveOutcome: Sendable {
  public let activity: Activity
  public let leftSection: String??
  /// Its place (from 1) in its section's listing now.
  public let place: Int

  public init(activity: Activity, leftSection: String??, place: Int) {
    self.activity = activity
    self.leftSection = leftSection
    self.place = place
  }
}
