import HabitCore

/// What pressing a check-in link's button did: the completion recorded, and the page as it is now.
public struct CheckInOutcome: Equatable, Sendable {
  public let recorded: RecordOutcome
  public let screen: CheckInScreen

  public init(recorded: RecordOutcome, screen: CheckInScreen) {
    self.recorded = recorded
    self.screen = screen
  }
}
