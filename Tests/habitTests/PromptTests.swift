import Foundation
import Testing

/// `habit prompt`: one line for a shell prompt, quiet when there is nothing to say.
@Suite struct PromptTests {
  @Test func nothingIsPrintedOrWrittenWithoutADatabase() throws {
    let sandbox = try Sandbox()
    #expect(try sandbox.run(["prompt"]) == Sandbox.Result(stdout: "", stderr: "", status: 0))
    #expect(try sandbox.files().isEmpty)
  }

  @Test func openAndAtRiskActivitiesAreCountedAsTheEvaluationJudgesThem() throws {
    // Given, on Sunday 2026-11-22 (the last day of a Monday week), Run 3/week with 2 done, Read daily, Coffee at
    // most 2 a day
    let sandbox = try Sandbox(today: "2026-11-16")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run", "--goal", "3/week")
    try sandbox.run("add", "Read")
    try sandbox.run("add", "Coffee", "--goal", "<=2/day")
    sandbox.today = "2026-11-22"
    try sandbox.run("done", "Run", "--date", "-2")
    try sandbox.run("done", "Run", "--date", "-1")
    // Then Run is at risk and Read to do, counted apart as `habit today` lists them; the at-most goal is never open
    #expect(try sandbox.run(["prompt"]) == Sandbox.Result(stdout: "1 to do, 1 at risk\n", stderr: "", status: 0))
    let today = try sandbox.run(["today"]).stdout
    #expect(today.contains("At risk\n  ·  Run") && today.contains("To do\n  ·  Read"), "\(today)")
    // And with Read done, only the activity at risk is counted
    try sandbox.run("done", "Read")
    #expect(try sandbox.run(["prompt"]) == Sandbox.Result(stdout: "1 at risk\n", stderr: "", status: 0))
    // And once both are done, nothing is printed
    try sandbox.run("done", "Run")
    #expect(try sandbox.run(["prompt"]) == Sandbox.Result(stdout: "", stderr: "", status: 0))
  }

  @Test func readmesPromptLineRunsInBash() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    let readme = try String(contentsOf: ScriptTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("PS1=") && $0.contains("habit prompt") })
    let shown = try sandbox.shell("PS1='$ '; \(line); echo \"${PS1@P}\"")
    #expect(shown == Sandbox.Result(stdout: "(1 to do) $ \n", stderr: "", status: 0))
  }
}
