import Foundation
import Testing

/// A completion short of the required amount: `habit done` says what the day holds of it, and the today screen
/// shows the amount so far, so that a partial day never reads as done or as untouched.
@Suite struct PartialAmountTests {
  static func book() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Book", "--amount", "20", "--unit", "pages")
    return sandbox
  }

  @Test func aPartialAmountIsAnnouncedAsPartialThenDoneOnceItReachesTheRequiredAmount() throws {
    let sandbox = try Self.book()
    #expect(
      try sandbox.run("done", "Book", "--amount", "16")
        == .init(stdout: "", stderr: "◐ Book: 16 of 20 pages today.\n", status: 0))
    #expect(
      try sandbox.run("done", "Book", "--amount", "4")
        == .init(stdout: "", stderr: "✓ Book (4 pages) done today, for the 2nd time.\n", status: 0))
    #expect(
      try sandbox.run("done", "Book", "--amount", "5", "--date", "2026-11-19").stderr
        == "◐ Book: 5 of 20 pages on 2026-11-19.\n")
  }

  @Test func todayShowsTheAmountSoFar() throws {
    let sandbox = try Self.book()
    try sandbox.run("done", "Book", "--amount", "12")
    let today = try sandbox.run(["today"]).stdout
    #expect(today.contains("Book  0/1 today · 12/20 pages"), "\(today)")
  }

  @Test func aDailyCountShortOfItsTargetSaysHowManyOfHowMany() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Water", "--goal", "8/day")
    try sandbox.run("done", "Water")
    #expect(try sandbox.run("done", "Water").stderr == "◐ Water: 2 of 8 today.\n")
  }
}
