import Foundation
import Testing

/// The progress line of imports, exports and backups: on standard error, on a terminal only, for work that takes
/// longer than a second (`HABIT_PROGRESS_AFTER=0` stands for that here, so that no test depends on the load).
@Suite struct ProgressTests {
  static let erase = "\r\u{1B}[K"

  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read")
    return sandbox
  }

  @Test(arguments: [
    (["backup", "copy.sqlite"], "Backing up to copy.sqlite… ", "Backed up"),
    (["export", "-o", "out.json"], "Exporting… ", "Wrote out.json"),
    (["import", "in.csv"], "Reading in.csv… ", "Imported in.csv"),
  ])
  func slowWorkShowsAProgressLineOnATerminalThenErasesIt(arguments: [String], line: String, outcome: String) throws {
    let sandbox = try Self.household()
    sandbox.write("in.csv", "user,activity_id,activity,day,amount,unit,note\nalice,,Read,2026-11-20,,,\n")
    let shown = try sandbox.runInTerminal(arguments, environment: ["HABIT_PROGRESS_AFTER": "0"])
    #expect(shown.status == 0, "\(shown)")
    #expect(shown.stdout.hasPrefix(Self.erase + line), "\(shown)")
    #expect(shown.stdout.contains(Self.erase + outcome), "\(shown)")
  }

  @Test func noProgressLineWhenPipedOrQuick() throws {
    let sandbox = try Self.household()
    let piped = try sandbox.run(["backup", "piped.sqlite"], environment: ["HABIT_PROGRESS_AFTER": "0"])
    #expect(piped.status == 0)
    #expect(piped.stderr.hasPrefix("Backed up"))
    let quick = try sandbox.runInTerminal(["backup", "quick.sqlite"], environment: ["HABIT_PROGRESS_AFTER": "60"])
    #expect(quick.status == 0)
    #expect(quick.stdout.hasPrefix("Backed up"), "\(quick)")
  }
}
