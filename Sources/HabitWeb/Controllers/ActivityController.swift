import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import Hummingbird

/// One activity: its month's calendar and recent days, its year's statistics and heatmap, and the forms that record
/// a day of it (done, undo, skip, fail, a calendar tap) or pause and resume it. The activity is named by its id.
struct ActivityController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/activities/:id") { request, context in try await month(request, context) }
    router.get("/activities/:id/stats") { request, context in try await year(request, context) }
    for action in RecordAction.allCases {
      router.post("/activities/:id/\(action.rawValue)") { _, context in try await record(action, context) }
    }
    router.post("/activities/:id/pause") { _, context in try await pause(context) }
    router.post("/activities/:id/resume") { _, context in try await resume(context) }
  }

  /// The activity's page: a month's calendar (`?month=yyyy-MM`, the current one without it) and its recent days.
  func month(_ request: Request, _ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    let (id, month) = (try context.parameters.require("id"), try monthParameter(request))
    let (member, today, shown) = try await app.read(as: who) { database, member, today in
      try database.activityMonth(
        .id(id), of: member, month: month ?? today.firstOfMonth, months: StatsPage.monthsShown,
        recent: ActivityPage.recentShown, today: today)
    }
    let flash = app.sessions.takeFlash(context.sessionToken)
    let page = ActivityPage(
      calendar: shown.calendar, statistics: shown.statistics, recent: shown.recent, notice: flash.notice,
      undo: flash.undo)
    return Pages.html { page.render(app.pageContext(context, member: member, today: today), to: &$0) }
  }

  /// The activity's statistics and a year's heatmap (`?year=YYYY`, the current one without it).
  func year(_ request: Request, _ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    let (id, year) = (try context.parameters.require("id"), try yearParameter(request))
    let (member, today, shown) = try await app.read(as: who) { database, member, today in
      try database.activityYear(
        .id(id), of: member, year: year ?? today.year, months: StatsPage.monthsShown, today: today)
    }
    let page = StatsPage(shown.statistics, heatmap: shown.heatmap)
    return Pages.html { page.render(app.pageContext(context, member: member, today: today), to: &$0) }
  }

  /// Done, undo, skip, fail, or a calendar tap (toggle) on one day of one activity.
  func record(_ action: RecordAction, _ context: WebContext) async throws -> Response {
    let (who, id) = (try app.signedIn(context), try context.parameters.require("id"))
    let form = try context.form(Forms.Record.self)
    // Each action is one use case: today, the member, the activity and the write in one transaction.
    let (request, answer) = try await app.write(as: who) { database, member, today in
      let request = try recordRequest(action, id: id, form: form, today: today)
      return (request, try request.run(in: database, for: member))
    }
    // The write has committed: the hook runs on a thread of its own, and the answer does not wait for it.
    if let event = answer.event { app.hooks.recordInBackground(event) }
    app.sessions.update(context.sessionToken) {
      $0.notice = answer.notice
      $0.undo = answer.undo
    }
    return Pages.redirect(request.back)
  }

  /// The record form of activity `id`, checked: its day, amount and note, and the page to show next.
  func recordRequest(_ action: RecordAction, id: String, form: Forms.Record, today: Day) throws -> RecordRequest {
    let day = try app.day(form.day, today: today)
    let back = Pages.localPath(
      form.back,
      otherwise: action == .toggle ? "/activities/\(id)?month=\(day.description.prefix(7))" : "/today")
    return RecordRequest(
      action: action, activityID: id, day: day, today: today, amount: try app.amount(form.amount),
      note: form.note.flatMap { $0.isEmpty ? nil : $0 }, back: back)
  }

  /// Pauses one activity from a day (today when empty; it may be one to come) through another (none: until
  /// resumed): one use case, as `habit pause` is.
  func pause(_ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    let (id, form) = (try context.parameters.require("id"), try context.form(Forms.Pause.self))
    let note = form.note.flatMap { $0.isEmpty ? nil : $0 }
    let outcome = try await app.write(as: who) { database, member, today in
      let first = try app.day(form.from, today: today, allowingFuture: true) ?? today
      let last = try app.day(form.until, today: today, allowingFuture: true)
      return try database.pause(.activity(.id(id)), of: member, from: first, until: last, note: note)
    }
    app.sessions.update(context.sessionToken) { $0.notice = PauseText.paused(outcome).joined(separator: " ") }
    return Pages.redirect("/activities/\(id)")
  }

  /// Ends the activity's pause that holds today, as `habit resume NAME` does.
  func resume(_ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    let id = try context.parameters.require("id")
    let ended = try await app.write(as: who) { database, member, today in
      try database.resume(.activity(.id(id)), of: member, today: today)
    }
    app.sessions.update(context.sessionToken) { $0.notice = PauseText.resumed(ended).joined(separator: " ") }
    return Pages.redirect("/activities/\(id)")
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
