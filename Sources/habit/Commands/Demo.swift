import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// `habit demo`: a sample household in a throwaway file, to try every view without typing a year of data.
struct Demo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Create a sample household in a new database file, to try habit out.",
    discussion: "The data is synthetic and deterministic: the same sizes and seed give the same file.")
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The new database file, which must not exist (default: $TMPDIR/habit-demo.sqlite).", valueName: "path"))
  var db: String?
  @Option(name: .long, parsing: .unconditional, help: "Members of the household.") var users = 3
  @Option(name: .long, parsing: .unconditional, help: "Activities per member.") var activities = 6
  @Option(name: .long, parsing: .unconditional, help: "Years of history.") var years = 1
  @Option(name: .long, help: "Seed of the generator.") var seed: UInt64 = 1
  @Flag(name: .long, help: "The same users and activities without any history.") var noHistory = false

  func validate() throws {
    guard (1...1000).contains(users), (1...1000).contains(activities), (1...50).contains(years) else {
      throw ValidationError("--users and --activities take 1 to 1000, --years 1 to 50")
    }
  }

  func run() throws {
    let db = self.db ?? Self.defaultPath
    guard !System.fileExists(db) else {
      throw CLIError.usage("\(db) already exists", hint: "The demo writes a new file only: remove it or choose --db.")
    }
    let today = try Today.resolve()
    var household = DemoHousehold()
    (household.users, household.activitiesPerUser, household.years, household.seed) = (users, activities, years, seed)
    household.history = !noHistory
    let count = try household.write(to: try HabitDatabase.open(path: db), today: today)
    Message.info("Wrote \(users) users, \(users * activities) activities and \(count) completions to \(db).")
    // The household has several members: the hint names the first, so that it runs as printed.
    Message.info("Try: HABIT_DB=\(db.shellWord) HABIT_USER=\(DemoHousehold.firstUserName) habit list")
  }

  /// `$TMPDIR/habit-demo.sqlite`, else in /tmp.
  static var defaultPath: String {
    let folder = System.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    return (folder.hasSuffix("/") ? folder : folder + "/") + "habit-demo.sqlite"
  }
}
