import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// `habit settings`: the household's settings, stored in the database and shared by every member.
struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings", abstract: "Show or change the household's settings.",
    subcommands: [Show.self, WeekStartCommand.self, DayStartCommand.self, ReminderCommand.self, SectionsCommand.self],
    defaultSubcommand: Show.self)

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show the settings.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let view = SettingsView(try Context(global).openForReading().settings())
      switch output.format {
      case .json: try printJSON(view.json)
      case .csv: try printCSV(header: ["setting", "member", "value"], rows: view.rows)
      case .table:
        var stdout = StandardOutput()
        view.render(to: &stdout)
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
      Message.info(SettingsText.weekStart(day))
    }
  }
  struct DayStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "day-start",
      abstract: "When the day turns: until then it is still yesterday (for done, today, the web, reminders).",
      discussion: """
        Without --user, the household's; with --user NAME, that member's own (asking for their PIN when they \
        have one). `habit settings day-start household --user NAME` makes a member follow the household again.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "A time from 00:00 to 12:00 (04:00, 4:30, 4), or `household` for a member.") var time: String

    static let argument = MemberSettingArgument(
      command: "day-start", setting: "day start", hint: "Give a time such as 04:00 (at the latest 12:00).")

    func run() throws {
      let context = try Context(global)
      let start = try Self.argument.value(time, user: global.user) { try DayStart(parsing: $0) }
      let database = try context.openCreatingForWriting()
      let member = try global.user == nil ? nil : context.actingReference(in: database)
      Message.info(SettingsText.dayStart(try database.setDayStart(start, for: member)))
    }
  }
}

extension SettingsCommand {
  struct ReminderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reminder",
      abstract: "When habit serve runs the on-reminder hook with what is still open today.",
      discussion: """
        Without --user, the household's; with --user NAME, that member's own (asking for their PIN when they \
        have one). `off` turns it off; `habit settings reminder household --user NAME` makes a member follow the \
        household again. The time is the server's local clock; a member with nothing open gets no reminder.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "A time of day (20:00, 7:30, 20), `off`, or `household` for a member.") var time: String

    static let argument = MemberSettingArgument(
      command: "reminder", setting: "reminder", hint: "Give a time such as 20:00, or off.")

    func run() throws {
      let context = try Context(global)
      let setting = try Self.argument.value(time, user: global.user) { time -> ReminderSetting in
        time.lowercased() == "off" ? .off : .at(try ReminderTime(parsing: time))
      }
      let database = try context.openCreatingForWriting()
      let member = try global.user == nil ? nil : context.actingReference(in: database)
      Message.info(SettingsText.reminder(try database.setReminder(setting, for: member)))
    }
  }

  struct SectionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sections",
      abstract: "The order sections are listed in (today, list, board, the web).",
      discussion: """
        Activities without a section come first, then the sections named here in their order, then any other \
        alphabetically. An empty list ('') forgets the order.
        """)
    @OptionGroup var global: GlobalOptions
    @Argument(help: "Section names separated by commas: Morning,Day,Evening.") var names: String

    func run() throws {
      let list = names.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let order = try Context(global).openCreatingForWriting().setSectionOrder(
        list.count == 1 && list[0].allSatisfy(\.isWhitespace) ? [] : list)
      Message.info(SettingsText.sections(order))
    }
  }
}

/// The argument of a setting the household has and each member may have their own of: a value, or `household`
/// (with --user) for the member to follow the household's again.
struct MemberSettingArgument {
  /// The subcommand, as the errors name it: `day-start`.
  let command: String
  /// The setting in words: `day start`.
  let setting: String
  /// What to give instead of a value that does not parse.
  let hint: String

  /// The value `text` gives, nil for `household`.
  func value<Value>(_ text: String, user: String?, parse: (String) throws -> Value) throws -> Value? {
    guard text.lowercased() != "household" else {
      guard user != nil else {
        throw CLIError.usage(
          "only a member follows the household's \(setting)",
          hint: "Name one: habit settings \(command) household --user NAME")
      }
      return nil
    }
    do {
      return try parse(text)
    } catch {
      throw CLIError.usage("\(command): \(error)", hint: hint)
    }
  }
}

extension WeekStart: ExpressibleByArgument {
  /// `Monday` as well as `monday`: a day's name is written capitalised as often as not.
  public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
