import Foundation
import SQLite
import Testing

/// The strict 21-day programme through the real binary, day by day with HABIT_TODAY.
@Suite struct ChallengeCommandTests {
  @Test func startCheckOnceADayAndDoneChecksToo() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    #expect(
      try sandbox.run(["challenge", "start", "Meditate"])
        == .init(
          stdout: "",
          stderr: """
            Added Meditate for alice: once a day.
            Started Meditate: 21 days in a row, from today (2026-11-01) to 2026-11-21. Check each day with: habit challenge check Meditate

            """, status: 0))
    #expect(
      try sandbox.run(["challenge", "check"])
        == .init(stdout: "", stderr: "✔ Meditate: day 1 of 21 checked, 20 to go.\n", status: 0))
    // A second check the same day is refused kindly, and writes nothing.
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    #expect(
      try sandbox.run(["challenge", "check"])
        == .init(
          stdout: "",
          stderr: "Meditate is already checked today (day 1 of 21).\nOne check a day: come back tomorrow for day 2.\n",
          status: 1))
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
    // `habit done` of the activity checks the day too; a past day's completion does not.
    sandbox.today = "2026-11-02"
    #expect(
      try sandbox.run(["done", "meditate", "--date", "yesterday"]).stderr
        == "✓ Meditate done on 2026-11-01, for the 2nd time that day.\n")
    #expect(
      try sandbox.run(["done", "Meditate"])
        == .init(stdout: "", stderr: "✓ Meditate done today.\n✔ Meditate: day 2 of 21 checked, 19 to go.\n", status: 0))
    #expect(try sandbox.run(["done", "Meditate"]).stderr == "✓ Meditate done today, for the 2nd time.\n")
    #expect(
      try sandbox.run(["challenge"])
        == .init(
          stdout: """
            Meditate · day 2 of 21
            ✔ ✔ ○ ○ ○ ○ ○  ○ ○ ○ ○ ○ ○ ○  ○ ○ ○ ○ ○ ○ ○
            2 checked, 19 to go. Today is checked: see you tomorrow.

            """, stderr: "", status: 0))
  }

  @Test func aMissedDayBreaksItUntilReset() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("challenge", "start", "Read")
    try sandbox.run("challenge", "check")
    sandbox.today = "2026-11-02"
    try sandbox.run("challenge", "check")
    // 2026-11-03 is missed.
    sandbox.today = "2026-11-04"
    let broken = """
      Read is broken: day 3 (2026-11-03) was not checked.
      Nothing more can be checked. Start again from day 1 with: habit challenge reset Read

      """
    #expect(try sandbox.run(["challenge", "check"]) == .init(stdout: "", stderr: broken, status: 1))
    #expect(
      try sandbox.run(["challenge"]).stdout
        == """
        Read · broken on day 3 of 21
        ✔ ✔ ✗ ○ ○ ○ ○  ○ ○ ○ ○ ○ ○ ○  ○ ○ ○ ○ ○ ○ ○
        Day 3 (2026-11-03) was not checked. Start again from day 1 with: habit challenge reset Read

        """)
    // Recording the activity still works, but it checks nothing and says why.
    #expect(
      try sandbox.run(["done", "Read"]).stderr
        == "✓ Read done today.\nIts challenge is broken: day 3 (2026-11-03) was not checked. Start again with: habit challenge reset Read\n"
    )
    // Starting the same challenge again while it runs is refused; once broken, reset starts over today.
    #expect(
      try sandbox.run(["challenge", "reset"]).stderr
        == "Read starts over: day 1 of 21 is today (2026-11-04). The last run had 2 days checked.\n")
    #expect(
      try sandbox.run(["challenge", "check"]).stderr
        == "✔ Read: day 1 of 21 checked, 20 to go. (Today's completion counts as the check.)\n")
    #expect(
      try sandbox.run(["challenge", "start", "read"])
        == .init(
          stdout: "",
          stderr:
            "error: Read is already in progress: day 1 of 21\nCheck today with: habit challenge check, or start over with: habit challenge reset\n",
          status: 1))
  }

  @Test func undoingTodaysCompletionUnchecksTheDay() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("challenge", "start", "Read")
    try sandbox.run("challenge", "check")
    sandbox.today = "2026-11-02"
    try sandbox.run("done", "Read")
    #expect(
      try sandbox.run(["undo", "Read"]).stderr
        == "Removed a completion of Read on 2026-11-02; 0 left that day. Day 2 of its challenge is unchecked again.\n")
    #expect(
      try sandbox.run(["challenge"]).stdout.hasSuffix(
        "1 checked, 20 to go. Today is not checked yet: habit challenge check Read\n"))
    // A completion that is no check says nothing of the challenge.
    try sandbox.run("done", "Read", "--date", "2026-10-30")
    #expect(
      try sandbox.run(["undo", "Read", "--date", "2026-10-30"]).stderr
        == "Removed a completion of Read on 2026-10-30; 0 left that day.\n")
  }

  @Test func theLastDayCongratulatesAndRecordsTheCompletion() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("challenge", "start", "Stretch", "--days", "3")
    for today in ["2026-11-01", "2026-11-02"] {
      sandbox.today = today
      try sandbox.run("challenge", "check")
    }
    sandbox.today = "2026-11-03"
    #expect(
      try sandbox.run(["challenge", "check"])
        == .init(
          stdout: "",
          stderr: "🎉 Stretch: day 3 of 3 checked. You did all 3 days in a row: challenge completed. Congratulations!\n",
          status: 0))
    sandbox.today = "2026-11-05"
    #expect(
      try sandbox.run(["challenge"]).stdout
        == "Stretch · completed on 2026-11-03\n✔ ✔ ✔\nAll 3 days, from 2026-11-01 to 2026-11-03.\n")
    #expect(
      try sandbox.run(["challenge", "check"])
        == .init(
          stdout: "", stderr: "error: alice has no challenge in progress\nStart one with: habit challenge start NAME\n",
          status: 1))
    let db = try Connection(path: sandbox.defaultDatabase, access: .readOnly)
    #expect(
      try db.scalar("SELECT outcome || ' ' || ended_on || ' ' || days_checked FROM challenge_overview", as: String.self)
        == "completed 2026-11-03 3")
  }

  @Test func badStartsAreRefusedWithClearMessages() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    #expect(
      try sandbox.run(["challenge", "start", " "])
        == .init(stdout: "", stderr: "error: a challenge name cannot be empty\n", status: 64))
    let tooShort = try sandbox.run(["challenge", "start", "Read", "--days", "1"])
    #expect(tooShort.status == 64 && tooShort.stderr.hasPrefix("Error: --days takes 2 to 366\n"))
    #expect(try sandbox.run(["list", "--format", "csv"]).stdout.split(separator: "\n").count == 1)
    #expect(
      try sandbox.run(["challenge", "check"])
        == .init(
          stdout: "", stderr: "error: alice has no challenge in progress\nStart one with: habit challenge start NAME\n",
          status: 1))
  }

  @Test func severalChallengesShowTogether() throws {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Meditate", "--icon", "🧘")
    try sandbox.run("challenge", "start", "Meditate")
    try sandbox.run("challenge", "start", "Stretch", "--days", "3")
    for today in ["2026-11-01", "2026-11-02", "2026-11-03"] {
      sandbox.today = today
      try sandbox.run("challenge", "check", "Stretch")
      if today != "2026-11-03" { try sandbox.run("done", "Meditate") }
    }
    sandbox.today = "2026-11-05"
    try sandbox.run("challenge", "start", "Read", "--days", "10")
    try sandbox.run("challenge", "check", "read")
    #expect(
      try sandbox.run(["challenge", "check"])
        == .init(
          stdout: "",
          stderr:
            "error: several challenges are in progress: Meditate, Read\nName one, e.g.: habit challenge check Meditate\n",
          status: 64))
    let shown = try sandbox.run(["challenge"])
    #expect(shown.status == 0 && shown.stderr == "")
    try expectGolden(shown.stdout, "challenges.txt")
  }
}

