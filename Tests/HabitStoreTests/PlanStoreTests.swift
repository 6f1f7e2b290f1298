import Foundation
import HabitCore
import HabitScreens
import SQLite
import Testing

@testable import HabitStore

@Suite struct PlanStoreTests {
  let database: HabitDatabase
  let alice: User

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  @Test func aDayKeepsOnlyItsLatestVersion() throws {
    let today = day("2026-11-20")
    _ = try database.setPlan(goal: "Report", tasks: ["Outline", "Numbers", "Send"], for: alice, today: today)
    _ = try database.updatePlan(.done(task: 1), for: alice, today: today)
    let revision = try database.setPlan(goal: "The report", tasks: nil, for: alice, today: today)
    #expect(revision.previous?.goal == "Report")
    #expect(revision.plan.goal == "The report" && revision.plan.tasksDone == 1)
    #expect(try database.db.scalar("SELECT count(*) FROM daily_plans", as: Int.self) == 1)
    #expect(try database.dailyPlans(of: alice) == [revision.plan])
  }

  @Test func aNewPlanNeedsAGoalAndThreeTasks() throws {
    #expect(throws: PlanError.noPlan(day("2026-11-20"))) {
      try database.setPlan(goal: nil, tasks: ["a", "b", "c"], for: alice, today: day("2026-11-20"))
    }
    #expect(throws: PlanError.wrongTaskCount(0)) {
      try database.setPlan(goal: "Report", tasks: nil, for: alice, today: day("2026-11-20"))
    }
    #expect(try database.dailyPlans(of: alice).isEmpty)
  }

  @Test func yesterdaysUnachievedGoalIsOfferedAndCarried() throws {
    _ = try database.setPlan(
      goal: "Report", tasks: ["Outline", "Numbers", "Send"], for: alice, today: day("2026-11-19"))
    _ = try database.updatePlan(.done(task: 1), for: alice, today: day("2026-11-19"))
    let today = day("2026-11-20")
    #expect(try database.todaysPlan(for: alice, today: today).offer?.goal == "Report")
    let carried = try database.carryOverPlan(for: alice, today: today)
    #expect(carried.carriedFrom == day("2026-11-19") && carried.tasksDone == 0)
    #expect(try database.todaysPlan(for: alice, today: today) == TodaysPlan(plan: carried, offer: nil))
    #expect(throws: PlanError.alreadyPlanned(today)) { try database.carryOverPlan(for: alice, today: today) }
    // Yesterday is left as it was.
    #expect(try database.dailyPlans(of: alice).map(\.tasksDone) == [0, 1])
  }

  @Test func anAchievedGoalIsNotCarried() throws {
    _ = try database.setPlan(goal: "Report", tasks: ["a", "b", "c"], for: alice, today: day("2026-11-19"))
    _ = try database.updatePlan(.achieve, for: alice, today: day("2026-11-19"))
    #expect(try database.todaysPlan(for: alice, today: day("2026-11-20")) == TodaysPlan(plan: nil, offer: nil))
    #expect(throws: PlanError.nothingToCarry(day("2026-11-19"))) {
      try database.carryOverPlan(for: alice, today: day("2026-11-20"))
    }
  }

  @Test func theSchemaRefusesBadPlans() throws {
    for (goal, carried) in [("", "NULL"), (" padded", "NULL"), ("ok", "'2026-11-20'"), ("ok", "'2026-02-30'")] {
      #expect(throws: SQLiteError.self) {
        try database.db.run(
          """
          INSERT INTO daily_plans (user_id, day, goal, task_1, task_2, task_3, carried_from)
          VALUES (?, '2026-11-20', ?, 'a', 'b', 'c', \(carried))
          """, [alice.id, goal])
      }
    }
  }
}

@Suite struct ReminderStoreTests {
  @Test func openActivitiesFollowTheirGoalsAndProgrammes() throws {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let today = day("2026-11-20")  // a Friday
    var run = NewActivity(name: "Run")
    run.goal = try Goal(spec: "3/week")
    let running = try database.addActivity(run, for: alice, today: day("2026-11-01"))
    let water = try database.addActivity(NewActivity(name: "Water"), for: alice, today: day("2026-11-01"))
    var coffee = NewActivity(name: "Coffee")
    coffee.goal = try Goal(spec: "<=2/day")
    _ = try database.addActivity(coffee, for: alice, today: day("2026-11-01"))
    let skipped = try database.addActivity(NewActivity(name: "Stretch"), for: alice, today: day("2026-11-01"))
    try database.mark(skipped, on: today, as: .skipped)
    _ = try database.recordCompletion(running, on: day("2026-11-17"))
    _ = try database.recordCompletion(water, on: today)
    _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-19"))
    _ = try database.checkChallenge(named: nil, for: alice, today: day("2026-11-19"))

    let reminders = try database.reminders(for: alice, today: today)
    #expect(reminders.activities.map(\.activity.name) == ["Run", "Read"])
    #expect(reminders.activities[0].period?.achieved == 1)
    #expect(reminders.activities[1].challengeDay?.day == 2)
    #expect(reminders.plan == nil && !reminders.makesPlans)
  }
}
