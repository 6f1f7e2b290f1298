import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// `habit add NAME`: a new activity for the current user.
struct Add: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Add an activity (a habit) for the current user.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity's name, unique for the user (default with --preset: the preset's name).")
  var name: String?
  @Option(
    name: .long, help: "Start from a built-in challenge (see: habit presets); other options override it.",
    completion: Completions.presetKeys)
  var preset: String?
  @OptionGroup var properties: ActivityOptions

  func validate() throws {
    if name == nil && preset == nil { throw ValidationError("give the activity's name, or --preset KEY") }
  }

  func run() throws {
    let new = try properties.newActivity(name: name, preset: preset)
    let context = try Context(global)
    let database = try context.openForWriting()
    let acting = try context.actingReference(in: database)
    let (user, activity) = try context.choosing { try database.addActivity(new, for: acting, today: context.today) }
    Message.info(ActivityText.added(activity, by: user, today: context.today))
  }
}

/// `habit edit NAME`: change properties, or the goal from a day on.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Change an activity's name, description, icon, colour, amount, goal or section.",
    discussion: """
      A new goal applies from --from (default today), which may be a coming day for a new goal alone; earlier days \
      keep being judged by their goal.
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @Option(name: .long, parsing: .unconditional, help: "A new name.") var name: String?
  @OptionGroup var properties: ActivityOptions
  @Flag(name: .long, help: "Remove the required amount from --from on (the unit too, unless earlier days need it).")
  var noAmount = false
  @Flag(name: .long, help: "Take the activity out of its section.") var noSection = false
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "The day a new goal or required amount applies from (a coming day too, for a goal).", valueName: "day"))
  var from: String = "today"

  func validate() throws {
    if noAmount && (properties.amount != nil || properties.unit != nil) {
      throw ValidationError("--no-amount cannot go with --amount or --unit")
    }
    if noSection && properties.section != nil { throw ValidationError("--no-section cannot go with --section") }
  }

  func run() throws {
    let context = try Context(global)
    // Every input is read before anything is written: a bad --from changes nothing.
    let changes = try properties.changes(
      name: name, noAmount: noAmount, noSection: noSection, from: from, today: context.today)
    let database = try context.openForWriting()
    let user = try context.actingReference(in: database)
    let outcome = try context.choosing { try database.editActivity(.named(activity), of: user, changes) }
    Message.info(ActivityText.edited(outcome, changes, today: context.today))
  }
}

/// `habit archive NAME`: hide an activity from the daily views, keeping its history.
struct Archive: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "archive", abstract: "Hide an activity from daily views; its history is kept.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String

  func run() throws {
    let name = try setArchived(true, activity, global: global)
    Message.info("Archived \(name). Bring it back with: habit unarchive \(name.shellWord)")
  }
}

struct Unarchive: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unarchive", abstract: "Bring an archived activity back.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String

  func run() throws {
    Message.info("\(try setArchived(false, activity, global: global)) is active again.")
  }
}

/// Archives or brings back the activity; returns its name.
private func setArchived(_ archived: Bool, _ query: String, global: GlobalOptions) throws -> String {
  let context = try Context(global)
  let database = try context.openForWriting()
  let user = try context.actingReference(in: database)
  return try context.choosing { try database.setArchived(archived, .named(query), of: user) }
}

/// `habit delete NAME`: remove an activity and its history, after confirmation.
struct Delete: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", abstract: "Delete an activity with all its records.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @Flag(name: .long, help: "Do not ask for confirmation (needed when not on a terminal).") var yes = false

  func run() throws {
    let context = try Context(global)
    let database = try context.openForWriting()
    let deletion = try database.prepareDeletion(of: activity, for: try context.actingUser(in: database))
    try confirm(ActivityText.deletionQuestion(deletion), yes: yes, terminal: context.terminal)
    try database.delete(deletion)
    Message.info(ActivityText.deleted(deletion))
  }
}
