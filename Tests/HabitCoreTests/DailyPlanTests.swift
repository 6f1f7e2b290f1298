import HabitCore
import Testing

private func day(_ text: String) -> Day { try! Day(parsing: text) }

@Suite struct DailyPlanTests {
  let plan = try! DailyPlan(day: day("2026-11-20"), goal: " Send the report ", tasks: ["Outline", "Numbers", "Send"])

  @Test func aNewPlanIsTrimmedAndOpen() {
    #expect(plan.goal == "Send the report")
    #expect(plan.tasks.map(\.done) == [false, false, false])
    #expect(!plan.goalAchieved && !plan.isFullySuccessful)
  }

  @Test func badTextsAndCountsAreRefused() {
    #expect(throws: PlanError.emptyText(.goal)) {
      try DailyPlan(day: day("2026-11-20"), goal: "  ", tasks: ["a", "b", "c"])
    }
    #expect(throws: PlanError.emptyText(.task(2))) {
      try DailyPlan(day: day("2026-11-20"), goal: "g", tasks: ["a", "", "c"])
    }
    #expect(throws: PlanError.lineBreak(.task(3))) {
      try DailyPlan(day: day("2026-11-20"), goal: "g", tasks: ["a", "b", "c\nd"])
    }
    #expect(throws: PlanError.wrongTaskCount(2)) {
      try DailyPlan(day: day("2026-11-20"), goal: "g", tasks: ["a", "b"])
    }
    #expect(throws: PlanError.tooLong(.goal)) {
      try DailyPlan(day: day("2026-11-20"), goal: String(repeating: "x", count: 201), tasks: ["a", "b", "c"])
    }
  }

  @Test func theThirdTaskAchievesTheGoalAutomatically() throws {
    var (current, events) = try plan.applying(.done(task: 2))
    #expect(events == [.taskDone(2)])
    (current, events) = try current.applying(.done(task: 1))
    #expect(!current.goalAchieved)
    (current, events) = try current.applying(.done(task: 3))
    #expect(events == [.taskDone(3), .goalAchieved(automatically: true)])
    #expect(current.isFullySuccessful)
  }

  @Test func notYetKeepsTheTasksAndDoesNotComeBackByItself() throws {
    let achieved = try plan.applying(.achieve).plan
    let (notYet, events) = try achieved.applying(.unachieve)
    #expect(events == [.goalNotYet])
    #expect(!notYet.goalAchieved && notYet.tasksDone == 3)
    // Taking back a task and doing it again completes all three anew, so the goal is achieved again.
    let again = try notYet.applying(.undo(task: 1)).plan.applying(.done(task: 1))
    #expect(again.events == [.taskDone(1), .goalAchieved(automatically: true)])
  }

  @Test func achievingCompletesEveryTask() throws {
    let (achieved, events) = try plan.applying(.done(task: 1)).plan.applying(.achieve)
    #expect(events == [.goalAchieved(automatically: false)])
    #expect(achieved.tasks.map(\.done) == [true, true, true])
    #expect(throws: PlanError.goalAlreadyAchieved) { try achieved.applying(.achieve) }
  }

  @Test func undoingATaskLeavesTheGoalAsItIs() throws {
    let (undone, events) = try plan.applying(.achieve).plan.applying(.undo(task: 2))
    #expect(events == [.taskUnchecked(2)])
    #expect(undone.goalAchieved && !undone.isFullySuccessful)
    // Achieving again completes the task that was taken back.
    #expect(try undone.applying(.achieve).plan.isFullySuccessful)
  }

  @Test func actionsThatChangeNothingAreRefused() throws {
    #expect(throws: PlanError.taskNotDone(1)) { try plan.applying(.undo(task: 1)) }
    #expect(throws: PlanError.goalNotAchieved) { try plan.applying(.unachieve) }
    #expect(throws: PlanError.noSuchTask(4)) { try plan.applying(.done(task: 4)) }
    let done = try plan.applying(.done(task: 1)).plan
    #expect(throws: PlanError.taskAlreadyDone(1)) { try done.applying(.done(task: 1)) }
  }

  @Test func editingKeepsTheStateOfWhatDidNotChange() throws {
    let started = try plan.applying(.done(task: 1)).plan.applying(.done(task: 3)).plan
    // Task "Send" moves to position 1 and "Outline" is reworded.
    let revised = try started.revised(goal: "Send the report", tasks: ["send", "Numbers", "Outline the report"])
    #expect(
      revised.tasks == [
        PlanTask(title: "send", done: true), PlanTask(title: "Numbers", done: false),
        PlanTask(title: "Outline the report", done: false),
      ])
    #expect(revised.goal == "Send the report")
  }

  @Test func aNewGoalStartsNotYet() throws {
    let achieved = try plan.applying(.achieve).plan
    let revised = try achieved.revised(goal: "Plan the trip", tasks: nil)
    #expect(!revised.goalAchieved)
    #expect(revised.tasksDone == 3)
  }

  @Test func yesterdaysUnachievedGoalIsOfferedAndCarriedWithOpenTasks() throws {
    let yesterday = try plan.applying(.done(task: 1)).plan
    let today = day("2026-11-21")
    #expect(DailyPlan.offer(today: today, todaysPlan: nil, yesterdaysPlan: yesterday) == yesterday)
    let carried = yesterday.carriedOver(to: today)
    #expect(carried.day == today && carried.goal == "Send the report" && carried.tasksDone == 0)
    #expect(carried.carriedFrom == day("2026-11-20"))
    // Carried again the next day, it remembers the first day.
    #expect(carried.carriedOver(to: day("2026-11-22")).carriedFrom == day("2026-11-20"))
  }

  @Test func nothingIsOfferedWhenAchievedPlannedOrNotYesterday() throws {
    let today = day("2026-11-21")
    let achieved = try plan.applying(.achieve).plan
    #expect(DailyPlan.offer(today: today, todaysPlan: nil, yesterdaysPlan: achieved) == nil)
    #expect(DailyPlan.offer(today: today, todaysPlan: plan.carriedOver(to: today), yesterdaysPlan: plan) == nil)
    #expect(DailyPlan.offer(today: day("2026-11-22"), todaysPlan: nil, yesterdaysPlan: plan) == nil)
  }
}
