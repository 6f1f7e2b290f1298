import Foundation
import Testing

/// Every listing takes `--format table|json|csv`, and messages that quote data show no control character.
@Suite struct ListingFormatTests {
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run", "--goal", "3/week")
    sandbox.today = "2026-11-21"
    try sandbox.run("done", "Run")
    try sandbox.run("plan", "set", "Report", "--task", "Outline", "--task", "Numbers", "--task", "Send")
    try sandbox.run("plan", "done", "1")
    return sandbox
  }

  @Test func remindWritesCSV() throws {
    let sandbox = try Self.household()
    #expect(
      try sandbox.run(["remind", "--format", "csv"])
        == .init(
          stdout: """
            kind,name,goal,achieved,required,at_risk,challenge_day
            goal,Report,,,,,
            task,Numbers,,,,,
            task,Send,,,,,
            activity,Run,3/week,1,3,false,

            """, stderr: "", status: 0))
  }

  @Test func planProgressWritesJSONAndCSV() throws {
    let sandbox = try Self.household()
    let json = try sandbox.run(["plan", "progress", "--format", "json"])
    #expect(json.status == 0 && json.stderr == "")
    let page = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
    #expect(page["by"] as? String == "week" && page["page"] as? Int == 1)
    let rows = page["rows"] as! [[String: Any]]
    #expect(rows.count == 7)
    #expect(rows.first { $0["day"] as? String == "2026-11-21" }?["tasksDone"] as? Int == 1)
    let csv = try sandbox.run(["plan", "progress", "--format", "csv"])
    #expect(
      csv.stdout.split(separator: "\n").last == "2026-11-21,true,1,false,false"
        && csv.stdout.hasPrefix(
          "day,planned,tasks_done,goal_achieved,fully_successful\n2026-11-16,false,0,false,false\n")
    )
  }

  @Test func settingsWriteJSONAndCSV() throws {
    let sandbox = try Self.household()
    try sandbox.run("settings", "day-start", "03:30", "--user", "alice")
    #expect(
      try sandbox.run(["settings", "--format", "json"]).stdout
        == "{\n  \"day-start\" : \"00:00\",\n  \"members-day-start\" : {\n    \"alice\" : \"03:30\"\n  },\n"
        + "  \"members-reminder\" : {\n\n  },\n  \"reminder\" : \"off\",\n"
        + "  \"sections\" : [\n\n  ],\n  \"week-start\" : \"monday\"\n}\n")
    #expect(
      try sandbox.run(["settings", "--format", "csv"]).stdout
        == "setting,member,value\nweek-start,,monday\nday-start,,00:00\nday-start,alice,03:30\n")
    #expect(
      try sandbox.run(["settings"]).stdout == "week-start  monday\nday-start   00:00\nday-start   03:30  (alice)\n")
  }

  /// An error quoting what was typed shows its controls escaped.
  @Test func messagesShowControlsEscaped() throws {
    let sandbox = try Self.household()
    let result = try sandbox.run(["show", "R\u{1B}]0;owned\u{07}\u{202E}"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("R\\e]0;owned\\u{0007}\\u{202E}"), "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
  }
}

/// "a 3-week streak", "Today" for one day, and `--days 0` refused.
@Suite struct WordingCommandTests {
  @Test func atRiskNamesTheStreakItKeeps() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run", "--goal", "1/week")
    sandbox.today = "2026-11-22"
    for day in ["2026-11-01", "2026-11-04", "2026-11-11"] { try sandbox.run("done", "Run", "--date", day) }
    let today = try sandbox.run(["today"]).stdout
    #expect(today.contains("1 more by tonight: keeps a 3-week streak"), "\(today)")
  }

  @Test func showCountsDaysInWords() throws {
    let sandbox = try Sandbox(today: "2026-11-21")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    #expect(try sandbox.run(["show", "Run", "--days", "1"]).stdout.contains("\nToday\nnothing recorded\n"))
    #expect(try sandbox.run(["show", "Run", "--days", "2"]).stdout.contains("\nLast 2 days\n"))
    let refused = try sandbox.run(["show", "Run", "--days", "0"])
    #expect(refused.status == 64 && refused.stdout == "")
    #expect(refused.stderr.contains("--days must be 1 or more"), "\(refused.stderr)")
  }
}
