import Foundation
import Testing

/// Weekday goals through the binary: `--goal mon,wed,fri` and its other spellings; due days judged, rest days
/// neither way in `today`, `list`, `calendar`, `show`, the heatmap, the SQL views and the exports.
@Suite struct WeekdayGoalTests {
  /// alice's Gym on Mondays, Wednesdays and Fridays since Sunday 2026-11-01, done on every due day from the 16th
  /// to Wednesday the 25th and on Saturday the 14th (a rest day); the 13th (a Friday) missed.
  static func gym(today: String = "2026-11-26") throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Gym", "--goal", "mon,wed,fri")
    sandbox.today = today
    for day in ["09", "11", "14", "16", "18", "20", "23", "25"] {
      try sandbox.run("done", "Gym", "--date", "2026-11-\(day)")
    }
    return sandbox
  }

  @Test(arguments: [
    ("mon,wed,fri", "on Mon, Wed and Fri", "mon,wed,fri"), ("Mon, Wed, Fri", "on Mon, Wed and Fri", "mon,wed,fri"),
    ("weekdays", "on weekdays", "weekdays"), ("weekends", "on weekends", "weekends"),
    ("every tuesday", "on Tue", "tue"), ("TUE,THU", "on Tue and Thu", "tue,thu"),
    ("monday thursday", "on Mon and Thu", "mon,thu"), ("mon-fri", "on weekdays", "weekdays"),
    ("2/day on sat,sun", "twice a day on weekends", "2/day on weekends"),
    ("30 minutes/day on tue,thu", "30 minutes a day on Tue and Thu", "30 minutes/day on tue,thu"),
  ])
  func aGoalNamesItsWeekdaysInEveryCommonSpelling(spec: String, reads: String, code: String) throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    let added = try sandbox.run("add", "Gym", "--goal", spec)
    #expect(added.stderr == "Added Gym for alice: \(reads).\n", "\(added)")
    let list = try sandbox.run("list", "--format", "json").stdout
    #expect(list.contains("\"goalSpec\" : \"\(code)\""), "\(list)")
  }

  @Test func anAtMostOrLongerGoalCannotNameWeekdays() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    for spec in ["<=2/day on mon", "3/week on mon,tue"] {
      let refused = try sandbox.run("add", "Gym", "--goal", spec)
      #expect(refused.status != 0)
      #expect(refused.stderr.contains("only a daily at-least goal can name its weekdays"), "\(refused)")
    }
    #expect(try sandbox.run("list", "--format", "csv").stdout.split(separator: "\n").count == 1)
  }

  @Test func theStreakCountsDueDaysAndPassesOverRestDays() throws {
    let sandbox = try Self.gym()
    // Thursday the 26th is a rest day: five due days met in a row since Monday the 16th (the 13th was missed)
    let list = try sandbox.run("list", "--format", "json").stdout
    let activities = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
    #expect((activities[0]["currentStreak"] as? [String: Any])?["length"] as? Int == 5, "\(list)")
    #expect(activities[0]["todayStatus"] as? String == "rest", "\(list)")
    // The SQL view agrees
    let sql = try sandbox.run("sql", "--format", "csv", "SELECT current_streak FROM current_streaks").stdout
    #expect(sql == "current_streak\n5\n")
    // And today it rests: not to do, not at risk
    let today = try sandbox.run("today").stdout
    #expect(today.contains("Resting today\n  ·  Gym  rest day  🔥 5 days  next on Friday"), "\(today)")
    #expect(try sandbox.run("prompt").stdout == "")
    #expect(try sandbox.run("today", "--format", "json").stdout.contains("\"nextDue\" : \"2026-11-27\""))
  }

  @Test func aDueDayOpenTodayIsAtRiskAndAMissedOneBreaksTheStreak() throws {
    // Friday the 27th is due and open: at risk, with the streak it keeps
    let friday = try Self.gym(today: "2026-11-27")
    let today = try friday.run("today").stdout
    #expect(
      today.contains("At risk\n  ·  Gym  0/1 today  🔥 5 days  1 more by tonight: keeps a 5-day streak"), "\(today)")
    // On Saturday the missed Friday has broken it
    let saturday = try Self.gym(today: "2026-11-28")
    let sql = try saturday.run("sql", "--format", "csv", "SELECT current_streak FROM current_streaks").stdout
    #expect(sql == "current_streak\n0\n")
    #expect(try saturday.run("list", "--format", "csv").stdout.contains(",0,"))
  }

  @Test func theCalendarDrawsRestDaysAndARestDayCompletionCounts() throws {
    let sandbox = try Self.gym()
    let calendar = try sandbox.run("calendar", "Gym", "--month", "2026-11").stdout
    #expect(
      calendar.contains(" 9✓  10-  11✓  12-  13   14✓  15-"), "\(calendar)")
    #expect(calendar.contains("- rest"), "\(calendar)")
    let csv = try sandbox.run("calendar", "Gym", "--month", "2026-11", "--format", "csv").stdout
    #expect(
      csv.contains("2026-11-10,rest\n") && csv.contains("2026-11-13,empty\n") && csv.contains("2026-11-14,done\n"))
    // The day_status view reads the rest day's completion as done, as the calendar does
    let view = try sandbox.run(
      "sql", "--format", "csv", "SELECT status FROM day_status WHERE day = '2026-11-14'"
    ).stdout
    #expect(view == "status\ndone\n")
  }

  @Test func editingTheWeekdaysFromADayKeepsThePastsOwn() throws {
    let sandbox = try Self.gym()
    let edited = try sandbox.run("edit", "Gym", "--goal", "tue,thu", "--from", "2026-11-23")
    #expect(edited.status == 0, "\(edited)")
    let csv = try sandbox.run("calendar", "Gym", "--month", "2026-11", "--format", "csv").stdout
    // Before the 23rd Mondays are due and Tuesdays rest; from it the other way round
    for (day, status) in [("16", "done"), ("17", "rest"), ("23", "done"), ("24", "empty"), ("25", "done")] {
      #expect(csv.contains("2026-11-\(day),\(status)\n"), "\(day): \(csv)")
    }
    #expect(try sandbox.run("show", "Gym").stdout.contains("from 2026-11-23  on Tue and Thu"))
  }

  @Test func ratesCountDueDaysOnly() throws {
    let sandbox = try Self.gym()
    // Due days from the 2nd to the 25th: 11, of which 7 met (9, 11, 16, 18, 20, 23, 25)
    let stats = try sandbox.run("stats", "Gym", "--format", "json").stdout
    let object = try #require(try JSONSerialization.jsonObject(with: Data(stats.utf8)) as? [String: Any])
    #expect("\(object)".contains("0.636"), "\(stats)")
  }

  @Test func exportsCarryTheWeekdaysAndReadThemBack() throws {
    let sandbox = try Self.gym()
    let json = try sandbox.run("export", "--format", "json").stdout
    #expect(json.contains("\"version\": 5"))
    #expect(
      json.contains("\"period\": \"day\", \"requiredAmount\": null, \"unit\": null, \"weekdays\": \"mon,wed,fri\""))
    let file = sandbox.directory.appendingPathComponent("household.json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    let copy = try Sandbox(today: "2026-11-26")
    let imported = try copy.run("import", file.path)
    #expect(imported.status == 0, "\(imported)")
    #expect(try copy.run("list").stdout == sandbox.run("list").stdout)
    // A weekday list on a weekly goal is refused, naming the goal
    let bad = json.replacingOccurrences(of: "\"period\": \"day\"", with: "\"period\": \"week\"")
    try bad.write(to: file, atomically: true, encoding: .utf8)
    let refused = try Sandbox(today: "2026-11-26").run("import", file.path)
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("this goal names weekdays, but it is not a daily at-least goal"), "\(refused)")
  }
}
