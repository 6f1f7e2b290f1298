import ArgumentParser
import HabitStore
import HabitViews

/// `habit upgrade`: brings a file written by an older habit up to this one's schema, in place.
struct Upgrade: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "upgrade",
    abstract: "Upgrade the database file to this version of habit's schema (after installing a newer habit).",
    discussion: """
      Commands that only read leave an older file as it was and read an upgraded copy of it in memory, which takes \
      longer for a large file and happens at every command; the first command that writes upgrades the file, or \
      this one does, in one transaction (all of it or nothing). The data is kept as it is. Make a copy first with \
      habit backup FILE if you may go back to the older habit, which cannot read the upgraded file.
      """)
  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try Context(global)
    let upgrade = try HabitDatabase.upgrade(path: context.databasePath, onLockWait: context.lockWaitNotice)
    var stdout = StandardOutput()
    SchemaUpgradeText(upgrade).render(to: &stdout)
  }
}
