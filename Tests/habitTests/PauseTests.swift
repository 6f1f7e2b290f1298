import Foundation
import Testing

/// `habit pause`, `resume`, `pauses` and `unpause` through the binary: paused days neutral like skipped ones,
/// stored as one range, for an activity, a member (`--all`) or the household (`--household`).
@Suite struct PauseTests {
  /// alice's Read (once a day) and Run (3 a week), bob's Walk (once a day), since 2026-11-01; Read done every day
  /// from the 16th to the 19th and on the 25th. Today is Thursday 2026-11-26.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("add", "Read", "--user", "alice")
    try sandbox.run("add", "Run", "--goal", "3/week", "--user", "alice")
    try sandbox.run("add", "Walk", "--user", "bob")
    sandbox.today = "2026-11-26"
    sandbox.environment["HABIT_USER"] = "alice"
    for day in ["16", "17", "18", "19", "25"] { try sandbox.run("done", "Read", "--date", "2026-11-\(day)") }
    return sandbox
  }

  static func streak(_ sandbox: Sandbox, _ name: String, user: String = "alice") throws -> Int? {
    let list = try sandbox.run("list", "--format", "json", "--user", user).stdout
    let activities = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
    let activity = try #require(activities.first { $0["name"] as? String == name })
    return (activity["currentStreak"] as? [String: Any])?["length"] as? Int
  }

  @Test func aPauseKeepsTheStreakWithoutCountingItsDays() throws {
    let sandbox = try Self.household()
    // Without a pause the missed days from the 20th broke the streak
    #expect(try Self.streak(sandbox, "Read") == 1)
    // With the 20th to the 24th paused, it runs over them: four days before, one after
    let paused = try sandbox.run("pause", "Read", "--from", "2026-11-20", "--until", "2026-11-24", "--note", "trip")
    #expect(paused.stderr == "Paused Read: 2026-11-20 to 2026-11-24.\n", "\(paused)")
    #expect(try Self.streak(sandbox, "Read") == 5)
    // The calendar draws the paused days, the day_status view reads them, and the pause is one row
    let calendar = try sandbox.run("calendar", "Read", "--month", "2026-11").stdout
    #expect(calendar.contains(" 16✓  17✓  18✓  19✓  20=  21=  22=\n"), "\(calendar)")
    #expect(calendar.contains("= paused"))
    let view = try sandbox.run(
      "sql", "--format", "csv", "SELECT day FROM day_status WHERE status = 'paused' ORDER BY day"
    ).stdout
    #expect(view == "day\n2026-11-20\n2026-11-21\n2026-11-22\n2026-11-23\n2026-11-24\n")
    #expect(try sandbox.run("sql", "--format", "csv", "SELECT count(*) AS n FROM pauses").stdout == "n\n1\n")
    // And the SQL view leaves a paused activity's streak to habit list
    let streaks = try sandbox.run(
      "sql", "--format", "csv", "SELECT activity, current_streak FROM current_streaks WHERE user = 'alice'"
    ).stdout
    #expect(streaks == "activity,current_streak\nRead,\nRun,0\n", "\(streaks)")
  }

  @Test func aWeekWithPausedDaysAsksProportionallyLess() throws {
    let sandbox = try Self.household()
    // Run, 3 a week, paused from today (Thursday) on: 3 of the week's 7 days left open ask ceil(3 × 3/7) = 2
    try sandbox.run("pause", "Run", "--from", "today")
    let today = try sandbox.run("today").stdout
    #expect(today.contains("Paused\n  ·  Run  0/2 this week    paused until resumed"), "\(today)")
    // A completion on a paused day still counts
    try sandbox.run("done", "Run")
    #expect(try sandbox.run("list", "--format", "csv").stdout.contains(",Run,3/week,1,2,"))
  }

  @Test func aFailInsideAPauseStaysAFail() throws {
    let sandbox = try Self.household()
    try sandbox.run("pause", "Read", "--from", "2026-11-20", "--until", "2026-11-24")
    try sandbox.run("fail", "Read", "--date", "2026-11-22")
    #expect(try Self.streak(sandbox, "Read") == 1)
  }

  @Test func theHouseholdsHolidayPausesEveryMemberAndTodaySaysUntilWhen() throws {
    let sandbox = try Self.household()
    let paused = try sandbox.run("pause", "--household", "--from", "today", "--until", "2026-12-04", "--note", "Rome")
    #expect(paused.stderr == "Paused the whole household: 2026-11-26 to 2026-12-04.\n", "\(paused)")
    let bob = try sandbox.run("today", "--user", "bob").stdout
    #expect(bob.contains("Paused\n  ·  Walk  paused    paused until Fri 2026-12-04"), "\(bob)")
    let json = try sandbox.run("today", "--format", "json", "--user", "bob").stdout
    #expect(json.contains("\"pausedUntil\" : \"2026-12-04\""), "\(json)")
    // Not to do, so the prompt is quiet
    #expect(try sandbox.run("prompt", "--user", "bob").stdout == "")
    // bob sees the household's pause in his list
    let list = try sandbox.run("pauses", "--format", "csv", "--user", "bob").stdout
    #expect(
      list == "id,scope,activity,member,first_day,last_day,state,note\n1,household,,,2026-11-26,2026-12-04,now,Rome\n")
  }

  @Test func resumeEndsTheOpenPauseAndUnpauseRemovesOneToCome() throws {
    let sandbox = try Self.household()
    try sandbox.run("pause", "--all", "--from", "2026-11-20")
    try sandbox.run("pause", "Read", "--from", "+7", "--until", "+9", "--note", "next week's trip")
    let resumed = try sandbox.run("resume", "--all")
    #expect(resumed.stderr == "Resumed all of alice's activities today (paused since 2026-11-20).\n", "\(resumed)")
    let csv = try sandbox.run("pauses", "--format", "csv").stdout
    #expect(
      csv == "id,scope,activity,member,first_day,last_day,state,note\n"
        + "1,member,,alice,2026-11-20,2026-11-25,over,\n2,activity,Read,alice,2026-12-03,2026-12-05,to come,next week's trip\n"
    )
    #expect(try sandbox.run("unpause", "2").status == 0)
    #expect(try sandbox.run("pauses", "--format", "csv").stdout.split(separator: "\n").count == 2)
    // Nothing holds today now: resume says so, exit 1, nothing written
    let again = try sandbox.run("resume", "Read")
    #expect(again.status == 1)
    #expect(again.stderr.hasPrefix("error: no pause of Read holds 2026-11-26\n"), "\(again)")
  }

  @Test func badPausesAreRefusedAndNothingIsWritten() throws {
    let sandbox = try Self.household()
    let backwards = try sandbox.run("pause", "Read", "--from", "2026-11-20", "--until", "2026-11-19")
    #expect(backwards.status == 64)
    #expect(backwards.stderr.contains("the pause would end on 2026-11-19, before it starts on 2026-11-20"))
    let nothing = try sandbox.run("pause", "--from", "today")
    #expect(nothing.status == 64, "\(nothing)")
    let both = try sandbox.run("pause", "Read", "--all")
    #expect(both.status == 64, "\(both)")
    // A challenge is days in a row on the calendar: not pausable
    try sandbox.run("challenge", "start", "Read")
    let challenge = try sandbox.run("pause", "Read", "--from", "tomorrow")
    #expect(challenge.status == 1)
    #expect(challenge.stderr.contains("Read has a challenge going on, which cannot be paused"), "\(challenge)")
    // A member's pause holds it all the same, and says the challenge goes on
    let all = try sandbox.run("pause", "--all", "--from", "tomorrow", "--until", "+3")
    #expect(all.stderr.contains("The challenge on Read goes on"), "\(all)")
    #expect(try sandbox.run("sql", "--format", "csv", "SELECT count(*) AS n FROM pauses").stdout == "n\n1\n")
  }

  @Test func theJSONExportCarriesEveryPauseAndReadsThemBackOnce() throws {
    let sandbox = try Self.household()
    try sandbox.run("pause", "Read", "--from", "2026-11-20", "--until", "2026-11-24", "--note", "trip")
    try sandbox.run("pause", "--all", "--from", "2026-12-10", "--until", "2026-12-12")
    try sandbox.run("pause", "--household", "--from", "2026-12-24")
    let first = try sandbox.run("export", "--all-users", "-o", "-").stdout
    let file = sandbox.write("household.json", first)
    let copy = sandbox.directory.appendingPathComponent("copy.sqlite").path
    let imported = try sandbox.run("--db", copy, "import", file)
    #expect(imported.stderr.contains("  pauses: 3 added\n"), "\(imported)")
    #expect(try sandbox.run("--db", copy, "export", "--all-users", "-o", "-").stdout == first)
    #expect(try Self.streak(sandbox, "Read") == 5)
    // Importing it again adds nothing; after a resume the old file's open pause is a conflict, not a new pause
    #expect(try sandbox.run("--db", copy, "import", file).stderr.contains("  pauses: 0 added, 3 already present\n"))
    sandbox.today = "2026-12-26"
    try sandbox.run("--db", copy, "resume", "--household")
    let again = try sandbox.run("--db", copy, "import", file)
    #expect(again.status == 3)
    #expect(
      again.stderr.contains(
        "the household's pause from 2026-12-24 is until resumed in the file but to 2026-12-25 in the database"),
      "\(again)")
  }
}
