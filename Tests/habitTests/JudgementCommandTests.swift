import Foundation
import Testing

/// Issue 10's judgement items, through the real binary: exact messages and exit codes.
@Suite struct JudgementCommandTests {
  @Test func doneSaysWhenItTakesAnAtMostGoalOverItsLimit() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Coffee", "--goal", "<=2/day")
    try sandbox.run("done", "Coffee")
    #expect(try sandbox.run("done", "Coffee").stderr == "✓ Coffee done today, 2 times that day.\n")
    #expect(
      try sandbox.run("done", "Coffee")
        == .init(
          stdout: "",
          stderr: "✓ Coffee done today, 3 times that day; that is over the limit: 3 against at most 2 times a day.\n",
          status: 0))
  }

  @Test func doneOfAnAmountGoalWithoutAnAmountAsksForItAndRecordsNothing() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read", "--goal", "20 pages/day")
    #expect(
      try sandbox.run("done", "Read")
        == .init(
          stdout: "",
          stderr: "error: Read is judged by the amount done (in pages), and no amount was given\n"
            + "Say how much, for example: habit done \"Read\" --amount 20\n",
          status: 64))
    #expect(try sandbox.run("sql", "SELECT count(*) FROM completions").stdout == "count(*)\n0\n")
    #expect(try sandbox.run("done", "Read", "--amount", "15").status == 0)
  }

  @Test func editWithABadFromChangesNothingAndNamesFrom() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    #expect(
      try sandbox.run("edit", "Read", "--name", "Reading", "--goal", "2/week", "--from", "2026-13-01")
        == .init(
          stdout: "",
          stderr: "error: --from: '2026-13-01' is not a real date\n"
            + "Use yyyy-MM-dd, today, yesterday, or -N for N days ago.\n",
          status: 64))
    #expect(try sandbox.run("sql", "SELECT name FROM activities").stdout == "name\nRead\n")
    #expect(try sandbox.run("sql", "SELECT count(*) FROM goals").stdout == "count(*)\n1\n")
  }

  @Test func aGoalFromAnEarlierDayReplacesTheLaterGoalsAndSaysWhich() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    #expect(
      try sandbox.run("edit", "Read", "--goal", "4/week", "--from", "2026-11-10").stderr
        == "Read: goal is 4 times a week from 2026-11-10, replacing once a day (from 2026-11-21).\n")
    #expect(
      try sandbox.run("edit", "Read", "--goal", "2/week", "--from", "2026-11-05").stderr
        == "Read: goal is twice a week from 2026-11-05, replacing 4 times a week (from 2026-11-10).\n")
    #expect(
      try sandbox.run("sql", "SELECT effective_from, target, period FROM goals").stdout
        == "effective_from  target  period\n2026-11-05      2.0     week\n")
  }

  @Test func aMonthlyDeadlineNamesItsDayAndDate() throws {
    // Given today Saturday 2026-11-21: a monthly goal is due by Monday 30 November, a weekly one (asking 1 of its first, partial week) by Sunday
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Call mum", "--goal", "1/month")
    try sandbox.run("add", "Run", "--goal", "2/week")
    let today = try sandbox.run("today").stdout
    #expect(today.contains("1 more by Mon 2026-11-30"), "\(today)")
    #expect(today.contains("1 more by Sunday"), "\(today)")
  }
}
