import Foundation
import Testing

/// A history back-filled with `--date` before the activity was created, then a goal or amount changed "from" a
/// past day: the days before that day keep the goal and amount that judged them, whatever the creation day.
@Suite struct BackFilledGoalEditTests {
  /// A household of one whose `name` is added on `createdOn` (the sandbox's today then), with `add` options;
  /// today is 2026-11-27 for everything after.
  static func household(_ name: String, _ options: [String], createdOn: String) throws -> Sandbox {
    let sandbox = try Sandbox(today: createdOn)
    try sandbox.run("user", "add", "alice")
    #expect(try sandbox.run(["add", name] + options).status == 0)
    sandbox.today = "2026-11-27"
    return sandbox
  }

  /// `habit done NAME --date` on each day of November 2026 in `days`, with an amount when given.
  static func record(_ sandbox: Sandbox, _ name: String, days: [Int], amount: (Int) -> String? = { _ in nil })
    throws
  {
    for day in days {
      let date = String(format: "2026-11-%02d", day)
      let result = try sandbox.run(["done", name, "--date", date] + (amount(day).map { ["--amount", $0] } ?? []))
      #expect(result.status == 0, "\(date): \(result)")
    }
  }

  @Test func aGoalEditedFromAPastDayKeepsTheMissedDayBeforeIt() throws {
    // Given Med created today and on 1 November, each with 1 to 26 November recorded except the 10th
    var statsJSON: [String] = []
    for created in ["2026-11-27", "2026-11-01"] {
      let sandbox = try Self.household("Med", ["--goal", "daily"], createdOn: created)
      try Self.record(sandbox, "Med", days: Array(1...26).filter { $0 != 10 })
      // When the goal becomes 5 a week from the 23rd
      #expect(try sandbox.run("edit", "Med", "--goal", "5/week", "--from", "2026-11-23").status == 0)
      // Then the 10th is still missed, and the daily streak before the change is 12 days at most
      let stats = try sandbox.run("stats", "Med")
      #expect(stats.status == 0, "\(stats)")
      #expect(stats.stdout.contains("Best streak      12 days (2026-11-11 to 2026-11-22)\n"), "\(created): \(stats)")
      #expect(stats.stdout.contains("Completion rate  95% in 2026 · 95% since 2026-11-01\n"), "\(created): \(stats)")
      let calendar = try sandbox.run("calendar", "Med", "--format", "json").stdout
      #expect(calendar.contains("\"day\" : \"2026-11-10\",\n      \"status\" : \"empty\""), "\(created): \(calendar)")
      // And show lists both goals, each once
      let show = try sandbox.run("show", "Med").stdout
      #expect(
        show.contains("  from 2026-11-01  once a day\n  from 2026-11-23  5 times a week\n"), "\(created): \(show)")
      statsJSON.append(try sandbox.run("stats", "Med", "--format", "json").stdout)
    }
    // And the two households read alike in every figure but the activity's id
    #expect(statsJSON[0].masked == statsJSON[1].masked)
  }

  @Test func anAmountRaisedFromAPastDayLeavesTheShortDaysBeforeItPartial() throws {
    // Given Book needing 20 pages a day, created today, with 16 pages on the 20th and 20 on the other days
    let sandbox = try Self.household(
      "Book", ["--goal", "daily", "--amount", "20", "--unit", "pages"], createdOn: "2026-11-27")
    try Self.record(sandbox, "Book", days: Array(15...26)) { $0 == 20 ? "16" : "20" }
    // When 15 pages are enough from the 23rd
    let edit = try sandbox.run("edit", "Book", "--amount", "15", "--from", "2026-11-23")
    #expect(
      edit.stderr
        == "Book: each day needs at least 15 pages from 2026-11-23; the days before keep the amount they had.\n")
    // Then the 20th still needed 20 pages and stays partial
    let show = try sandbox.run("show", "Book", "--days", "10").stdout
    #expect(show.contains("2026-11-20  ◐ 16 pages: 16 of 20 pages\n"), "\(show)")
    #expect(
      show.contains(
        "  from 2026-11-15  once a day, at least 20 pages each time\n"
          + "  from 2026-11-23  once a day, at least 15 pages each time\n"), "\(show)")
    #expect(try sandbox.run("stats", "Book").stdout.contains("Best streak      6 days (2026-11-21 to 2026-11-26)\n"))
  }

  @Test func aWeeklyGoalLoweredFromAPastDayLeavesAShortWeekBeforeItUnmet() throws {
    // Given Gym 3 times a week, created today, done twice in the week of 9 November and 3 times in the others
    let sandbox = try Self.household("Gym", ["--goal", "3/week"], createdOn: "2026-11-27")
    try Self.record(sandbox, "Gym", days: [2, 4, 6, 10, 12, 16, 18, 20])
    // When twice a week is enough from the 16th
    #expect(try sandbox.run("edit", "Gym", "--goal", "2/week", "--from", "2026-11-16").status == 0)
    // Then the week of the 9th, 2 of 3, is still unmet
    let calendar = try sandbox.run("calendar", "Gym", "--month", "2026-11", "--format", "json").stdout
    #expect(
      calendar.contains(
        """
              "achieved" : 2,
              "end" : "2026-11-15",
              "required" : 3,
              "start" : "2026-11-09",
              "status" : "unmet"
        """), "\(calendar)")
    #expect(try sandbox.run("stats", "Gym").stdout.contains("Best streak      1 week (2026-11-16 to 2026-11-22)\n"))
  }
}
