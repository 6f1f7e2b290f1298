import Foundation
import Testing

/// `habit settings day-start`: between midnight and the day start it is still yesterday, for the household or
/// for one member, in `done`, `today`, the SQL views' `habit_today()`, and what an export carries.
@Suite struct DayStartTests {
  /// alice (Read, once a day) and bob (Run, once a day) since 2026-11-01; the clock unpinned from a day, so that
  /// each test pins it with `HABIT_NOW`.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run(["add", "Read", "--goal", "1/day", "--user", "alice"])
    try sandbox.run(["add", "Run", "--goal", "1/day", "--user", "bob"])
    sandbox.today = ""
    return sandbox
  }

  static func days(_ sandbox: Sandbox) throws -> String {
    try sandbox.run([
      "sql", "--format", "csv",
      "SELECT u.name, c.day FROM completions c "
        + "JOIN activities a ON a.id = c.activity_id JOIN users u ON u.id = a.user_id ORDER BY u.name, c.day",
    ]).stdout
  }

  @Test func beforeTheHouseholdsDayStartItIsStillYesterday() throws {
    let sandbox = try Self.household()
    let set = try sandbox.run(["settings", "day-start", "04:00"], environment: ["HABIT_NOW": "2026-11-18T12:00"])
    #expect(set == .init(stdout: "", stderr: "Days now start at 04:00.\n", status: 0))
    // At 01:30 on the 18th it is the 17th; at 04:00 it is the 18th
    let early = try sandbox.run(["done", "Read", "--user", "alice"], environment: ["HABIT_NOW": "2026-11-18T01:30"])
    #expect(early.status == 0, "\(early)")
    let late = try sandbox.run(["done", "Run", "--user", "bob"], environment: ["HABIT_NOW": "2026-11-18T04:00"])
    #expect(late.status == 0, "\(late)")
    #expect(try Self.days(sandbox) == "name,day\nalice,2026-11-17\nbob,2026-11-18\n")
    // And the SQL views' today is the same day
    let sql = try sandbox.run(
      ["sql", "--format", "csv", "SELECT habit_today() AS today"], environment: ["HABIT_NOW": "2026-11-18T03:59"])
    #expect(sql.stdout == "today\n2026-11-17\n")
    // And `today` lists the 17th's to-do as done
    let today = try sandbox.run(
      ["today", "--format", "json", "--user", "alice"], environment: ["HABIT_NOW": "2026-11-18T03:59"])
    let page = try JSONSerialization.jsonObject(with: Data(today.stdout.utf8)) as! [String: Any]
    #expect(page["today"] as? String == "2026-11-17", "\(today.stdout)")
  }

  @Test func remindAndThePromptLineTurnAtTheDayStartToo() throws {
    let sandbox = try Self.household()
    try sandbox.run(["settings", "day-start", "04:00"])
    try sandbox.run(["done", "Read", "--user", "alice"], environment: ["HABIT_NOW": "2026-11-18T01:30"])
    // At 03:00 the 17th's Read is done; at 04:00 the 18th's is still to do
    let header = "kind,name,goal,achieved,required,at_risk,challenge_day\n"
    for (time, remind, prompt) in [
      ("03:00", header, ""), ("04:00", header + "activity,Read,1/day,0,1,false,\n", "1 to do\n"),
    ] {
      let now = ["HABIT_NOW": "2026-11-18T\(time)"]
      #expect(try sandbox.run(["remind", "--format", "csv", "--user", "alice"], environment: now).stdout == remind)
      #expect(try sandbox.run(["prompt", "--user", "alice"], environment: now).stdout == prompt, "\(time)")
    }
  }

  @Test func aMembersOwnDayStartOverridesTheHouseholds() throws {
    let sandbox = try Self.household()
    try sandbox.run(["settings", "day-start", "4"])
    let own = try sandbox.run(["settings", "day-start", "02:30", "--user", "alice"])
    #expect(own == .init(stdout: "", stderr: "alice's days now start at 02:30.\n", status: 0))
    // At 03:00 alice's day has turned and bob's has not
    for (activity, user) in [("Read", "alice"), ("Run", "bob")] {
      let done = try sandbox.run(["done", activity, "--user", user], environment: ["HABIT_NOW": "2026-11-18T03:00"])
      #expect(done.status == 0, "\(done)")
    }
    #expect(try Self.days(sandbox) == "name,day\nalice,2026-11-18\nbob,2026-11-17\n")
    #expect(
      try sandbox.run(["settings"]).stdout == "week-start  monday\nday-start   04:00\nday-start   02:30  (alice)\n")
    #expect(
      try sandbox.run(["settings", "--format", "csv"]).stdout
        == "setting,member,value\nweek-start,,monday\nday-start,,04:00\nday-start,alice,02:30\n")
    // And alice follows the household again
    let back = try sandbox.run(["settings", "day-start", "household", "--user", "alice"])
    #expect(back == .init(stdout: "", stderr: "alice's days now start at 04:00, as the household's do.\n", status: 0))
    #expect(try sandbox.run(["settings"]).stdout == "week-start  monday\nday-start   04:00\n")
  }

  @Test func aDayStartAfternoonOrMalformedIsRefusedAndNothingIsWritten() throws {
    let sandbox = try Self.household()
    for (value, message) in [
      ("13:00", "error: day-start: a day can start at 12:00 at the latest, not 13:00\n"),
      ("4am", "error: day-start: \"4am\" is not a time of day such as 04:00\n"),
      ("04:7", "error: day-start: \"04:7\" is not a time of day such as 04:00\n"),
    ] {
      let result = try sandbox.run(["settings", "day-start", value])
      #expect(result.status == 64)
      #expect(result.stderr == message + "Give a time such as 04:00 (at the latest 12:00).\n")
    }
    let household = try sandbox.run(["settings", "day-start", "household"])
    #expect(household.status == 64)
    #expect(household.stderr.hasPrefix("error: only a member follows the household's day start\n"))
    #expect(try sandbox.run(["settings"]).stdout == "week-start  monday\nday-start   00:00\n")
  }

  @Test func aMalformedPinnedClockIsAUsageError() throws {
    let sandbox = try Self.household()
    let result = try sandbox.run(["today"], environment: ["HABIT_NOW": "2026-11-18 01:30"])
    #expect(
      result
        == .init(
          stdout: "",
          stderr: "error: HABIT_NOW: \"2026-11-18 01:30\" is not a date and time such as 2026-11-18T01:30\n"
            + "Set it to a date and time such as 2026-11-18T01:30, or unset it.\n", status: 64))
  }

  @Test func anExportCarriesTheDayStartsAndAnImportBringsThemBack() throws {
    let sandbox = try Self.household()
    try sandbox.run(["settings", "day-start", "04:00"])
    try sandbox.run(["settings", "day-start", "03:15", "--user", "bob"])
    let exported = try sandbox.run(["export", "--format", "json", "--all-users"]).stdout
    #expect(exported.contains("\"day_start\": \"04:00\""), "\(exported.prefix(300))")
    #expect(exported.contains("\"dayStart\": \"03:15\""))
    let fresh = try Sandbox()
    _ = fresh.write("backup.json", exported)
    let imported = try fresh.run(["import", "backup.json"])
    #expect(imported.status == 0, "\(imported)")
    #expect(
      try fresh.run(["settings"]).stdout == "week-start  monday\nday-start   04:00\nday-start   03:15  (bob)\n")
    // And a file whose day start is not a time is refused with its place
    _ = fresh.write("bad.json", exported.replacingOccurrences(of: "\"03:15\"", with: "\"15:00\""))
    let bad = try fresh.run(["import", "bad.json"])
    #expect(bad.status == 65)
    #expect(bad.stderr.contains("\"dayStart\": a day can start at 12:00 at the latest, not 15:00"), "\(bad)")
  }
}
