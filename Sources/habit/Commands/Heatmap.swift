import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit heatmap [NAME]`: a year at a glance, one character per day, for one activity or all of them.
struct Heatmap: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "heatmap",
    abstract: "A year grid of one activity, or of all your activities (how many were done each day).")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(
    help: "The activity (name or id prefix); all active activities when left out.",
    completion: Completions.activityNames) var activity: String?
  @Option(name: .long, parsing: .unconditional, help: "The year (default: this year).") var year: Int?

  func run() throws {
    let context = try Context(global)
    let year = self.year ?? context.today.year
    guard (1...9999).contains(year) else { throw CLIError.usage("--year \(year) is not a year from 1 to 9999") }
    let database = try context.openForReading()
    let heatmap = try context.choosing {
      try database.heatmapYear(activity, of: context.userReference, year: year, today: context.today)
    }
    let view = HeatmapView(heatmap, color: context.terminal.stdoutColor, width: context.terminal.stdoutColumns)
    switch output.format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: HeatmapView.csvHeader, rows: view.csvRows)
    case .table:
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}
