import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// What `habit pause` and `habit resume` act on: an activity, `--all` of the acting member's, or `--household`.
struct PauseTargetOptions: ParsableArguments {
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String?
  @Flag(name: .long, help: "Every activity of the acting member.") var all = false
  @Flag(name: .long, help: "Every activity of every member (the family's holiday).") var household = false

  func validate() throws {
    guard [activity != nil, all, household].filter({ $0 }).count == 1 else {
      throw ValidationError("Name an activity, or give --all (yours) or --household (everyone's).")
    }
  }

  var target: PauseTarget {
    if all { return .member }
    if household { return .household }
    return .activity(.named(activity ?? ""))
  }
}

/// `habit pause NAME --from D [--until D]`: days the activity asks nothing of, like skipped days, as one range.
struct PauseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pause",
    abstract: "Pause an activity, all yours (--all) or the household's (--household) for a stretch of days.",
    discussion: """
      Paused days are neutral like skipped days: a week with paused days asks proportionally less, and a wholly \
      paused period neither breaks nor extends a streak. What you record on a paused day still counts; a fail \
      stays a fail. A pause can start on a day to come, and without --until it lasts until `habit resume`. An \
      activity with a challenge going on cannot be paused.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var target: PauseTargetOptions
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("The first paused day: yyyy-MM-dd, today, tomorrow, -N or +N days.", valueName: "day"))
  var from: String = "today"
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("The last paused day (default: until resumed).", valueName: "day"))
  var until: String?
  @Option(name: .long, parsing: .unconditional, help: "Why (a trip, an illness).") var note: String?

  func run() throws {
    let context = try Context(global)
    let first = try Today.parse(from, today: context.today, option: "--from", allowingFuture: true)
    let last = try until.map { try Today.parse($0, today: context.today, option: "--until", allowingFuture: true) }
    let database = try context.openForWriting()
    let user = try context.actingReference(in: database)
    let outcome = try context.choosing {
      try database.pause(target.target, of: user, from: first, until: last, note: note)
    }
    PauseText.paused(outcome).forEach(Message.info)
  }
}

/// `habit resume NAME`: ends its pause that holds today; today is judged again.
struct ResumeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resume", abstract: "End the pause that holds today (of an activity, --all or --household).")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var target: PauseTargetOptions

  func run() throws {
    let context = try Context(global)
    let database = try context.openForWriting()
    let user = try context.actingReference(in: database)
    let ended = try context.choosing { try database.resume(target.target, of: user, today: context.today) }
    PauseText.resumed(ended).forEach(Message.info)
  }
}

/// `habit pauses`: the pauses holding the acting member's activities.
struct PausesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pauses", abstract: "List the pauses of your activities, yours and the household's, numbered.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let list = try context.choosing { try database.pauseList(of: context.userReference, today: context.today) }
    let view = PausesView(list)
    switch output.format {
    case .json: try printJSON(view.json)
    case .csv: try printCSV(header: PausesView.csvHeader, rows: view.csvRows)
    case .table:
      var stdout = StandardOutput()
      view.render(to: &stdout)
    }
  }
}

/// `habit unpause ID`: removes a pause (one to come, or one entered by mistake): its days are judged again.
struct UnpauseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unpause", abstract: "Remove a pause by its number (see habit pauses): its days count again.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The pause's number, from habit pauses.") var id: Int64

  func run() throws {
    let context = try Context(global)
    let database = try context.openForWriting()
    let user = try context.actingReference(in: database)
    let pause = try context.choosing { try database.removePause(id, of: user) }
    Message.info(PauseText.removed(pause))
  }
}
