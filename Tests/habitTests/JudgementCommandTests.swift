import Foundation
import Testing

/// How habit judges, through the real binary: exact messages and exit codes.
@Suite struct JudgementCommandTests {
  @Test func doneSaysWhenItTakesAnAtMostGoalOverItsLimit() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Coffee", "--goal", "<=2/day")
    try sandbox.run("done", "Coffee")
    #expect(try sandbox.run("done", "Coffee").stderr == "✓ Coffee done today, for the 2nd time.\n")
    #expect(
      try sandbox.run("done", "Coffee")
        == .init(
          stdout: "",
          stderr: "✓ Coffee done today, for the 3rd time; that is over the limit: 3 against at most 2 times a day.\n",
          status: 0))
  }

  @Test func todayFilesAnAtMostGoalWithNothingRecordedUnderWithinTheLimitNotDone() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Coffee", "--goal", "<=2/day")
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read")
    let today = try sandbox.run(["today"]).stdout
    let lines = today.split(separator: "\n").map(String.init)
    let within = try #require(lines.firstIndex(of: "Within the limit"), "\(today)")
    #expect(lines[within + 1].contains("Coffee  0 of at most 2 today"), "\(today)")
    let done = try #require(lines.firstIndex(of: "Done"), "\(today)")
    #expect(lines[done + 1].contains("Read") && !lines[done...].contains { $0.contains("Coffee") }, "\(today)")
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

  @Test func failingAFailedDayAgainKeepsItsNote() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    try sandbox.run("fail", "Run", "--note", "sprained ankle")
    #expect(try sandbox.run("fail", "Run").stderr == "Run on 2026-11-21 marked failed.\n")
    #expect(
      try sandbox.run("sql", "SELECT mark, note FROM day_marks").stdout == "mark    note\nfailed  sprained ankle\n")
    // A new note replaces it; skipping instead starts afresh
    try sandbox.run("fail", "Run", "--note", "ankle still sore")
    #expect(try sandbox.run("sql", "SELECT note FROM day_marks").stdout == "note\nankle still sore\n")
    try sandbox.run("skip", "Run")
    #expect(try sandbox.run("sql", "SELECT mark, note FROM day_marks").stdout == "mark     note\nskipped  NULL\n")
  }

  @Test func statsCountsEachMonthsDaysFromTheStartOfTheHistory() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    try sandbox.run("done", "Run", "--date", "2026-11-19")
    let stats = try sandbox.run("stats", "Run").stdout
    #expect(stats.hasSuffix("2026-11  █                                1/3\n"), "\(stats)")
  }

  @Test func habitSQLAndHabitListAgreeUnderAPinnedToday() throws {
    // Given once a day, done on the 19th and 20th; today pinned to the 20th, long before the real clock's today
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read", "--goal", "1/day")
    try sandbox.run("done", "Read", "--date", "2026-11-19")
    try sandbox.run("done", "Read")
    // Then the views judge as of the pinned day, as habit list does
    #expect(try sandbox.run("list").stdout.contains("2 days"))
    #expect(
      try sandbox.run("sql", "SELECT habit_today(), current_streak FROM current_streaks").stdout
        == "habit_today()  current_streak\n2026-11-20     2\n")
    #expect(
      try sandbox.run("sql", "SELECT day, status FROM day_status").stdout
        == "day         status\n2026-11-19  done\n2026-11-20  done\n")
  }

  @Test func startingAChallengeAfterDoingItTodayChecksDayOne() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read")
    let started = try sandbox.run("challenge", "start", "Read")
    #expect(started.status == 0)
    #expect(started.stderr.hasSuffix("Day 1 is checked: Read was already done today.\n"), "\(started.stderr)")
    #expect(try sandbox.run("sql", "SELECT days_checked FROM challenge_overview").stdout == "days_checked\n1\n")
    // And the next day's check goes on, unbroken
    sandbox.today = "2026-11-22"
    let next = try sandbox.run("challenge", "check")
    #expect(next.status == 0, "\(next)")
    #expect(try sandbox.run("sql", "SELECT days_checked FROM challenge_overview").stdout == "days_checked\n2\n")
  }

  @Test func undoingAPastDaysChallengeCheckAsksFirst() throws {
    // Given a challenge started and checked yesterday
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("challenge", "start", "Read")
    try sandbox.run("challenge", "check")
    sandbox.today = "2026-11-21"
    // When undoing yesterday without a terminal and without --yes, nothing is removed
    #expect(
      try sandbox.run("undo", "Read", "--date", "yesterday")
        == .init(
          stdout: "",
          stderr: "error: Day 1 (2026-11-20) of the Read challenge would be unchecked, which breaks the challenge. "
            + "Not confirmed: standard input is not a terminal\nAdd --yes to confirm.\n",
          status: 64))
    #expect(try sandbox.run("sql", "SELECT count(*) FROM completions").stdout == "count(*)\n1\n")
    // And with --yes it is, saying so
    #expect(
      try sandbox.run("undo", "Read", "--date", "yesterday", "--yes").stderr
        == "Removed a completion of Read on 2026-11-20; 0 left that day. Day 1 of its challenge is unchecked again.\n")
    // Today's own check is undone without asking: it can be checked again today
    try sandbox.run("challenge", "reset", "Read")
    try sandbox.run("challenge", "check")
    #expect(try sandbox.run("undo", "Read").status == 0)
  }
}