/// Presets: the built-in list, and an activity made from one that stays editable.
@Suite struct PresetCommandTests {
  @Test func presetsAreListedAndAddedForTheCurrentUser() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let presets = try sandbox.run(["presets"])
    #expect(presets.status == 0)
    try expectGolden(presets.stdout, "presets.txt")
    #expect(
      try sandbox.run(["add", "--preset", "WATER"])
        == .init(stdout: "", stderr: "Added 💧 Drink water for alice: 8 times a day.\n", status: 0))
    #expect(
      try sandbox.run(["add", "Evening pages", "--preset", "read", "--icon", "📚"]).stderr
        == "Added 📚 Evening pages for alice: 10 pages a day.\n")
    #expect(
      try sandbox.run(["edit", "Drink water", "--goal", "6/day"]).stderr
        == "Drink water: goal is 6 times a day from 2026-11-21, replacing 8 times a day (from 2026-11-21).\n")
    #expect(
      try sandbox.run(["list", "--format", "csv"]).stdout.split(separator: "\n").dropFirst()
        .map { $0.split(separator: ",", omittingEmptySubsequences: false)[1...3].joined(separator: ",") }
        == ["💧,Drink water,6/day", "📚,Evening pages,10 pages/day"])
    #expect(
      try sandbox.run(["add", "--preset", "juggling"])
        == .init(
          stdout: "", stderr: "error: --preset: there is no preset 'juggling'\nSee them with: habit presets\n",
          status: 64))
    #expect(
      try sandbox.run(["add", "--preset", "water"])
        == .init(
          stdout: "",
          stderr:
            "error: alice already has an activity named 'Drink water'\nChoose another name, or edit the existing one with: habit edit NAME\n",
          status: 1))
  }
}

