import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit calendar NAME`: a month grid with done, partial, skipped and failed days, and today marked.
struct CalendarCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calendar", abstract: "A month of an activity: done, skipped and failed days, today marked.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @Option(name: .long, help: ArgumentHelp("The month, yyyy-MM (default: this month).", valueName: "yyyy-MM"))
  var month: String?

  func run() throws {
    let context = try Context(global)
    let first = try parseMonth(month, today: context.today)
    let database = try context.openForReading()
    let month = try context.choosing {
      try database.calendarMonth(activity, of: context.userReference, month: first, today: context.today)
    }
    let view = CalendarView(month, color: context.terminal.stdoutColor, width: context.terminal.stdoutColumns)
    switch output.format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: CalendarView.csvHeader, rows: view.csvRows)
    case .table:
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}

/// Reads `--month yyyy-MM`; nil means the month containing today.
func parseMonth(_ text: String?, today: Day) throws(CLIError) -> Day {
  guard let text else { return today.firstOfMonth }
  do {
    return try Day(parsing: text + "-01")
  } catch {
    throw CLIError.usage("--month '\(text)' is not a month of the form yyyy-MM", hint: "For example: --month 2026-03")
  }
}
