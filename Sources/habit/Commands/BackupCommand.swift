import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// `habit backup FILE`: a consistent copy of the live database, while others may be writing.
struct BackupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup", abstract: "Copy the database to a new file, consistently, even while others write.",
    discussion: """
      The copy is made through SQLite's backup API: it holds every commit made before it began, including those \
      still in the -wal file, which copying the file would lose. It never replaces an existing file.
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The new backup file.") var file: String

  func run() throws {
    let context = try Context(global)
    let progress = Progress("Backing up to \(file)")
    defer { progress?.clear() }
    let summary = try context.openForReading().backup(to: file)
    progress?.clear()
    Message.info(
      "Backed up \(describe(summary)) to \(file) (\(formatBytes(summary.bytes))); every table and index was read back.")
  }
}

/// `habit restore FILE`: replace the data with a validated backup's.
struct RestoreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restore", abstract: "Replace the database's data with a backup's, after checking the backup.",
    discussion: """
      The backup must be a habit database no newer than this version, and pass integrity_check and \
      foreign_key_check. It is copied into the live file through SQLite's backup API, so members who have habit \
      open keep working on the restored data.
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The backup file to restore.") var file: String
  @Flag(name: .long, help: "Do not ask for confirmation (needed when not on a terminal).") var yes = false

  func run() throws {
    let context = try Context(global)
    let backup = try HabitDatabase.inspectBackup(at: file)
    let database = try context.openCreatingForWriting()
    let current = try database.summary()
    try confirm(
      "Replace the data in \(context.databasePath) (\(describe(current))) with \(file)'s (\(describe(backup)))?",
      yes: yes, terminal: context.terminal)
    try database.restore(from: file)
    Message.info("Restored \(describe(backup)) from \(file).")
  }
}

/// "2 users, 5 activities and 340 completions"
func describe(_ summary: BackupSummary) -> String {
  "\(Wording.count(summary.users, "user")), \(summary.activities) activit\(summary.activities == 1 ? "y" : "ies") and "
    + Wording.count(summary.completions, "completion")
}
