import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit board`: the household side by side, for friendly competition.
struct Board: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "board",
    abstract:
      "The household side by side: streaks and this period's progress of activities members share, and overall.",
    discussion: """
      Activities are shared when several members have one of the same name (ignoring case). Overall counts every \
      active activity of each member; 'on track' means this period's goal is already met, or an at-most goal is \
      within its limit so far.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions

  func run() throws {
    let context = try Context(global)
    let view = BoardView(
      try context.openForReading().householdBoard(today: context.today), color: context.terminal.stdoutColor,
      width: context.terminal.stdoutColumns)
    switch output.format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: BoardView.csvHeader, rows: view.csvRows)
    case .table:
      guard !view.board.isEmpty else {
        Message.info("No activities yet. Add one with: habit add \"Read\" --goal 1/day")
        return
      }
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}
