import Foundation
import Testing

/// The views people look at, rendered from a household built through the binary, compared with golden files.
@Suite struct ViewTests {
  /// alice, today Saturday 2026-11-21: Read (20 pages a day) since October, Run (3 a week), Coffee (at most 2).
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-10-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read", "--icon", "📚", "--amount", "20", "--unit", "pages", "--color", "blue")
    try sandbox.run("add", "Run", "--icon", "🏃", "--goal", "3/week", "--color", "green")
    try sandbox.run("add", "Coffee", "--icon", "☕", "--goal", "<=2/day", "--color", "brown")
    sandbox.today = "2026-11-21"
    let readDays = [1, 2, 3, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 19, 20, 22, 23, 26, 27, 28, 29, 30, 31]
    for day in readDays { try sandbox.run("done", "Read", "--date", String(format: "2026-10-%02d", day)) }
    for day in [2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] {
      try sandbox.run("done", "Read", "--date", String(format: "2026-11-%02d", day))
    }
    try sandbox.run("done", "Read", "--date", "2026-10-10", "--amount", "8", "--note", "tired")
    try sandbox.run("skip", "Read", "--date", "2026-10-17")
    try sandbox.run("fail", "Read", "--date", "2026-10-24")
    for day in [
      "2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16",
      "2026-11-18", "2026-10-27", "2026-10-29", "2026-10-31",
    ] {
      try sandbox.run("done", "Run", "--date", day)
    }
    try sandbox.run("done", "Coffee")
    return sandbox
  }

  @Test func todayListAndStats() throws {
    let sandbox = try Self.household()
    try expectGolden(try sandbox.run(["today"]).stdout, "today.txt")
    try expectGolden(try sandbox.run(["list"]).stdout, "list.txt")
    try expectGolden(try sandbox.run(["stats", "Read"]).stdout, "stats-read.txt")
    try expectGolden(try sandbox.run(["stats", "Read", "--format", "json"]).stdout, "stats-read.json")
    try expectGolden(try sandbox.run(["stats", "Run"]).stdout, "stats-run.txt")
  }

  @Test func calendarsAndHeatmaps() throws {
    let sandbox = try Self.household()
    try expectGolden(try sandbox.run(["calendar", "Run"]).stdout, "calendar-run.txt")
    try expectGolden(try sandbox.run(["calendar", "Read", "--month", "2026-10"]).stdout, "calendar-read-october.txt")
    try expectGolden(try sandbox.run(["heatmap", "Read"]).stdout, "heatmap-read.txt")
    try expectGolden(try sandbox.run(["heatmap"]).stdout, "heatmap-all.txt")
    try expectGolden(
      try sandbox.run(["calendar", "Read", "--format", "json", "--month", "2026-10"]).stdout,
      "calendar-read-october.json")
  }

  @Test func aSundayFirstHouseholdDrawsWeeksFromSunday() throws {
    let sandbox = try Self.household()
    try sandbox.run("settings", "week-start", "sunday")
    try expectGolden(try sandbox.run(["calendar", "Run"]).stdout, "calendar-run-sunday.txt")
  }

  @Test func badMonthAndYearAreUsageErrors() throws {
    let sandbox = try Self.household()
    #expect(
      try sandbox.run(["calendar", "Read", "--month", "2026-13"])
        == .init(
          stdout: "",
          stderr: "error: --month '2026-13' is not a month of the form yyyy-MM\nFor example: --month 2026-03\n",
          status: 64))
    #expect(try sandbox.run(["heatmap", "--year", "0"]).status == 64)
  }
}
