/// What a set of daily plans adds up to: days planned, goals achieved, fully successful days, tasks done.
public struct PlanTally: Hashable, Sendable {
  public var plannedDays = 0
  public var goalsAchieved = 0
  public var fullySuccessfulDays = 0
  public var tasksDone = 0

  public init() {}

  public init(_ plans: some Sequence<DailyPlan>) {
    for plan in plans { add(plan) }
  }

  public mutating func add(_ plan: DailyPlan) {
    plannedDays += 1
    if plan.goalAchieved { goalsAchieved += 1 }
    if plan.isFullySuccessful { fullySuccessfulDays += 1 }
    tasksDone += plan.tasksDone
  }

  public var tasksPlanned: Int { plannedDays * DailyPlan.taskCount }

  /// Tasks done as a whole percentage of tasks planned, rounded half up; nil when nothing was planned.
  public var taskPercentage: Int? {
    guard tasksPlanned > 0 else { return nil }
    return (tasksDone * 200 + tasksPlanned) / (tasksPlanned * 2)
  }
}

/// One calendar month of the plan log: its tally and its plans, newest first.
public struct PlanLogMonth: Hashable, Sendable {
  public let year: Int
  public let month: Int
  public let tally: PlanTally
  public let plans: [DailyPlan]

  /// Groups plans by month, newest month and newest day first, whatever order they come in.
  public static func group(_ plans: [DailyPlan]) -> [PlanLogMonth] {
    var byMonth: [Int: [DailyPlan]] = [:]
    for plan in plans { byMonth[plan.day.year * 12 + plan.day.month - 1, default: []].append(plan) }
    return byMonth.keys.sorted(by: >).map { key in
      let plans = byMonth[key]!.sorted { $0.day > $1.day }
      return PlanLogMonth(year: key / 12, month: key % 12 + 1, tally: PlanTally(plans), plans: plans)
    }
  }
}
