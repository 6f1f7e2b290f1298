/// One day's plan of one user, as stored and as habit's JSON carries it.
public struct PlanRecord: Hashable, Sendable {
  public var day: String
  public var goal: String
  public var goalAchieved: Bool
  /// Exactly three tasks, in their order, and whether each is done.
  public var taskTitles: [String]
  public var tasksDone: [Bool]
  public var carriedFrom: String?
  /// The latest edit, UTC ISO 8601; nil on import: now.
  public var updatedAt: String?

  public init(
    day: String, goal: String, goalAchieved: Bool, taskTitles: [String], tasksDone: [Bool], carriedFrom: String?,
    updatedAt: String?
  ) {
    (self.day, self.goal, self.goalAchieved) = (day, goal, goalAchieved)
    (self.taskTitles, self.tasksDone, self.carriedFrom, self.updatedAt) = (
      taskTitles, tasksDone, carriedFrom, updatedAt
    )
  }

  /// The plan as a conflict names it: `"Ship" (achieved), tasks "a" done, "b", "c"`.
  var summary: String {
    let tasks = zip(taskTitles, tasksDone).map { "\"\($0)\"" + ($1 ? " done" : "") }
    return "\"\(goal)\"" + (goalAchieved ? " (achieved)" : "") + ", tasks " + tasks.joined(separator: ", ")
      + (carriedFrom.map { ", carried from \($0)" } ?? "")
  }

  /// The same plan, ignoring when it was last edited.
  func sameContent(as other: PlanRecord) -> Bool {
    var other = other
    other.updatedAt = updatedAt
    return self == other
  }
}

/// One programme ("21 days") of an activity, as stored and as habit's JSON carries it.
public struct ChallengeRecord: Hashable, Sendable {
  public var startedOn: String
  public var lengthDays: Int
  /// `completed`, `reset`, or nil while current.
  public var outcome: String?
  public var endedOn: String?
  /// The days checked, in order; each is that day's first completion of the activity.
  public var checks: [String]

  public init(startedOn: String, lengthDays: Int, outcome: String?, endedOn: String?, checks: [String]) {
    (self.startedOn, self.lengthDays, self.outcome, self.endedOn, self.checks) =
      (startedOn, lengthDays, outcome, endedOn, checks)
  }
}

/// A daily plan an input file holds, for one of the batch's users (an index into ``ImportBatch/users``).
public struct ImportedPlan: Sendable {
  public var user: Int
  public var record: PlanRecord
  public var location: InputLocation

  public init(user: Int, record: PlanRecord, location: InputLocation) {
    (self.user, self.record, self.location) = (user, record, location)
  }
}

/// A programme an input file holds, for one of the batch's activities (an index into ``ImportBatch/activities``).
public struct ImportedChallenge: Sendable {
  public var activity: Int
  public var record: ChallengeRecord
  public var location: InputLocation

  public init(activity: Int, record: ChallengeRecord, location: InputLocation) {
    (self.activity, self.record, self.location) = (activity, record, location)
  }
}
