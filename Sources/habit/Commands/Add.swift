import ArgumentParser
import HabitCore
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
    var new = NewActivity(name: name ?? "")
    if let preset {
      guard let found = Preset.named(preset) else {
        throw CLIError.usage("--preset: there is no preset '\(preset)'", hint: "See them with: habit presets")
      }
      new = NewActivity(preset: found)
      if let name { new.name = name }
    }
    let context = try Context(global)
    let database = try context.openForWriting()
    let acting = try context.actingReference(in: database)
    if let description = properties.description { new.description = description }
    if let icon = properties.icon { new.icon = icon }
    new.color = try properties.parsedColor()
    if let unit = properties.unit { new.unit = unit }
    if let section = properties.section { new.section = section }
    new.requiredAmount = properties.amount
    new.shared = properties.household ?? false
    new.isPrivate = properties.isPrivate ?? false
    new.rotation = properties.rotation
    if let goal = try properties.parsedGoal() {
      new.goal = goal
      // A preset's unit belongs to its goal: a new goal brings its own, unless --unit says otherwise.
      if properties.unit == nil && preset != nil { new.unit = goal.unit }
    }
    let (user, activity) = try context.choosing { try database.addActivity(new, for: acting, today: context.today) }
    let whose = activity.shared ? "the household" : user.name + (activity.isPrivate ? " (private)" : "")
    var line =
      "Added \(activity.icon.isEmpty ? "" : activity.icon + " ")\(activity.name) for \(whose): \(activity.goal(on: context.today))"
    if let quantity = activity.requiredQuantity { line += ", \(quantity) each time" }
    Message.info(line + ".")
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
    var changes = ActivityChanges()
    changes.name = name
    changes.description = properties.description
    changes.icon = properties.icon
    changes.color = try properties.parsedColor()
    if noAmount {
      changes.unit = .some(nil)
    } else {
      if let unit = properties.unit { changes.unit = .some(unit) }
      if let amount = properties.amount { changes.requiredAmount = .some(amount) }
    }
    changes.goal = try properties.parsedGoal()
    changes.shared = properties.household
    changes.isPrivate = properties.isPrivate
    changes.rotation = properties.rotation
    if noSection { changes.section = .some(nil) } else if let section = properties.section { changes.section = section }
    // Every input is read before anything is written: a bad --from changes nothing.
    // A goal may be set to start on a coming day; what a day needs or is measured in changes from a day already
    // here, where the days it applies to can be recorded.
    let day = try Today.parse(from, today: context.today, option: "--from", allowingFuture: true)
    if day > context.today, changes.goal == nil || changes.requiredAmount != nil || changes.unit != nil {
      throw CLIError.usage(
        "--from: \(day) is after today (\(context.today))",
        hint: "Only a new --goal alone can start on a coming day; --amount, --unit and --no-amount apply from today "
          + "or an earlier day.")
    }
    changes.goalFrom = day
    guard !changes.isEmpty else {
      throw CLIError.usage(
        "nothing to change",
        hint: "Give at least one of --name, --description, --icon, --color, --goal, --amount, --unit, --section, "
          + "--household, --private, --rotate.")
    }
    let database = try context.openForWriting()
    let user = try context.actingReference(in: database)
    let outcome = try context.choosing { try database.editActivity(.named(activity), of: user, changes) }
    let current = outcome.activity
    if let day = changes.goalFrom, changes.goal != nil {
      var line = "\(current.name): goal \(day > context.today ? "will be" : "is") \(current.goal(on: day)) from \(day)"
      let replaced = outcome.replacedGoals.map { "\($0.goal) (from \($0.effectiveFrom))" }
      if !replaced.isEmpty { line += ", replacing " + replaced.joined(separator: ", then ") }
      Message.info(line + ".")
    } else if let day = changes.goalFrom, changes.requiredAmount != nil || changes.unit == .some(nil) {
      let needs = current.requiredQuantity.map { "each day needs at least \($0)" } ?? "any completion counts"
      Message.info("\(current.name): \(needs) from \(day); the days before keep the amount they had.")
    } else if let day = changes.goalFrom, let unit = changes.unit ?? nil {
      Message.info("\(current.name): amounts are in \(unit) from \(day); the days before keep their unit.")
    } else if changes.shared != nil || changes.isPrivate != nil {
      let whose =
        current.shared ? "the household's: any member can do it" : current.isPrivate ? "private" : "not shared"
      Message.info("\(current.name) is \(whose).")
    } else {
      Message.info("Updated \(current.name).")
    }
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
    let found = try database.activity(activity, of: try context.actingUser(in: database))
    let summary = try database.deletionSummary(for: found)
    try confirm(
      "Delete \(found.name) with \(summary.completions) completion\(summary.completions == 1 ? "" : "s") and \(summary.marks) skipped or failed day\(summary.marks == 1 ? "" : "s")?",
      yes: yes, terminal: context.terminal)
    try database.deleteActivity(found)
    Message.info("Deleted \(found.name).")
  }
}
