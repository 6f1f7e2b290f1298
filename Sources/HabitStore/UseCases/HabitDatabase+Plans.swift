import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  static let planColumns = """
    SELECT day, goal, goal_achieved, task_1, task_1_done, task_2, task_2_done, task_3, task_3_done, carried_from
    FROM daily_plans
    """

  /// Today's plan, or the one offered for today: yesterday's when its goal was not achieved.
  public func todaysPlan(for user: User, today: Day) throws -> TodaysPlan {
    try db.read {
      let plan = try dailyPlan(of: user, on: today)
      let yesterday = plan == nil ? try dailyPlan(of: user, on: today.adding(days: -1)) : nil
      return TodaysPlan(plan: plan, offer: DailyPlan.offer(today: today, todaysPlan: plan, yesterdaysPlan: yesterday))
    }
  }

  /// Makes today's plan, or edits it: the day keeps only this latest version.
  ///
  /// A new plan needs the goal and three tasks. Editing takes a new goal, three new tasks, or both; what did
  /// not change keeps its state (see `DailyPlan.revised`).
  public func setPlan(goal: String?, tasks: [String]?, for user: User, today: Day) throws -> PlanRevision {
    try db.transaction {
      let previous = try dailyPlan(of: user, on: today)
      let plan: DailyPlan
      if let previous {
        plan = try previous.revised(goal: goal, tasks: tasks)
      } else {
        guard let goal else { throw PlanError.noPlan(today) }
        plan = try DailyPlan(day: today, goal: goal, tasks: tasks ?? [])
      }
      try save(plan, for: user)
      return PlanRevision(plan: plan, previous: previous)
    }
  }

  /// Takes yesterday's unachieved goal on again today, with its tasks open.
  public func carryOverPlan(for user: User, today: Day) throws -> DailyPlan {
    try db.transaction {
      if try dailyPlan(of: user, on: today) != nil { throw PlanError.alreadyPlanned(today) }
      let yesterday = today.adding(days: -1)
      let yesterdaysPlan = try dailyPlan(of: user, on: yesterday)
      guard let offer = DailyPlan.offer(today: today, todaysPlan: nil, yesterdaysPlan: yesterdaysPlan) else {
        throw PlanError.nothingToCarry(yesterday)
      }
      let plan = offer.carriedOver(to: today)
      try save(plan, for: user)
      return plan
    }
  }

  /// Marks a task done or not, or the goal achieved or not, on today's plan.
  public func updatePlan(_ action: PlanAction, for user: User, today: Day) throws -> PlanUpdate {
    try db.transaction {
      guard let plan = try dailyPlan(of: user, on: today) else { throw PlanError.noPlan(today) }
      let (updated, events) = try plan.applying(action)
      try save(updated, for: user)
      return PlanUpdate(plan: updated, events: events)
    }
  }

  /// Every plan of the user, newest first.
  public func dailyPlans(of user: User) throws -> [DailyPlan] {
    try db.query(Self.planColumns + " WHERE user_id = ? ORDER BY day DESC", [user.id], decode: decodePlan)
  }

  func dailyPlan(of user: User, on day: Day) throws -> DailyPlan? {
    try db.queryFirst(
      Self.planColumns + " WHERE user_id = ? AND day = ?", [user.id, day.description], decode: decodePlan)
  }

  private func save(_ plan: DailyPlan, for user: User) throws {
    try db.run(
      """
      INSERT INTO daily_plans (user_id, day, goal, goal_achieved, task_1, task_1_done, task_2, task_2_done, task_3,
                               task_3_done, carried_from)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, day) DO UPDATE SET
        goal = excluded.goal, goal_achieved = excluded.goal_achieved,
        task_1 = excluded.task_1, task_1_done = excluded.task_1_done, task_2 = excluded.task_2,
        task_2_done = excluded.task_2_done, task_3 = excluded.task_3, task_3_done = excluded.task_3_done,
        carried_from = excluded.carried_from, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      """,
      [
        user.id, plan.day.description, plan.goal, plan.goalAchieved,
        plan.tasks[0].title, plan.tasks[0].done, plan.tasks[1].title, plan.tasks[1].done,
        plan.tasks[2].title, plan.tasks[2].done, plan.carriedFrom?.description,
      ])
  }
}

func decodePlan(_ row: Row) throws -> DailyPlan {
  DailyPlan(
    day: try row[0] as Day, goal: try row[1], goalAchieved: try row[2],
    tasks: [
      PlanTask(title: try row[3], done: try row[4]), PlanTask(title: try row[5], done: try row[6]),
      PlanTask(title: try row[7], done: try row[8]),
    ],
    carriedFrom: try row[9] as Day?)
}
