import HabitCore

/// `habit show NAME`: an activity's properties, its goal history, and its last days as the evaluation judges them.
public struct ActivityDetail: Sendable {
  /// One day of the recent history: the evaluation's judgement of it and the completions recorded.
  public struct DayEntry: Sendable {
    public let judged: JudgedDay
    /// The day's completions, in the order they were recorded.
    public let completions: [CompletionRecord]

    public init(judged: JudgedDay, completions: [CompletionRecord]) {
      self.judged = judged
      self.completions = completions
    }

    public var day: Day { judged.day }
    public var status: DayStatus { judged.status }
  }

  public let user: User
  public let activity: Activity
  public let today: Day
  /// The goal in force today.
  public let goal: Goal
  public let lastPerformed: Day?
  /// How many days the history covers, today included.
  public let days: Int
  /// The days with something recorded, or paused, newest first.
  public let recent: [DayEntry]
  /// For a shared activity, who did how much and whose turn it is.
  public var credits: Credits? = nil
  /// The members taking turns at it, in order; empty without a rotation.
  public var rotation: [String] = []

  public init(
    user: User, activity: Activity, today: Day, goal: Goal, lastPerformed: Day?, days: Int, recent: [DayEntry],
    credits: Credits? = nil, rotation: [String] = []
  ) {
    self.user = user
    self.activity = activity
    self.today = today
    self.goal = goal
    self.lastPerformed = lastPerformed
    self.days = days
    self.recent = recent
    self.credits = credits
    self.rotation = rotation
  }
}
