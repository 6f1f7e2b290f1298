import HabitCore

/// Today's plan, or when there is none yet, the plan offered for it (yesterday's, not achieved).
public struct TodaysPlan: Hashable, Sendable {
  public let plan: DailyPlan?
  public let offer: DailyPlan?
}

/// What `habit plan set` did: the plan as it is now, and as it was before today's edit.
public struct PlanRevision: Hashable, Sendable {
  public let plan: DailyPlan
  public let previous: DailyPlan?
}

/// The plan after an action, and what changed.
public struct PlanUpdate: Hashable, Sendable {
  public let plan: DailyPlan
  public let events: [PlanEvent]
}

/// What is still open today, for `habit remind`.
public struct Reminders: Sendable {
  public let today: Day
  /// Today's plan, when there is one (its goal may be achieved and its tasks all done).
  public let plan: DailyPlan?
  /// The user has made a plan before: worth a nudge when today has none.
  public let makesPlans: Bool
  public let activities: [OpenActivity]
}

/// An activity still to do today: its goal is not met yet, or its programme is not checked yet today.
public struct OpenActivity: Sendable {
  public let activity: Activity
  public let goal: Goal
  /// The current period, when it is the goal that is open (due or at risk).
  public let period: PeriodResult?
  /// Whether today is the last chance to keep the period's goal (see `Standing`).
  public let atRisk: Bool
  /// The programme in progress and today's day number in it, when today is not checked yet.
  public let challengeDay: (day: Int, length: Int)?
}
