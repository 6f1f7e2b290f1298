import HabitCore

/// The pauses that hold the acting member's activities, in order of their first day.
public struct PauseList: Sendable {
  public let user: User
  public let today: Day
  public let pauses: [Pause]

  public init(user: User, today: Day, pauses: [Pause]) {
    self.user = user
    self.today = today
    self.pauses = pauses
  }
}