/// `habit remind`: what is still open today, silent when nothing is.
@Suite struct RemindCommandTests {
  @Test func openTasksAndActivitiesThenSilence() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run", "--icon", "🏃", "--goal", "3/week")
    try sandbox.run("add", "Read", "--goal", "20 pages/day")
    try sandbox.run("add", "Coffee", "--goal", "<=2/day")
    try sandbox.run("challenge", "start", "Stretch")
    try sandbox.run("done", "Run", "--date", "2026-11-17")
    try sandbox.run("done", "Read", "--amount", "5")
    try sandbox.run("plan", "set", "Send the report", "--task", "Outline", "--task", "Numbers", "--task", "Send")
    try sandbox.run("plan", "done", "1")
    #expect(
      try sandbox.run(["remind"])
        == .init(
          stdout: """
            Still open today, Fri 2026-11-20:
            ☆ GOAL: Send the report — not yet
               ○ 2. Numbers
               ○ 3. Send
            ○ 🏃 Run: 1/3 this week
            ○ Read: 5/20 pages today
            ○ Stretch: 0/1 today; challenge day 1 of 21 not checked yet

            """, stderr: "", status: 0))
    try sandbox.run("plan", "achieve")
    try sandbox.run("done", "Run")
    try sandbox.run("done", "Run")
    try sandbox.run("done", "Read", "--amount", "15")
    try sandbox.run("challenge", "check")
    #expect(try sandbox.run(["remind"]) == .init(stdout: "", stderr: "", status: 0))
    // The next day, a person who plans is reminded that there is no plan yet.
    sandbox.today = "2026-11-21"
    #expect(
      try sandbox.run(["remind"]).stdout
        == """
        Still open today, Sat 2026-11-21:
        No plan for today yet: habit plan set "GOAL" --task A --task B --task C
        ○ Read: 0/20 pages today
        ○ Stretch: 0/1 today; challenge day 2 of 21 not checked yet

        """)
  }
}
