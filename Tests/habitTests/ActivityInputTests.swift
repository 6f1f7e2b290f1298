import Foundation
import Testing

/// What `add`, `edit` and `settings` make of what a person types: icons, goals, days, week starts.
@Suite struct ActivityInputTests {
  func alice() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    return sandbox
  }

  /// The icon `list --format json` shows for the activity.
  func icon(_ sandbox: Sandbox, _ name: String) throws -> String? {
    let json = try sandbox.run("list", "--format", "json").stdout
    let list = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
    return list.first { $0["name"] as? String == name }?["icon"] as? String
  }

  @Test(arguments: [("run", "🏃"), ("Swim", "🏊"), (":book:", "📖"), ("🧗", "🧗"), ("✍️", "✍️"), ("★", "★"), ("", "")])
  func anIconIsAnEmojiOrAWordForOne(typed: String, kept: String) throws {
    let sandbox = try alice()
    let result = try sandbox.run("add", "Thing", "--icon", typed)
    #expect(result.status == 0, "\(result)")
    #expect(try icon(sandbox, "Thing") == kept)
  }

  @Test(arguments: ["runs", "A", "ok", "12"])
  func textThatIsNoEmojiNorAKnownWordIsRefusedWithTheWords(typed: String) throws {
    let sandbox = try alice()
    let result = try sandbox.run("add", "Thing", "--icon", typed)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.hasPrefix("error: '\(typed)' is not an icon: give an emoji, or a word for one\n"))
    #expect(result.stderr.contains("Words habit knows: run 🏃, walk 🚶,"))
    #expect(try sandbox.run("list").stdout.contains("Thing") == false)
  }

  @Test func editTurnsAWordIntoItsEmojiAndHelpSaysSo() throws {
    let sandbox = try alice()
    try sandbox.run("add", "Laps", "--icon", "🏊")
    #expect(try sandbox.run("edit", "Laps", "--icon", "bike").status == 0)
    #expect(try icon(sandbox, "Laps") == "🚴")
    #expect(try sandbox.run("edit", "Laps", "--icon", "bicycle").status == 64)
    #expect(try icon(sandbox, "Laps") == "🚴")
    let help = try sandbox.run("add", "--help").stdout
    #expect(help.contains("--icon <emoji>"))
    #expect(help.contains("or a word for one:\n"))
    #expect(help.contains("run, walk, bike, swim,"))
    #expect(help.contains("Other text is refused."))
  }

  @Test func goalsAreReadAsWrittenAndRefusalsSayWhatIsWrongWithIt() throws {
    let sandbox = try alice()
    let twice = try sandbox.run("add", "Floss", "--goal", "twice daily")
    #expect(twice.status == 0, "\(twice)")
    #expect(try sandbox.run("show", "Floss").stdout.contains("Goal       twice a day\n"))
    let noPeriod = try sandbox.run("add", "Teeth", "--goal", "twice dayly")
    #expect(noPeriod.status == 64)
    #expect(noPeriod.stderr.contains("it needs a period, such as 3/week, '3 times a week' or 'twice daily'"))
    #expect(!noPeriod.stderr.contains("after '/'"))
    let long = try sandbox.run("add", "Teeth", "--goal", "3/400d")
    #expect(long.status == 64)
    #expect(long.stderr.contains("a rolling window of 400 days cannot be: Nd goes from 1d to 366d, Nw from 1w to 52w"))
  }

  @Test(arguments: ["Monday", "SUNDAY", "sunday"])
  func weekStartTakesTheDayInAnyCase(day: String) throws {
    let sandbox = try alice()
    let result = try sandbox.run("settings", "week-start", day)
    #expect(result.status == 0, "\(result)")
    #expect(try sandbox.run("settings").stdout.hasPrefix("week-start  \(day.lowercased())\n"))
  }

  @Test func aGoalCanBeSetFromAComingDayAndShowListsItAsComing() throws {
    // Given Run, once a day since 2026-11-01, and today 2026-11-21 (a Saturday)
    let sandbox = try alice()
    sandbox.today = "2026-11-01"
    try sandbox.run("add", "Run")
    sandbox.today = "2026-11-21"
    // When its goal is set to 3 a week from next Monday
    let edit = try sandbox.run("edit", "Run", "--goal", "3/week", "--from", "2026-11-23")
    // Then it is accepted, said in the future tense, and today still has the daily goal
    #expect(edit.status == 0, "\(edit)")
    #expect(edit.stderr.hasPrefix("Run: goal will be 3 times a week from 2026-11-23"))
    let show = try sandbox.run("show", "Run").stdout
    #expect(show.contains("Goal               once a day\n"), "\(show)")
    #expect(show.contains("  from 2026-11-01  once a day\n"), "\(show)")
    #expect(show.contains("  from 2026-11-23  3 times a week (coming)\n"), "\(show)")
    // And on that day the new goal is the one in force
    sandbox.today = "2026-11-23"
    let later = try sandbox.run("show", "Run").stdout
    #expect(later.contains("Goal               3 times a week\n"), "\(later)")
    #expect(later.contains("  from 2026-11-23  3 times a week\n"), "\(later)")
  }

  @Test func anAmountFromAComingDayIsRefusedAndNothingChanges() throws {
    let sandbox = try alice()
    try sandbox.run("add", "Read", "--amount", "10", "--unit", "pages")
    let result = try sandbox.run("edit", "Read", "--amount", "20", "--from", "2026-11-30")
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("error: --from: 2026-11-30 is after today (2026-11-21)\n"))
    #expect(try sandbox.run("show", "Read").stdout.contains("at least 10 pages"))
  }
}
