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
}
