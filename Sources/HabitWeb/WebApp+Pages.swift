import HabitCore
import HabitStore
import HabitViews
import Hummingbird

/// The pages read: each is one snapshot of the database, rendered by HabitViews.
extension WebApp {
  func addPages(to router: RouterGroup<WebContext>) {
    router.get("/") { _, context in
      Pages.redirect(sessions.session(context.sessionToken)?.member == nil ? "/members" : "/today")
    }
    router.get("/members") { _, context in
      let members = try await pool.read { database in
        try database.snapshot {
          try database.users().map { MembersPage.Member(user: $0, isProtected: try database.pin(of: $0) != nil) }
        }
      }
      let refusal = sessions.takeNotice(context.sessionToken)
      return Pages.html {
        MembersPage(members: members, refusal: refusal).render(csrf: context.session?.csrf ?? "", to: &$0)
      }
    }
    router.get("/today") { _, context in
      let (_, today, screen) = try await read(as: try signedIn(context)) { database, member, today in
        try database.todayScreen(of: member, today: today)
      }
      let flash = sessions.takeFlash(context.sessionToken)
      let page = TodayPage(screen, notice: flash.notice, undo: flash.undo)
      return Pages.html { page.render(pageContext(context, member: screen.user, today: today), to: &$0) }
    }
    router.get("/activities/new") { _, context in
      let (member, today, _) = try await read(as: try signedIn(context)) { _, _, _ in }
      return Pages.html {
        ActivityFormPage(activity: nil).render(pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/activities/:id") { request, context in
      let who = try signedIn(context)
      let (id, month) = (try context.parameters.require("id"), try monthParameter(request))
      let (member, today, shown) = try await read(as: who) { database, member, today in
        try database.activityMonth(
          .id(id), of: member, month: month ?? today.firstOfMonth, months: StatsPage.monthsShown,
          recent: ActivityPage.recentShown, today: today)
      }
      let flash = sessions.takeFlash(context.sessionToken)
      let page = ActivityPage(
        calendar: shown.calendar, statistics: shown.statistics, recent: shown.recent, notice: flash.notice,
        undo: flash.undo)
      return Pages.html { page.render(pageContext(context, member: member, today: today), to: &$0) }
    }
    router.get("/activities/:id/stats") { request, context in
      let who = try signedIn(context)
      let (id, year) = (try context.parameters.require("id"), try yearParameter(request))
      let (member, today, shown) = try await read(as: who) { database, member, today in
        try database.activityYear(
          .id(id), of: member, year: year ?? today.year, months: StatsPage.monthsShown, today: today)
      }
      let page = StatsPage(shown.statistics, heatmap: shown.heatmap)
      return Pages.html { page.render(pageContext(context, member: member, today: today), to: &$0) }
    }
    router.get("/activities/:id/edit") { _, context in
      let who = try signedIn(context)
      let id = try context.parameters.require("id")
      let (member, today, activity) = try await read(as: who) { database, member, _ in
        try database.activity(.id(id), of: member)
      }
      return Pages.html {
        ActivityFormPage(activity: activity).render(pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/board") { _, context in
      let (member, today, board) = try await read(as: try signedIn(context)) { database, _, today in
        try database.householdBoard(today: today)
      }
      return Pages.html { BoardPage(board).render(pageContext(context, member: member, today: today), to: &$0) }
    }
    router.get("/challenges") { _, context in
      let (member, today, challenges) = try await read(as: try signedIn(context)) { database, member, _ in
        try database.challenges(of: member)
      }
      let notice = sessions.takeNotice(context.sessionToken)
      return Pages.html {
        ChallengesPage(challenges: challenges, notice: notice).render(
          pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/plan") { _, context in
      let (member, today, plan) = try await read(as: try signedIn(context)) { database, member, today in
        try database.todaysPlan(for: member, today: today)
      }
      let notice = sessions.takeNotice(context.sessionToken)
      return Pages.html {
        PlanPage(plan: plan, notice: notice).render(pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/plan/log") { _, context in
      let (member, today, plans) = try await read(as: try signedIn(context)) { database, member, _ in
        try database.dailyPlans(of: member)
      }
      let months = PlanLogMonth.group(plans)
      return Pages.html { PlanLogPage(months).render(pageContext(context, member: member, today: today), to: &$0) }
    }
  }

  /// `?month=yyyy-MM` as its first day; nil without it (the current month).
  func monthParameter(_ request: Request) throws -> Day? {
    guard let text = request.uri.queryParameters["month"].map(String.init), !text.isEmpty else { return nil }
    guard let month = try? Day(parsing: text + "-01") else {
      throw WebError(.badRequest, "Not a month", "\(text) is not a month; use yyyy-MM, such as 2026-03.")
    }
    return month
  }

  /// `?year=YYYY`; nil without it (the current year).
  func yearParameter(_ request: Request) throws -> Int? {
    guard let text = request.uri.queryParameters["year"].map(String.init), !text.isEmpty else { return nil }
    guard let year = Int(text), (1970...9999).contains(year) else {
      throw WebError(.badRequest, "Not a year", "\(text) is not a year; use four digits, such as 2026.")
    }
    return year
  }
}
