/// Something a person does to today's plan.
public enum PlanAction: Hashable, Sendable {
  /// Mark task 1, 2 or 3 done.
  case done(task: Int)
  /// Take back task 1, 2 or 3.
  case undo(task: Int)
  /// The goal is achieved: it and every task are done.
  case achieve
  /// The goal is not achieved yet; the tasks stay as they are.
  case unachieve
}

/// What an action changed, in the order it happened: what a person is congratulated (or consoled) for.
public enum PlanEvent: Hashable, Sendable {
  case taskDone(Int)
  case taskUnchecked(Int)
  /// The goal became achieved, `automatically` when the third task completed it.
  case goalAchieved(automatically: Bool)
  case goalNotYet
}

extension DailyPlan {
  /// The plan after `action`, and what changed; an action that would change nothing is refused.
  public func applying(_ action: PlanAction) throws(PlanError) -> (plan: DailyPlan, events: [PlanEvent]) {
    var plan = self
    var events: [PlanEvent] = []
    switch action {
    case .done(let number):
      let index = try taskIndex(number)
      guard !tasks[index].done else { throw .taskAlreadyDone(number) }
      plan.tasks[index].done = true
      events.append(.taskDone(number))
      if plan.tasksDone == DailyPlan.taskCount && !plan.goalAchieved {
        plan.goalAchieved = true
        events.append(.goalAchieved(automatically: true))
      }
    case .undo(let number):
      let index = try taskIndex(number)
      guard tasks[index].done else { throw .taskNotDone(number) }
      plan.tasks[index].done = false
      events.append(.taskUnchecked(number))
    case .achieve:
      guard !isFullySuccessful else { throw .goalAlreadyAchieved }
      plan.goalAchieved = true
      for index in plan.tasks.indices { plan.tasks[index].done = true }
      events.append(.goalAchieved(automatically: false))
    case .unachieve:
      guard goalAchieved else { throw .goalNotAchieved }
      plan.goalAchieved = false
      events.append(.goalNotYet)
    }
    return (plan, events)
  }

  private func taskIndex(_ number: Int) throws(PlanError) -> Int {
    guard (1...DailyPlan.taskCount).contains(number) else { throw .noSuchTask(number) }
    return number - 1
  }
}
