import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit settings`: the household's settings, stored in the database and shared by every member.
struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings", abstract: "Show or change the household's settings.",
    subcommands: [Show.self, WeekStartCommand.self], defaultSubcommand: Show.self)

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show the settings.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let context = try Context(global)
      let weekStart = try context.openForReading().weekStart()
      switch output.format {
      case .json: try printJSON(["week-start": weekStart.rawValue])
      case .csv: try printCSV(header: ["setting", "value"], rows: [["week-start", weekStart.rawValue]])
      case .table: print("week-start  \(weekStart.rawValue)")
      }
    }
  }

  struct WeekStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "week-start", abstract: "The first day of the week for weekly goals, calendars and heatmaps.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "monday or sunday (any case).") var day: WeekStart

    func run() throws {
      let context = try Context(global)
      try context.openCreatingForWriting().setWeekStart(day)
      Message.info("Weeks now start on \(day.rawValue.prefix(1).uppercased() + day.rawValue.dropFirst()).")
    }
  }
}

extension WeekStart: ExpressibleByArgument {
  /// `Monday` as well as `monday`: a day's name is written capitalised as often as not.
  public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
