import Foundation
import HabitCore
import HabitViews
import Testing

/// The daily plan through the real binary, walking from day to day with HABIT_TODAY.
@Suite struct PlanCommandTests {
  static let setHint = "Make one with: habit plan set \"GOAL\" --task A --task B --task C"

  /// Two weeks across a month's end: a carried-over goal, automatic completion, "not yet", undo and edits.
  static func walkThroughTwoWeeks(_ sandbox: Sandbox) throws {
    try sandbox.run("user", "add", "alice")
    sandbox.today = "2026-10-29"
    try sandbox.run(
      "plan", "set", "Finish the quarterly report", "--task", "Outline", "--task", "Fill in the numbers", "--task",
      "Send it to Dana")
    try sandbox.run("plan", "done", "1")
    try sandbox.run("plan", "done", "2")
    sandbox.today = "2026-10-30"
    try sandbox.run("plan", "carry")
    for task in ["1", "2", "3"] { try sandbox.run("plan", "done", task) }
    sandbox.today = "2026-10-31"
    try sandbox.run("plan", "set", "Clear out the garage", "--task", "Shelves", "--task", "Bins", "--task", "Sweep")
    try sandbox.run("plan", "achieve")
    // 2026-11-01: no plan at all.
    sandbox.today = "2026-11-02"
    try sandbox.run("plan", "set", "Plan the trip", "--task", "Dates", "--task", "Train", "--task", "Hotel")
    try sandbox.run("plan", "done", "1")
    try sandbox.run("plan", "set", "--task", "Dates", "--task", "Trains", "--task", "Hostel")
    try sandbox.run("plan", "undo", "1")
    try sandbox.run("plan", "done", "2")
    sandbox.today = "2026-11-03"
    try sandbox.run("plan", "carry")
    for task in ["1", "2", "3"] { try sandbox.run("plan", "done", task) }
    try sandbox.run("plan", "unachieve")
    sandbox.today = "2026-11-04"
    try sandbox.run("plan", "carry")
    try sandbox.run("plan", "achieve")
    sandbox.today = "2026-11-05"
    try sandbox.run(
      "plan", "set", "Write to the council", "--task", "Find the form", "--task", "Draft", "--task", "Post it")
    try sandbox.run("plan", "done", "1")
  }

