import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit show NAME`: the activity screen, every property and the recent history.
struct Show: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show an activity: its properties and recent history.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @Option(name: .long, parsing: .unconditional, help: "How many days of history to show.") var days = 14

  func validate() throws {
    if days < 1 { throw ValidationError("--days must be 1 or more (1 is today only)") }
  }

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let detail = try context.choosing {
      try database.activityDetail(
        activity, of: context.userReference, viewer: context.viewerReference, days: days, today: context.today)
    }
    let view = ShowView(detail, color: context.terminal.stdoutColor)
    switch output.format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: ShowView.csvHeader, rows: view.csvRows)
    case .table:
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}
