/// One recorded completion of an activity on a day.
public struct Completion: Hashable, Sendable {
  public var day: Day
  /// The amount done, in the activity's unit; nil when none was recorded.
  public var amount: Double?

  public init(day: Day, amount: Double? = nil) {
    self.day = day
    self.amount = amount
  }
}

/// An explicit judgement of a day by the user, apart from completions.
public enum DayMark: String, Hashable, Sendable, CaseIterable {
  /// Neutral: the day neither breaks nor extends a streak, and a period asks for proportionally less.
  case skipped
  /// The period containing the day is not met, whatever else was recorded.
  case failed
}

/// A goal taking effect on a day. Changing a goal adds one of these, so the past keeps being judged by the goal
/// that was in force then.
public struct GoalChange: Hashable, Sendable {
  public var effectiveFrom: Day
  public var goal: Goal

  public init(effectiveFrom: Day, goal: Goal) {
    self.effectiveFrom = effectiveFrom
    self.goal = goal
  }
}

/// Everything about one activity that judging it needs: the input of streak and statistics evaluation.
public struct ActivityHistory: Sendable {
  /// The day the activity was created.
  public var createdOn: Day
  /// A completion needs at least this amount that day to count (the day then counts once); nil means any
  /// completion counts.
  public var requiredAmount: Double?
  /// Goal changes, in any order; the earliest reaches back to the start of the history.
  public var goals: [GoalChange]
  public var completions: [Completion]
  public var marks: [Day: DayMark]

  public init(
    createdOn: Day, requiredAmount: Double? = nil, goals: [GoalChange], completions: [Completion] = [],
    marks: [Day: DayMark] = [:]
  ) {
    self.createdOn = createdOn
    self.requiredAmount = requiredAmount
    self.goals = goals
    self.completions = completions
    self.marks = marks
  }

  /// The history starts at the earlier of the creation day and the first recorded day.
  public var start: Day {
    var start = createdOn
    for completion in completions where completion.day < start { start = completion.day }
    for day in marks.keys where day < start { start = day }
    return start
  }
}
