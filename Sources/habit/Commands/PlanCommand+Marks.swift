import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

extension PlanCommand {
  struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "done",
      abstract: "Mark a task of today's plan done; the third one achieves the goal.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The task: 1, 2 or 3.") var number: Int
    @OptionGroup var congratulations: CongratulationOptions

    func run() throws { try updatePlan(.done(task: number), global: global, quiet: congratulations.quiet) }
  }

  struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "undo", abstract: "Take back a task of today's plan.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The task: 1, 2 or 3.") var number: Int
    @OptionGroup var congratulations: CongratulationOptions

    func run() throws { try updatePlan(.undo(task: number), global: global, quiet: congratulations.quiet) }
  }

  struct Achieve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "achieve", abstract: "Mark today's goal achieved, with all its tasks.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var congratulations: CongratulationOptions

    func run() throws { try updatePlan(.achieve, global: global, quiet: congratulations.quiet) }
  }

  struct Unachieve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "unachieve", abstract: "Say today's goal is not achieved yet.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var congratulations: CongratulationOptions

    func run() throws { try updatePlan(.unachieve, global: global, quiet: congratulations.quiet) }
  }
}

/// Applies an action to today's plan, says what changed, then congratulates.
private func updatePlan(_ action: PlanAction, global: GlobalOptions, quiet: Bool) throws {
  let context = try Context(global)
  let database = try context.openForWriting()
  let user = try context.actingReference(in: database)
  let update = try context.choosing { try database.updatePlan(action, for: user, today: context.today) }
  for line in PlanText.lines(for: update.events, in: update.plan) { Message.info(line) }
  if let situation = Congratulator.situation(for: update.events) {
    Congratulator(quiet: quiet).congratulate(situation)
  }
}