  @Test func aDayFromPlanToAutomaticCompletionToNotYet() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    #expect(
      try sandbox.run(["plan"])
        == .init(stdout: "", stderr: "No plan for today (Fri 2026-11-20) yet. \(Self.setHint)\n", status: 0))
    #expect(
      try sandbox.run(["plan", "set", "Send the report", "--task", "Outline", "--task", "Numbers", "--task", "Send"])
        == .init(stdout: "", stderr: "Planned for today (Fri 2026-11-20): Send the report, in 3 tasks.\n", status: 0))
    #expect(try sandbox.run(["plan", "done", "2"]).stderr == "✔ Task 2 done: Numbers. 1 of 3.\n")
    #expect(try sandbox.run(["plan", "done", "1"]).stderr == "✔ Task 1 done: Outline. 2 of 3.\n")
    #expect(
      try sandbox.run(["plan"])
        == .init(
          stdout: """
            Today, Friday 2026-11-20
            ☆ GOAL: Send the report — not yet
               ✔ 1. Outline
               ✔ 2. Numbers
               ○ 3. Send

            """,
          stderr: "2 of 3 tasks done. Tick one off with: habit plan done 3\n", status: 0))
    // The third task achieves the goal automatically...
    #expect(
      try sandbox.run(["plan", "done", "3"])
        == .init(
          stdout: "",
          stderr: """
            ✔ Task 3 done: Send. 3 of 3.
            ★ All three tasks done: goal achieved! Not quite? Say so with: habit plan unachieve

            """, status: 0))
    // ...and "not yet" takes it back, leaving the tasks done.
    #expect(
      try sandbox.run(["plan", "unachieve"]) == .init(stdout: "", stderr: "☆ Not yet: Send the report.\n", status: 0))
    #expect(
      try sandbox.run(["plan", "unachieve"])
        == .init(
          stdout: "", stderr: "error: the goal is not marked achieved\nMark it achieved with: habit plan achieve\n",
          status: 1))
    // Undo opens a task again; undoing it twice is refused.
    #expect(try sandbox.run(["plan", "undo", "3"]).stderr == "○ Task 3 is open again: Send.\n")
    #expect(
      try sandbox.run(["plan", "undo", "3"])
        == .init(
          stdout: "",
          stderr: "error: task 3 is not done, so there is nothing to undo\nMark it done with: habit plan done 3\n",
          status: 1))
    let json = try sandbox.run(["plan", "--format", "json"])
    #expect(json.status == 0)
    let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
    let plan = decoded["plan"] as! [String: Any]
    #expect(plan["goal"] as? String == "Send the report")
    #expect(plan["goalAchieved"] as? Bool == false)
    #expect((plan["tasks"] as! [[String: Any]]).map { $0["done"] as! Bool } == [true, true, false])
    #expect(decoded["offer"] == nil)
  }

  @Test func yesterdaysUnachievedGoalIsOfferedThenCarriedOver() throws {
    let sandbox = try Sandbox(today: "2026-11-19")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("plan", "set", "Send the report", "--task", "Outline", "--task", "Numbers", "--task", "Send")
    try sandbox.run("plan", "done", "1")
    sandbox.today = "2026-11-20"
    #expect(
      try sandbox.run(["plan"])
        == .init(
          stdout: """
            No plan for today yet. Yesterday's goal was not achieved:
            ☆ GOAL: Send the report — not yet
               ✔ 1. Outline
               ○ 2. Numbers
               ○ 3. Send

            """,
          stderr: """
            Take it on again today with: habit plan carry
            Or make a new plan with: habit plan set "GOAL" --task A --task B --task C

            """, status: 0))
    #expect(
      try sandbox.run(["plan", "carry"]).stderr
        == "Carried over from 2026-11-19: Send the report. Its 3 tasks are open today.\n")
    #expect(
      try sandbox.run(["plan"]).stdout
        == """
        Today, Friday 2026-11-20
        ☆ GOAL: Send the report — not yet (carried over from 2026-11-19)
           ○ 1. Outline
           ○ 2. Numbers
           ○ 3. Send

        """)
    #expect(
      try sandbox.run(["plan", "carry"])
        == .init(
          stdout: "",
          stderr: "error: 2026-11-20 already has a plan\nSee it with: habit plan (change it with: habit plan set)\n",
          status: 1))
    // An achieved goal is not offered the next day.
    try sandbox.run("plan", "achieve")
    sandbox.today = "2026-11-21"
    #expect(try sandbox.run(["plan"]).stderr == "No plan for today (Sat 2026-11-21) yet. \(Self.setHint)\n")
    #expect(
      try sandbox.run(["plan", "carry"])
        == .init(stdout: "", stderr: "error: there is no unachieved goal from 2026-11-20 to carry over\n", status: 1))
  }

  @Test func editsDuringTheDayKeepOnlyTheLatestVersion() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("plan", "set", "Send the report", "--task", "Outline", "--task", "Numbers", "--task", "Send")
    try sandbox.run("plan", "done", "3")
    #expect(
      try sandbox.run([
        "plan", "set", "Send the annual report", "--task", "Send", "--task", "Charts", "--task", "Proofread",
      ]).stderr
        == "Today's plan is updated: Send the annual report, 1 of 3 tasks done.\n")
    #expect(
      try sandbox.run(["plan", "log", "--format", "csv"]).stdout
        == """
        day,kind,number,text,done
        2026-11-20,goal,,Send the annual report,false
        2026-11-20,task,1,Send,true
        2026-11-20,task,2,Charts,false
        2026-11-20,task,3,Proofread,false

        """)
  }

  @Test func newTasksOnAnAchievedPlanReopenItsGoal() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("plan", "set", "Send the report", "--task", "Outline", "--task", "Numbers", "--task", "Send")
    try sandbox.run("plan", "achieve")
    try sandbox.run("plan", "set", "--task", "Call Dana", "--task", "Book a room", "--task", "Agenda")
    let plan = try sandbox.run(["plan"]).stdout
    #expect(plan.contains("☆ GOAL: Send the report — not yet"), "\(plan)")
    #expect(!plan.contains("achieved"), "\(plan)")
    // The same tasks again change nothing: an unchanged plan stays achieved
    try sandbox.run("plan", "achieve")
    try sandbox.run("plan", "set", "--task", "Call Dana", "--task", "Book a room", "--task", "Agenda")
    #expect(try sandbox.run(["plan"]).stdout.contains("★ GOAL: Send the report — achieved"))
  }

  @Test func badPlansAreRefusedAndNothingIsWritten() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    #expect(
      try sandbox.run(["plan", "set", "  ", "--task", "a", "--task", "b", "--task", "c"])
        == .init(stdout: "", stderr: "error: the goal cannot be empty\n", status: 64))
    #expect(
      try sandbox.run(["plan", "set", "--task", "a", "--task", "b", "--task", "c"])
        == .init(stdout: "", stderr: "error: there is no plan for 2026-11-20\n\(Self.setHint)\n", status: 1))
    #expect(
      try sandbox.run(["plan", "done", "1"])
        == .init(stdout: "", stderr: "error: there is no plan for 2026-11-20\n\(Self.setHint)\n", status: 1))
    let twoTasks = try sandbox.run(["plan", "set", "Report", "--task", "a", "--task", "b"])
    #expect(twoTasks.status == 64)
    #expect(twoTasks.stderr.hasPrefix("Error: a plan has exactly 3 tasks: give --task three times (2 given)\n"))
    try sandbox.run("plan", "set", "Report", "--task", "a", "--task", "b", "--task", "c")
    #expect(
      try sandbox.run(["plan", "done", "4"])
        == .init(stdout: "", stderr: "error: there is no task 4: tasks are numbered 1 to 3\n", status: 64))
    #expect(try sandbox.run(["plan", "log", "--format", "csv"]).stdout.split(separator: "\n").count == 5)
  }

  @Test func theLogIsNewestFirstWithAMonthlySummary() throws {
    let sandbox = try Sandbox()
    try Self.walkThroughTwoWeeks(sandbox)
    let log = try sandbox.run(["plan", "log"])
    #expect(log.status == 0 && log.stderr == "")
    try expectGolden(log.stdout, "plan-log.txt")
    let json = try sandbox.run(["plan", "log", "--format", "json"])
    let months =
      (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any])["months"] as! [[String: Any]]
    #expect(months.map { $0["month"] as! String } == ["2026-11", "2026-10"])
    #expect(months.map { $0["fullySuccessfulDays"] as! Int } == [1, 2])
  }

  @Test func progressPagesByWeekAndMonth() throws {
    let sandbox = try Sandbox()
    try Self.walkThroughTwoWeeks(sandbox)
    for (arguments, golden) in [
      (["plan", "progress"], "plan-progress-week.txt"),
      (["plan", "progress", "--page", "2"], "plan-progress-week-page-2.txt"),
      (["plan", "progress", "--by", "month"], "plan-progress-month.txt"),
    ] {
      let result = try sandbox.run(arguments)
      #expect(result.status == 0 && result.stderr == "", "\(arguments)")
      try expectGolden(result.stdout, golden)
    }
    #expect(
      try sandbox.run(["plan", "progress", "--by", "month", "--page", "3"])
        == .init(
          stdout: "",
          stderr:
            "error: there is no page 3: the plans fill 2 pages\nPage 1 is the current period, page 2 the one before, and so on.\n",
          status: 1))
  }

  @Test func readingTheLogAndTheChartWritesNothing() throws {
    let sandbox = try Sandbox()
    try Self.walkThroughTwoWeeks(sandbox)
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    for command in [["plan"], ["plan", "log"], ["plan", "progress"], ["remind"]] {
      #expect(try sandbox.run(command).status == 0)
    }
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
  }
}

