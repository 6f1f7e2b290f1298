import ArgumentParser

/// Where the data is and who is acting: shared by every command.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The database file (default: $HABIT_DB, else $XDG_DATA_HOME/habit/habit.sqlite).", valueName: "path"))
  var db: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Act as this user (default: $HABIT_USER, else the one chosen with `habit user switch`, else the only one).",
      valueName: "name"),
    completion: Completions.userNames)
  var user: String?
}

/// How listings are printed.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case table
  case json
  case csv
}

struct FormatOptions: ParsableArguments {
  @Option(name: .long, help: "Output format: table, json or csv.")
  var format: OutputFormat = .table
}

/// `--date`: the day a record is for.
struct DateOptions: ParsableArguments {
  // Unconditional parsing, so that `--date -3` is a value and not an unknown option.
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("The day: yyyy-MM-dd, today, yesterday, or -N for N days ago.", valueName: "day"),
    completion: Completions.days)
  var date: String = "today"
}
