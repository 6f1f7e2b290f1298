/// An activity to delete, and what goes with it.
public struct ActivityDeletion: Equatable, Sendable {
  public let activity: Activity
  public let summary: DeletionSummary

  public init(activity: Activity, summary: DeletionSummary) {
    self.activity = activity
    self.summary = summary
  }
}
