import HabitCore

/// How a daily plan reads: the goal on its own line, marked and labelled so it stands out even without colour,
/// and the three numbered tasks indented under it.
public enum PlanText {
  /// How to make a plan, after a sentence that says there is none.
  public static let setHint = "Make one with: habit plan set \"GOAL\" --task A --task B --task C"

  /// What a change to today's plan did, a line an event: `plan done`, `undo`, `achieve` and `unachieve` say these.
  public static func lines(for events: [PlanEvent], in plan: DailyPlan) -> [String] {
    events.map { event in
      switch event {
      case .taskDone(let number):
        return "\(doneMark) Task \(number) done: \(plan.tasks[number - 1].title). \(plan.tasksDone) of 3."
      case .taskUnchecked(let number):
        let line = "\(openMark) Task \(number) is open again: \(plan.tasks[number - 1].title)."
        return line + (plan.goalAchieved ? " The goal stays achieved (if it is not yet: habit plan unachieve)." : "")
      case .goalAchieved(automatically: true):
        return "\(achievedMark) All three tasks done: goal achieved! Not quite? Say so with: habit plan unachieve"
      case .goalAchieved(automatically: false):
        return "\(achievedMark) Goal achieved: \(plan.goal). All three tasks are done."
      case .goalNotYet:
        return "\(notYetMark) Not yet: \(plan.goal)."
      }
    }
  }

  public static let achievedMark = "★"
  public static let notYetMark = "☆"
  public static let doneMark = "✔"
  public static let openMark = "○"

  /// The goal line: `★ GOAL: Send the report — achieved`.
  public static func goalLine(_ plan: DailyPlan, color: Bool) -> String {
    var text = (plan.goalAchieved ? achievedMark : notYetMark) + " GOAL: " + visible(plan.goal)
    text = text.styled(.bold, plan.goalAchieved ? .yellow : nil, enabled: color)
    text += plan.goalAchieved ? " — achieved" : " — not yet"
    if let carriedFrom = plan.carriedFrom { text += " (carried over from \(carriedFrom))" }
    return text
  }

  /// A task line: `✔ 1. Outline`.
  public static func taskLine(_ task: PlanTask, number: Int, color: Bool) -> String {
    (task.done ? doneMark.styled(.green, enabled: color) : openMark) + " \(number). " + visible(task.title)
  }

  /// The goal and its tasks; task lines are indented by `indent` spaces more than the goal.
  public static func block(_ plan: DailyPlan, color: Bool, indent: Int = 3) -> [String] {
    let pad = String(repeating: " ", count: indent)
    return [goalLine(plan, color: color)]
      + plan.tasks.enumerated().map { pad + taskLine($0.element, number: $0.offset + 1, color: color) }
  }
}

/// A plan as JSON, and as CSV rows (`day,kind,number,text,done`).
public struct PlanJSON: Encodable, Sendable {
  public struct Task: Encodable, Sendable {
    let number: Int
    let text: String
    let done: Bool
  }
  public let day: String
  public let goal: String
  public let goalAchieved: Bool
  public let tasks: [Task]
  public let carriedFrom: String?
  public let fullySuccessful: Bool

  public init(_ plan: DailyPlan) {
    day = plan.day.description
    goal = plan.goal
    goalAchieved = plan.goalAchieved
    tasks = plan.tasks.enumerated().map { Task(number: $0.offset + 1, text: $0.element.title, done: $0.element.done) }
    carriedFrom = plan.carriedFrom?.description
    fullySuccessful = plan.isFullySuccessful
  }

  public static let csvHeader = ["day", "kind", "number", "text", "done"]

  public static func csvRows(_ plan: DailyPlan) -> [[String]] {
    [[plan.day.description, "goal", "", plan.goal, String(plan.goalAchieved)]]
      + plan.tasks.enumerated().map { number, task in
        [plan.day.description, "task", String(number + 1), task.title, String(task.done)]
      }
  }
}
