import Foundation
import Testing

/// `habit edit --amount/--unit/--no-amount` changes the required amount from a day on, like a
/// goal, and leaves the past judged by the amount it had.
@Suite struct RequiredAmountEditTests {
  /// alice reads 25 pages on each of the 13 days before today (2026-11-21) under a 20-page requirement.
  func thirteenDaysOfReading() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    sandbox.today = "2026-11-08"
    try sandbox.run("add", "Read", "--amount", "20", "--unit", "pages")
    sandbox.today = "2026-11-21"
    for daysAgo in 1...13 { try sandbox.run("done", "Read", "--amount", "25", "--date", "-\(daysAgo)") }
    return sandbox
  }

  @Test func raisingTheAmountKeepsTheStreakAndAsksTheNewAmountFromToday() throws {
    // Given a 13-day streak under 20 pages
    let sandbox = try thirteenDaysOfReading()
    #expect(try sandbox.run("list").stdout.contains("13 days"))
    // When the requirement becomes 30 pages
    #expect(
      try sandbox.run("edit", "Read", "--amount", "30")
        == .init(
          stdout: "",
          stderr: "Read: each day needs at least 30 pages from 2026-11-21; the days before keep the amount they had.\n",
          status: 0))
    // Then the streak is still 13 days, the past days still done
    #expect(try sandbox.run("list").stdout.contains("13 days"))
    #expect(
      try sandbox.run("sql", "SELECT count(*) FROM day_status WHERE status = 'done'").stdout == "count(*)\n13\n")
    #expect(try sandbox.run("sql", "SELECT current_streak FROM current_streaks").stdout == "current_streak\nNULL\n")
    // And today 25 pages fall short of 30, while 30 pages are done
    try sandbox.run("done", "Read", "--amount", "25")
    #expect(try sandbox.run("show", "Read").stdout.contains("2026-11-21  ◐ 25 pages: 25 of 30 pages"))
    try sandbox.run("done", "Read", "--amount", "5")
    #expect(try sandbox.run("list").stdout.contains("14 days"))
    // And show tells the amounts apart, each from its day
    let show = try sandbox.run("show", "Read").stdout
    #expect(show.contains("  from 2026-11-08  once a day, at least 20 pages each time\n"))
    #expect(show.contains("  from 2026-11-21  once a day, at least 30 pages each time\n"))
    #expect(show.contains("Each time          at least 30 pages\n"))
  }

  @Test func removingTheAmountFromADayKeepsThePastAndItsUnit() throws {
    // Given the 13 days under 20 pages, and 5 pages on two of them
    let sandbox = try thirteenDaysOfReading()
    try sandbox.run("undo", "Read", "--date", "-3")
    try sandbox.run("done", "Read", "--amount", "5", "--date", "-3")
    // When the amount goes from 2 days ago on
    #expect(
      try sandbox.run("edit", "Read", "--no-amount", "--from", "-2").stderr
        == "Read: any completion counts from 2026-11-19; the days before keep the amount they had.\n")
    // Then 3 days ago still fell short of 20 pages (a break), and the days from 2 days ago count as any completion
    #expect(
      try sandbox.run("sql", "SELECT day, status FROM day_status WHERE day >= '2026-11-18' ORDER BY day").stdout
        == "day         status\n2026-11-18  partial\n2026-11-19  done\n2026-11-20  done\n")
    #expect(
      try sandbox.run("sql", "SELECT effective_from, required_amount FROM goals ORDER BY effective_from").stdout
        == "effective_from  required_amount\n2026-11-08      20.0\n2026-11-19      NULL\n")
    // The earlier days keep their unit on their own goal row (the activity's is the latest goal's: none)
    #expect(
      try sandbox.run("sql", "SELECT effective_from, unit FROM goals ORDER BY effective_from").stdout
        == "effective_from  unit\n2026-11-08      pages\n2026-11-19      NULL\n")
    #expect(try sandbox.run("show", "Read").stdout.contains("2026-11-18  ◐ 5 pages: 5 of 20 pages\n"))
  }

  @Test func aBadAmountChangesNothing() throws {
    let sandbox = try thirteenDaysOfReading()
    let result = try sandbox.run("edit", "Read", "--amount", "0")
    #expect(result.status != 0, "\(result)")
    #expect(
      try sandbox.run("sql", "SELECT effective_from, required_amount FROM goals").stdout
        == "effective_from  required_amount\n2026-11-08      20.0\n")
  }
}
