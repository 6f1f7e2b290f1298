import Foundation
import Testing

/// "Did you mean" after a name that matches nothing: only real near-misses, and the member who has that name.
@Suite struct SuggestionTests {
  func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    for name in ["Gym", "Reading", "Stretch"] { try sandbox.run("--user", "alice", "add", name) }
    try sandbox.run("--user", "bob", "add", "Run")
    return sandbox
  }

  @Test func aNameWithNothingInCommonGetsNoSuggestion() throws {
    let sandbox = try household()
    let result = try sandbox.run("--user", "alice", "stats", "Xyz")
    #expect(
      result
        == .init(
          stdout: "", stderr: "error: no activity 'Xyz' for alice\nSee all activities with: habit list --all\n",
          status: 1))
  }

  @Test(arguments: [("Readng", "Reading"), ("Gmy", "Gym"), ("Strech", "Stretch"), ("gym2", "Gym")])
  func aSlipOfAKeyIsSuggested(typed: String, meant: String) throws {
    let sandbox = try household()
    let result = try sandbox.run("--user", "alice", "stats", typed)
    #expect(result.status == 1)
    #expect(result.stderr == "error: no activity '\(typed)' for alice\nDid you mean: \(meant)?\n")
  }

  @Test func anotherMembersActivityByThatNameIsNamedWithHowToActAsThem() throws {
    // Given bob has Run and alice has no such activity
    let sandbox = try household()
    // When alice asks for run's calendar
    let result = try sandbox.run("--user", "alice", "calendar", "run")
    // Then she is told bob has it, and how to act as bob
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "error: no activity 'run' for alice\nbob has an activity named 'run': to act as bob, add --user bob\n",
          status: 1))
  }

  @Test func aMistypedCommandWithNothingInCommonGetsTheList() throws {
    let sandbox = try household()
    let result = try sandbox.run("xq")
    #expect(result.status == 64)
    #expect(result.stderr == "error: 'xq' is not a command of habit\nSee them with: habit --help\n")
  }
}
