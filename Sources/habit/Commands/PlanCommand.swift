import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit plan ...`: one goal for the day and the three tasks that lead to it.
struct PlanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plan",
    abstract: "Today's goal and its three tasks: plan, tick off, and look back.",
    discussion: """
      Each day has one plan; editing it during the day keeps only the latest version. Completing the third task \
      achieves the goal; `achieve` completes every task; `unachieve` says "not yet". When today has no plan and \
      yesterday's goal was not achieved, `habit plan` offers it and `habit plan carry` takes it on again.
      """,
    subcommands: [
      Show.self, Set.self, Carry.self, Done.self, Undo.self, Achieve.self, Unachieve.self, Log.self, Progress.self,
    ],
    defaultSubcommand: Show.self
  )

  static let setHint = PlanText.setHint
}

/// `--quiet`: no congratulations.
struct CongratulationOptions: ParsableArguments {
  @Flag(name: .long, help: "No congratulations (they are shown on a terminal only anyway).") var quiet = false
}

extension PlanCommand {
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show today's goal and its three tasks.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let context = try Context(global)
      let database = try context.openForReading()
      let today = try context.choosing { try database.todaysPlan(for: context.userReference, today: context.today) }
      let view = PlanTodayView(today, day: context.today, color: context.terminal.stdoutColor)
      switch output.format {
      case .json: try printJSON(view.json)
      case .csv: try printCSV(header: PlanJSON.csvHeader, rows: view.csvRows)
      case .table:
        var stdout = StandardOutput()
        view.render(to: &stdout)
        view.hints.forEach(Message.info)
      }
    }
  }

  struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Make today's plan, or change it.",
      discussion: """
        A new plan needs the goal and three --task. To change today's plan give a new goal, three new tasks, or \
        both; a task whose text is unchanged stays done, an unchanged goal stays achieved.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The one goal for today (optional when only the tasks change).") var goal: String?
    @Option(
      name: .long, parsing: .unconditionalSingleValue, help: "A task towards the goal; give exactly three, in order.")
    var task: [String] = []

    func validate() throws {
      if goal == nil && task.isEmpty { throw ValidationError("give the goal, three --task, or both") }
      if !task.isEmpty && task.count != DailyPlan.taskCount {
        throw ValidationError("a plan has exactly 3 tasks: give --task three times (\(task.count) given)")
      }
    }

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.actingReference(in: database)
      let revision = try context.choosing {
        try database.setPlan(goal: goal, tasks: task.isEmpty ? nil : task, for: user, today: context.today)
      }
      let plan = revision.plan
      if revision.previous == nil {
        Message.info("Planned for today (\(Wording.shortDay(context.today))): \(plan.goal), in 3 tasks.")
      } else {
        Message.info("Today's plan is updated: \(plan.goal), \(plan.tasksDone) of 3 tasks done.")
      }
    }
  }

  struct Carry: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "carry",
      abstract: "Take yesterday's unachieved goal on again today, with its tasks open.")
    @OptionGroup var global: GlobalOptions

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.actingReference(in: database)
      let plan = try context.choosing { try database.carryOverPlan(for: user, today: context.today) }
      Message.info("Carried over from \(plan.carriedFrom ?? context.today): \(plan.goal). Its 3 tasks are open today.")
    }
  }
}
