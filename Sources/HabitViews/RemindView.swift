import HabitCore
import HabitScreens

/// What is still open today: the plan's open tasks, or a nudge to make one, then each open activity. Nothing at
/// all when nothing is open, so cron sends no mail.
public struct RemindView {
  public let reminders: Reminders
  public let color: Bool

  public init(_ reminders: Reminders, color: Bool) {
    self.reminders = reminders
    self.color = color
  }

  /// Today's plan while its goal is not achieved.
  var openPlan: DailyPlan? { reminders.plan.flatMap { $0.goalAchieved ? nil : $0 } }

  public func render(to stream: inout some TextOutputStream) {
    var lines: [String] = []
    if let plan = openPlan {
      lines.append(PlanText.goalLine(plan, color: color))
      lines += plan.tasks.enumerated().filter { !$0.element.done }.map {
        "   " + PlanText.taskLine($0.element, number: $0.offset + 1, color: color)
      }
    } else if reminders.plan == nil && reminders.makesPlans {
      lines.append("No plan for today yet: habit plan set \"GOAL\" --task A --task B --task C")
    }
    for open in reminders.activities {
      lines.append("\(PlanText.openMark) " + Self.describe(open))
    }
    guard !lines.isEmpty else { return }
    stream.write("Still open today, \(Wording.shortDay(reminders.today)):".styled(.bold, enabled: color) + "\n")
    stream.write(lines.joined(separator: "\n") + "\n")
  }

  /// `🏃 Run: 1/3 this week`, `Read: challenge day 5 of 21 not checked yet`.
  static func describe(_ open: OpenActivity) -> String {
    var parts: [String] = []
    if let period = open.period {
      parts.append(Wording.progress(period) + (open.atRisk ? " (last chance)" : ""))
    }
    if let challenge = open.challengeDay {
      parts.append("challenge day \(challenge.day) of \(challenge.length) not checked yet")
    }
    let name = visible((open.activity.icon.isEmpty ? "" : open.activity.icon + " ") + open.activity.name)
    return name + ": " + parts.joined(separator: "; ")
  }

  /// One row per open thing: the plan's open tasks (`task`), the missing plan (`plan`), each activity.
  public static let csvHeader = ["kind", "name", "goal", "achieved", "required", "at_risk", "challenge_day"]

  public var csvRows: [[String]] {
    var rows: [[String]] = []
    if let plan = openPlan {
      rows.append(["goal", plan.goal, "", "", "", "", ""])
      for task in plan.tasks where !task.done { rows.append(["task", task.title, "", "", "", "", ""]) }
    } else if reminders.plan == nil && reminders.makesPlans {
      rows.append(["plan", "", "", "", "", "", ""])
    }
    for open in reminders.activities {
      rows.append([
        "activity", open.activity.name, open.goal.spec, open.period.map { formatAmount($0.achieved) } ?? "",
        open.period.map { formatAmount($0.required) } ?? "", String(open.atRisk),
        open.challengeDay.map { "\($0.day)/\($0.length)" } ?? "",
      ])
    }
    return rows
  }

  public var json: JSON {
    JSON(
      day: reminders.today.description, plan: openPlan.map(PlanJSON.init),
      planMissing: reminders.plan == nil && reminders.makesPlans,
      activities: reminders.activities.map {
        JSON.Activity(
          name: $0.activity.name, goal: $0.goal.spec, progress: $0.period?.achieved, target: $0.period?.required,
          challengeDay: $0.challengeDay?.day, challengeLength: $0.challengeDay?.length)
      })
  }

  public struct JSON: Encodable, Sendable {
    public struct Activity: Encodable, Sendable {
      let name: String
      let goal: String
      let progress: Double?
      let target: Double?
      let challengeDay: Int?
      let challengeLength: Int?
    }
    let day: String
    let plan: PlanJSON?
    let planMissing: Bool
    let activities: [Activity]
  }
}
