import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// `habit doctor`: checks the file and explains the connection settings, for a person.
struct Doctor: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check the database (integrity, foreign keys) and explain how habit uses it.",
    discussion: "Reads only. Exits with 1 when a check finds a problem.")
  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try Context(global)
    let checkup: Checkup
    do {
      checkup = try context.openForReading().checkup()
    } catch {
      // A file SQLite cannot even read is what doctor is asked about: a finding (exit 1), not a refusal.
      guard case .damaged(let message)? = DatabaseFailure(error) else { throw error }
      print(CheckupView.unreadable(path: context.databasePath, message: message), terminator: "")
      throw CLIError.failure(
        "the database is damaged (see above)",
        hint: "Restore a backup with: habit restore FILE, or recover what is readable with: sqlite3 "
          + "\(context.databasePath.shellWord) .recover | sqlite3 recovered.sqlite")
    }
    var stdout = StandardOutput()
    CheckupView(checkup, color: context.terminal.stdoutColor).render(to: &stdout)
    guard checkup.isHealthy else {
      throw CLIError.failure(
        "the database has problems (see above)",
        hint: "Restore a backup with: habit restore FILE, or copy out what is readable with: habit sql")
    }
  }
}
