import ArgumentParser
import HabitScreens
import HabitStore
import HabitViews

/// `habit prompt`: a one-line status for a shell prompt.
struct Prompt: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "One line for a shell prompt: how many activities are open today, and how many at risk.",
    discussion: """
      Prints nothing when nothing is open, or when there is no database or no user yet, so that it can run on \
      every prompt (README shows the line for bash).
      """)
  @OptionGroup var global: GlobalOptions

  func run() throws { try Prompt.run(db: global.db, user: global.user) }

  /// The command's body, which the fast path (`Invocation`) also runs for the lines it reads without ArgumentParser.
  static func run(db: String?, user: String?) throws {
    let context = try Context(db: db, user: user)
    let status: PromptStatus
    do {
      let database = try context.openForReading(quietly: true)
      status = try context.choosing { try database.promptStatus(of: context.userReference, today: context.today) }
    } catch let error as StoreError where [.noUsers, .noDatabase(path: context.databasePath)].contains(error) {
      return
    }
    var stdout = StandardOutput()
    PromptLine(status).render(to: &stdout)
  }
}
