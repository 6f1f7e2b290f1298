import HabitCore

/// A check-in link's page: the activity, whose link it is, and how today stands.
public struct CheckInScreen: Hashable, Sendable {
  public let link: LinkSummary
  public let activityName: String
  public let icon: String
  /// A household activity: a completion is credited to the link's member.
  public let shared: Bool
  /// The link's member's today.
  public let today: Day
  /// Today as the evaluation judges it.
  public let judged: JudgedDay
  /// Whether a completion needs an amount typed (an amount goal without a required amount).
  public let needsAmount: Bool
  public let unit: String?

  public init(
    link: LinkSummary, activityName: String, icon: String, shared: Bool, today: Day, judged: JudgedDay,
    needsAmount: Bool, unit: String?
  ) {
    self.link = link
    self.activityName = activityName
    self.icon = icon
    self.shared = shared
    self.today = today
    self.judged = judged
    self.needsAmount = needsAmount
    self.unit = unit
  }
}