/// Congratulations: on a terminal (forced here with HABIT_CONGRATULATIONS=always), never twice the same in a row.
@Suite struct CongratulationCommandTests {
  @Test func eachSituationHasItsPoolAndNeverRepeatsInARow() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    sandbox.environment["HABIT_CONGRATULATIONS"] = "always"
    try sandbox.run("user", "add", "alice")
    try sandbox.run("plan", "set", "Report", "--task", "a", "--task", "b", "--task", "c")
    var previous: String?
    for _ in 0..<8 {
      let done = try sandbox.run(["plan", "done", "1"])
      let lines = done.stderr.split(separator: "\n").map(String.init)
      #expect(lines.count == 2 && lines[0] == "✔ Task 1 done: a. 1 of 3.")
      #expect(Congratulation.taskDone.variations.contains(lines[1]))
      #expect(lines[1] != previous)
      previous = lines[1]
      let undo = try sandbox.run(["plan", "undo", "1"]).stderr.split(separator: "\n").map(String.init)
      #expect(undo.count == 2 && Congratulation.taskUnchecked.variations.contains(undo[1]))
    }
    let achieved = try sandbox.run(["plan", "achieve"]).stderr.split(separator: "\n").map(String.init)
    #expect(achieved.count == 2 && Congratulation.goalAchieved.variations.contains(achieved[1]))
    let memory = try String(
      contentsOf: sandbox.directory.appendingPathComponent("state/habit/congratulations"), encoding: .utf8)
    #expect(memory.hasPrefix("goal-achieved\t"))
  }

  @Test func quietWithTheFlagOrWhenPiped() throws {
    let sandbox = try Sandbox(today: "2026-11-20")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("plan", "set", "Report", "--task", "a", "--task", "b", "--task", "c")
    #expect(try sandbox.run(["plan", "done", "1"]).stderr == "✔ Task 1 done: a. 1 of 3.\n")
    #expect(
      try sandbox.run(["plan", "done", "2", "--quiet"], environment: ["HABIT_CONGRATULATIONS": "always"]).stderr
        == "✔ Task 2 done: b. 2 of 3.\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: sandbox.directory.appendingPathComponent("state/habit/congratulations").path))
  }
}
