import ArgumentParser

/// The root command: its subcommands are the table of contents of the tool.
struct Habit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "habit",
    abstract: "A habit tracker for the whole household, in one SQLite file.",
    discussion: """
      Environment: HABIT_DB (database file), HABIT_USER (who is acting), HABIT_TODAY (pin "today" to a \
      yyyy-MM-dd day, for scripts and tests), HABIT_NOW (pin the clock, 2026-11-18T01:30: the day start \
      still applies), NO_COLOR (plain output), HABIT_CONGRATULATIONS (always or never; \
      by default congratulations appear on a terminal only).
      """,
    version: "0.1.0",
    subcommands: [
      TodayCommand.self, List.self, Show.self, Stats.self, CalendarCommand.self, Heatmap.self, Board.self,
      Done.self, Undo.self, Skip.self, Fail.self, PauseCommand.self, ResumeCommand.self, PausesCommand.self,
      UnpauseCommand.self,
      Add.self, Edit.self, Move.self, Archive.self, Unarchive.self, Delete.self,
      Export.self, Import.self,
      ChallengeCommand.self, Presets.self, PlanCommand.self, Remind.self, Prompt.self,
      InitCommand.self, UserCommand.self, SettingsCommand.self, SQLCommand.self, SchemaCommand.self,
      BackupCommand.self, RestoreCommand.self, Doctor.self, Upgrade.self, Demo.self, Serve.self, TokenCommand.self,
      Report.self,
    ],
    defaultSubcommand: TodayCommand.self
  )
}

/// The root command as shell completion sees it: `Habit` with the global options of its own, so that a completion
/// script reads `habit --user bob done Dr<Tab>` as the shell passes it (the options, then the command) and offers
/// values for `habit --user <Tab>`. Only completion (`--generate-completion-script`, `---completion`) uses it; a
/// command line is parsed by `Habit`, after `Arguments.globalOptionsLast`.
struct CompletionRoot: ParsableCommand {
  static let configuration = Habit.configuration
  @OptionGroup var global: GlobalOptions

  /// Whether `arguments` ask for a completion script, or for the candidates of a word being completed.
  static func isRequest(_ arguments: [String]) -> Bool {
    guard let first = arguments.first else { return false }
    return first == "---completion" || first.hasPrefix("--generate-completion-script")
  }

  /// Prints what ArgumentParser answers to a completion request (it answers by throwing), and exits.
  static func answer(_ arguments: [String]) -> Never {
    do {
      _ = try parseAsRoot(arguments)
    } catch {
      exit(withError: error)
    }
    exit()
  }
}
