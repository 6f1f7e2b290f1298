import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// `habit today` (also plain `habit`): what is due, at risk and done today, with streaks.
struct TodayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "today", abstract: "What is due today, what is at risk, what is done, with streaks.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions

  func run() throws { try TodayCommand.run(db: global.db, user: global.user, format: output.format) }

  /// The command's body, which the fast path (`Invocation`) also runs for the lines it reads without ArgumentParser.
  static func run(db: String?, user: String?, format: OutputFormat) throws {
    let context = try Context(db: db, user: user)
    let screen: TodayScreen
    do {
      let database = try context.openForReading()
      screen = try context.choosing { try database.todayScreen(of: context.userReference, today: context.today) }
    } catch let error as StoreError
      where format == .table && [.noUsers, .noDatabase(path: context.databasePath)].contains(error)
    {
      print(
        Welcome.text(
          databasePath: context.databasePath, hasDatabase: error == .noUsers, userName: Welcome.suggestedUserName),
        terminator: "")
      return
    }
    let view = TodayView(screen, color: context.terminal.stdoutColor, width: context.terminal.stdoutColumns)
    switch format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: TodayView.csvHeader, rows: view.csvRows)
    case .table:
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}
