import Foundation
import Testing

/// Every process a test starts has a deadline: a hung child is killed, and its test fails saying so, instead of
/// the run waiting for ever.
@Suite struct WatchdogTests {
  @Test func aProcessRunPastItsDeadlineIsKilledAndSaysSo() throws {
    // Given a sandbox whose processes may run for a second
    let sandbox = try Sandbox()
    sandbox.deadline = 1
    // When a command line would run for a minute
    let started = ContinuousClock.now
    let result = try sandbox.shell("exec sleep 60")
    // Then it is killed at its deadline, and the result says why
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(result.status == SIGKILL, "\(result)")
    #expect(result.stderr.hasSuffix("--- killed: still running after 1.0 seconds\n"), "\(result)")
  }

  @Test func aSpawnedProcessPastItsDeadlineIsKilled() throws {
    // Given a household, and a query that would count for a minute
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    sandbox.deadline = 1
    let started = ContinuousClock.now
    let pid = try sandbox.spawn([
      "sql", "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", "--timeout",
      "60",
    ])
    // When the test waits for it
    let end = sandbox.waitForEnd(of: pid)
    // Then the wait ends at the deadline: the process was killed
    #expect(ContinuousClock.now - started < .seconds(30))
    #expect(end.signal == SIGKILL, "\(end)")
  }
}
