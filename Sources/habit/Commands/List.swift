import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit list`: the main screen, every active activity of the current user.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List your activities: goal, progress this period, done today, streak, last performed.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Flag(name: .long, help: "Include archived activities.") var all = false

  func run() throws { try List.run(db: global.db, user: global.user, format: output.format, all: all) }

  /// The command's body, which the fast path (`Invocation`) also runs for the lines it reads without ArgumentParser.
  static func run(db: String?, user: String?, format: OutputFormat, all: Bool) throws {
    let context = try Context(db: db, user: user)
    let database = try context.openForReading()
    let list = try context.choosing {
      try database.activityList(
        of: context.userReference, viewer: context.viewerReference, includeArchived: all, today: context.today)
    }
    let view = ListView(list, color: context.terminal.stdoutColor, width: context.terminal.stdoutColumns)
    switch format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: ListView.csvHeader, rows: view.csvRows)
    case .table:
      guard !view.list.activities.isEmpty else {
        Message.info("\(list.user.name) has no activities yet. Add one with: habit add \"Read\" --goal 1/day")
        return
      }
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}
