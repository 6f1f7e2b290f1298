import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit stats NAME`: streaks, totals, completion rates and a monthly breakdown chart.
struct Stats: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Streaks, times completed, completion rates and a monthly breakdown of an activity.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @Option(
    name: .long, parsing: .unconditional,
    help: "Show only the last N months of the breakdown (default: since it was created).")
  var months: Int?

  func validate() throws {
    if let months, months < 1 { throw ValidationError("--months must be 1 or more") }
  }

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let statistics = try context.choosing {
      try database.statistics(of: activity, user: context.userReference, months: months, today: context.today)
    }
    let view = StatsView(statistics, color: context.terminal.stdoutColor)
    switch output.format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: StatsView.csvHeader, rows: view.csvRows)
    case .table:
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}
