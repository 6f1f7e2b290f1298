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
      let who = try signedIn(context)
      let today = try await today(who)
      let screen = try await pool.read { database in
        try database.snapshot { try database.todayScreen(of: try database.member(who), today: today) }
      }
      let flash = sessions.takeFlash(context.sessionToken)
      let page = TodayPage(screen, notice: flash.notice, undo: flash.undo)
      return Pages.html { page.render(pageContext(context, member: screen.user, today: today), to: &$0) }
    }
    router.get("/activities/new") { _, context in
      let who = try signedIn(context)
      let today = try await today(who)
      let member = try await pool.read { try $0.member(who) }
      return Pages.html {
        ActivityFormPage(activity: nil).render(pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/activities/:id") { request, context in
      let who = try signedIn(context)
      let id = try context.parameters.require("id")
      let today = try await today(who)
      let month = try monthParameter(request, today: today)
      let (member, shown) = try await pool.read { database in
        try database.snapshot {
          let member = try database.member(who)
          return (
            member,
            try database.activityMonth(
              .id(id), of: member, month: month, months: StatsPage.monthsShown, recent: ActivityPage.recentShown,
              today: today)
          )
        }
      }
      let flash = sessions.takeFlash(context.sessionToken)
      let page = ActivityPage(
        calendar: shown.calendar, statistics: shown.statistics, recent: shown.recent, notice: flash.notice,
        undo: flash.undo)
      return Pages.html { page.render(pageContext(context, member: member, today: today), to: &$0) }
    }
    router.get("/activities/:id/stats") { request, context in
      let who = try signedIn(context)
      let id = try context.parameters.require("id")
      let today = try await today(who)
      let year = try yearParameter(request, today: today)
      let (member, shown) = try await pool.read { database in
        try database.snapshot {
          let member = try database.member(who)
          return (
            member,
            try database.activityYear(.id(id), of: member, year: year, months: StatsPage.monthsShown, today: today)
          )
        }
      }
      let page = StatsPage(shown.statistics, heatmap: shown.heatmap)
      return Pages.html { page.render(pageContext(context, member: member, today: today), to: &$0) }
    }
    router.get("/activities/:id/edit") { _, context in
      let who = try signedIn(context)
      let today = try await today(who)
      let id = try context.parameters.require("id")
      let (member, activity) = try await pool.read { try $0.formSubject(who, id: id) }
      return Pages.html {
        ActivityFormPage(activity: activity).render(pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/board") { _, context in
      let who = try signedIn(context)
      let today = try await today(who)
      let (member, board) = try await pool.read { database in
        try database.snapshot { (try database.member(who), try database.householdBoard(today: today)) }
      }
      return Pages.html { BoardPage(board).render(pageContext(context, member: member, today: today), to: &$0) }
    }
    router.get("/challenges") { _, context in
      let who = try signedIn(context)
      let today = try await today(who)
      let (member, challenges) = try await pool.read { database in
        try database.snapshot {
          let member = try database.member(who)
          return (member, try database.challenges(of: member))
        }
      }
      let notice = sessions.takeNotice(context.sessionToken)
      return Pages.html {
        ChallengesPage(challenges: challenges, notice: notice).render(
          pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/plan") { _, context in
      let who = try signedIn(context)
      let today = try await today(who)
      let (member, plan) = try await pool.read { database in
        try database.snapshot {
          let member = try database.member(who)
          return (member, try database.todaysPlan(for: member, today: today))
        }
      }
      let notice = sessions.takeNotice(context.sessionToken)
      return Pages.html {
        PlanPage(plan: plan, notice: notice).render(pageContext(context, member: member, today: today), to: &$0)
      }
    }
    router.get("/plan/log") { _, context in
      let who = try signedIn(context)
      let today = try await today(who)
      let (member, plans) = try await pool.read { database in
        try database.snapshot {
          let member = try database.member(who)
          return (member, try database.dailyPlans(of: member))
        }
      }
      let months = PlanLogMonth.group(plans)
      return Pages.html { PlanLogPage(months).render(pageContext(context, member: member, today: today), to: &$0) }
    }
  }

  /// `?month=yyyy-MM`, the current month without it.
  func monthParameter(_ request: Request, today: Day) throws -> Day {
    guard let text = request.uri.queryParameters["month"].map(String.init), !text.isEmpty else {
      return today.firstOfMonth
    }
    guard let month = try? Day(parsing: text + "-01") else {
      throw WebError(.badRequest, "Not a month", "\(text) is not a month; use yyyy-MM, such as 2026-03.")
    }
    return month
  }

  /// `?year=YYYY`, the current year without it.
  func yearParameter(_ request: Request, today: Day) throws -> Int {
    guard let text = request.uri.queryParameters["year"].map(String.init), !text.isEmpty else { return today.year }
    guard let year = Int(text), (1970...9999).contains(year) else {
      throw WebError(.badRequest, "Not a year", "\(text) is not a year; use four digits, such as 2026.")
    }
    return year
  }
}
