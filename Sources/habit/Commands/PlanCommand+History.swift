import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

extension PlanCommand {
  struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "log",
      abstract: "Every plan, newest first: a summary per month, then each day's goal and tasks.",
      discussion: "The log is read-only: plans are changed on their day only.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let context = try Context(global)
      let database = try context.openForReading()
      let plans = try context.choosing { try database.dailyPlans(of: context.userReference) }
      let months = PlanLogMonth.group(plans)
      switch output.format {
      case .json: try printJSON(PlanLogJSON(months))
      case .csv: try printCSV(header: PlanJSON.csvHeader, rows: plans.flatMap(PlanJSON.csvRows))
      case .table:
        guard !months.isEmpty else {
          Message.info("No plans yet. \(PlanCommand.setHint)")
          return
        }
        print(PlanLogText.render(months, color: context.terminal.stdoutColor))
      }
    }
  }

  struct Progress: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "progress",
      abstract: "A chart of fully successful days, goals achieved and tasks done, a week or a month per page.",
      discussion: "Page 1 is the current week (or month), page 2 the one before, and so on. Each page is compared "
        + "with the period before it.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions
    @Option(name: .long, help: "Group the days by week or month.") var by: ProgressGrouping = .week
    @Option(name: .long, parsing: .unconditional, help: "Which page: 1 is the current period, 2 the one before, ...")
    var page = 1

    func validate() throws {
      if page < 1 { throw ValidationError("--page counts from 1 (the current \(by.rawValue))") }
    }

    func run() throws {
      let context = try Context(global)
      let database = try context.openForReading()
      let (chart, hasPlans) = try context.choosing {
        try database.planProgress(of: context.userReference, grouping: by, page: page, today: context.today)
      }
      switch output.format {
      case .json: try printJSON(PlanProgressJSON(chart))
      case .csv: try printCSV(header: PlanProgressJSON.csvHeader, rows: PlanProgressJSON.csvRows(chart))
      case .table: print(ProgressChart.render(chart, color: context.terminal.stdoutColor))
      }
      if !hasPlans && output.format == .table { Message.info("No plans yet. \(PlanCommand.setHint)") }
    }
  }
}

extension ProgressGrouping: ExpressibleByArgument {}
