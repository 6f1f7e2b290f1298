import HabitCore
import HabitStore
import HabitViews
import Hummingbird

/// Today's plan (one goal and three tasks), its forms, and the read-only history of past plans.
struct PlanController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/plan") { _, context in try await plan(context) }
    router.get("/plan/log") { _, context in try await log(context) }
    router.post("/plan") { _, context in
      let (who, form) = (try app.signedIn(context), try context.form(Forms.Plan.self))
      let (goal, tasks) = (form.goal ?? "", form.tasks)
      return try await app.programme(who, context, showing: "/plan") { database, member, today in
        let revision = try database.setPlan(goal: goal, tasks: tasks, for: member, today: today)
        return revision.previous == nil ? "Today's plan is made." : "Today's plan is changed."
      }
    }
    for (verb, action) in [("achieve", PlanAction.achieve), ("unachieve", .unachieve)] {
      router.post("/plan/\(verb)") { _, context in
        try await app.programme(try app.signedIn(context), context, showing: "/plan") { database, member, today in
          let moments = try database.updatePlan(action, for: member, today: today).events.map(Congratulation.init)
          return moments.last?.variations.randomElement() ?? ""
        }
      }
    }
    for verb in ["done", "undo"] {
      router.post("/plan/tasks/:number/\(verb)") { _, context in try await task(verb, context) }
    }
  }

  func plan(_ context: WebContext) async throws -> Response {
    let (member, today, plan) = try await app.read(as: try app.signedIn(context)) { database, member, today in
      try database.todaysPlan(for: member, today: today)
    }
    let notice = app.sessions.takeNotice(context.sessionToken)
    return Pages.html {
      PlanPage(plan: plan, notice: notice).render(app.pageContext(context, member: member, today: today), to: &$0)
    }
  }

  func log(_ context: WebContext) async throws -> Response {
    let (member, today, plans) = try await app.read(as: try app.signedIn(context)) { database, member, _ in
      try database.dailyPlans(of: member)
    }
    let months = PlanLogMonth.group(plans)
    return Pages.html { PlanLogPage(months).render(app.pageContext(context, member: member, today: today), to: &$0) }
  }

  /// Checks (`done`) or unchecks (`undo`) one of today's three tasks.
  func task(_ verb: String, _ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    guard let number = Int(try context.parameters.require("number")), (1...DailyPlan.taskCount).contains(number)
    else { throw WebError(.notFound, "No such task", "A plan has tasks 1, 2 and 3.") }
    return try await app.programme(who, context, showing: "/plan") { database, member, today in
      let action: PlanAction = verb == "done" ? .done(task: number) : .undo(task: number)
      let moments = try database.updatePlan(action, for: member, today: today).events.map(Congratulation.init)
      let moment = moments.contains(.goalAchieved) ? .goalAchieved : moments.last ?? .taskUnchecked
      return moment.variations.randomElement() ?? ""
    }
  }
}
