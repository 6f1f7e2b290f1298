import HabitCore

/// A pause written, with the activities it holds whose current challenge goes on regardless (a challenge is so
/// many days in a row on the calendar, which no pause stops).
public struct PauseOutcome: Sendable, Equatable {
  public let pause: Pause
  public let challengesGoingOn: [String]

  public init(pause: Pause, challengesGoingOn: [String]) {
    self.pause = pause
    self.challengesGoingOn = challengesGoingOn
  }
}
