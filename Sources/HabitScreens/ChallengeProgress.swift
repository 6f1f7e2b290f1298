import HabitCore

/// A programme with the activity it is about, as `habit challenge` shows it.
public struct ChallengeProgress: Hashable, Sendable {
  public let id: Int64
  public let activityID: Int64
  public let activityName: String
  public let icon: String
  public var challenge: Challenge

  public init(id: Int64, activityID: Int64, activityName: String, icon: String, challenge: Challenge) {
    self.id = id
    self.activityID = activityID
    self.activityName = activityName
    self.icon = icon
    self.challenge = challenge
  }
}
