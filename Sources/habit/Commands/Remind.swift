import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit remind`: what is still open today, for cron or a systemd timer. Prints nothing when all is done.
struct Remind: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remind",
    abstract: "Print what is still open today: plan tasks and activities not done yet (for cron).",
    discussion: """
      An activity is open when `habit today` lists it as to do or at risk (its goal's current period is not met \
      yet), or while its challenge is not checked today. "At most" goals and days marked skipped or failed are \
      left out. Prints nothing, and exits 0, when nothing is open, so cron sends no mail.
      """)
  @OptionGroup var global: GlobalOptions
  @Option(name: .long, help: "Output format: table or json.") var format: OutputFormat = .table

  func validate() throws {
    if format == .csv { throw ValidationError("--format takes table or json here") }
  }

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let reminders = try database.reminders(for: try context.currentUser(in: database), today: context.today)
    let plan = reminders.plan.flatMap { $0.goalAchieved ? nil : $0 }
    if format == .json {
      try printJSON(RemindJSON(reminders, plan: plan))
      return
    }
    var lines: [String] = []
    let color = context.terminal.stdoutColor
    if let plan {
      lines.append(PlanText.goalLine(plan, color: color))
      lines += plan.tasks.enumerated().filter { !$0.element.done }.map {
        "   " + PlanText.taskLine($0.element, number: $0.offset + 1, color: color)
      }
    } else if reminders.plan == nil && reminders.makesPlans {
      lines.append("No plan for today yet: habit plan set \"GOAL\" --task A --task B --task C")
    }
    for open in reminders.activities {
      lines.append("\(PlanText.openMark) " + Remind.describe(open))
    }
    guard !lines.isEmpty else { return }
    print("Still open today, \(Wording.shortDay(context.today)):".styled(.bold, enabled: color))
    print(lines.joined(separator: "\n"))
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
    let name = (open.activity.icon.isEmpty ? "" : open.activity.icon + " ") + open.activity.name
    return name + ": " + parts.joined(separator: "; ")
  }
}

struct RemindJSON: Encodable {
  struct Activity: Encodable {
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

  init(_ reminders: Reminders, plan: DailyPlan?) {
    day = reminders.today.description
    self.plan = plan.map(PlanJSON.init)
    planMissing = reminders.plan == nil && reminders.makesPlans
    activities = reminders.activities.map {
      Activity(
        name: $0.activity.name, goal: $0.goal.spec, progress: $0.period?.achieved, target: $0.period?.required,
        challengeDay: $0.challengeDay?.day, challengeLength: $0.challengeDay?.length)
    }
  }
}
