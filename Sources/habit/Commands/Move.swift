import ArgumentParser
import HabitCore
import HabitStore

/// `habit move NAME --before OTHER | --after OTHER | --to N`: the order activities are listed in.
struct Move: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "move", abstract: "Change where an activity is listed.",
    discussion: """
      Before or after another activity, it joins that one's section. --to N counts from 1 within its own section \
      as habit list shows it (the whole list when it has no section).
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @Option(name: .long, parsing: .unconditional, help: "Just before this activity.") var before: String?
  @Option(name: .long, parsing: .unconditional, help: "Just after this activity.") var after: String?
  @Option(name: .long, help: "To this place of its section, counted from 1.") var to: Int?

  func validate() throws {
    guard [before != nil, after != nil, to != nil].filter({ $0 }).count == 1 else {
      throw ValidationError("give exactly one of --before OTHER, --after OTHER or --to N")
    }
    if let to, to < 1 { throw ValidationError("--to counts from 1: give a place such as --to 1") }
  }

  func run() throws {
    let place: MovePlace = before.map(MovePlace.before) ?? after.map(MovePlace.after) ?? .to(to!)
    let context = try Context(global)
    let database = try context.openForWriting()
    let user = try context.actingReference(in: database)
    let outcome = try context.choosing { try database.moveActivity(.named(activity), of: user, place) }
    let section = outcome.activity.section.map { "of \($0)" } ?? "among the activities without a section"
    let left = outcome.leftSection.map { " (out of \($0 ?? "no section"))" } ?? ""
    Message.info("\(outcome.activity.name) is now number \(outcome.place) \(section)\(left).")
  }
}
