import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit remind`: what is still open today, for cron or a systemd timer. Prints nothing when all is done.
struct Remind: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remind",
    abstract: "Print what is still open today: plan tasks and activities not done yet (for cron).",
    discussion: """
      An activity is open when `habit today` lists it as to do or at risk (its goal's current period is not met \
      yet), or while its challenge is not checked today. "At most" goals and days marked skipped or failed are \
      left out. Prints nothing, and exits 0, when nothing is open, so cron sends no mail.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let reminders = try context.choosing { try database.reminders(for: context.userReference, today: context.today) }
    let view = RemindView(reminders, color: context.terminal.stdoutColor)
    switch output.format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: RemindView.csvHeader, rows: view.csvRows)
    case .table:
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}
