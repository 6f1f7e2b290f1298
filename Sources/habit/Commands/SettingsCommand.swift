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

    func run() throws {
      let context = try Context(global)
      print("week-start  \(try context.openForReading().weekStart().rawValue)")
    }
  }

  struct WeekStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "week-start", abstract: "The first day of the week for weekly goals, calendars and heatmaps.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "monday or sunday.") var day: WeekStart

    func run() throws {
      let context = try Context(global)
      try context.openForWriting().setWeekStart(day)
      Message.info("Weeks now start on \(day.rawValue.prefix(1).uppercased() + day.rawValue.dropFirst()).")
    }
  }
}

extension WeekStart: ExpressibleByArgument {}
