import HabitCore
import HabitStore
import HabitViews
import Hummingbird

/// The preset challenges and the strict 21-day programme: the page, and checking, starting and resetting one.
struct ChallengesController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/challenges") { _, context in try await challenges(context) }
    router.post("/challenges/check") { _, context in
      let (who, name) = (try app.signedIn(context), try context.form(Forms.Challenge.self).name)
      return try await app.recordingProgramme(who, context, showing: "/challenges") { database, member, today in
        let outcome = try database.checkChallenge(named: name, for: member, today: today)
        return (ChallengeText.checked(outcome.progress, outcome.check), outcome.event)
      }
    }
    router.post("/challenges/start") { _, context in try await start(context) }
    router.post("/challenges/reset") { _, context in
      let (who, name) = (try app.signedIn(context), try context.form(Forms.Challenge.self).name)
      return try await app.programme(who, context, showing: "/challenges") { database, member, today in
        let reset = try database.resetChallenge(named: name, for: member, today: today)
        let checked = reset.previous.challenge.checks.count
        return "\(reset.progress.activityName) starts over: day 1 of \(reset.progress.challenge.length) is today. "
          + "The last run had \(checked) day\(checked == 1 ? "" : "s") checked."
      }
    }
  }

  func challenges(_ context: WebContext) async throws -> Response {
    let (member, today, challenges) = try await app.read(as: try app.signedIn(context)) { database, member, _ in
      try database.challenges(of: member)
    }
    let notice = app.sessions.takeNotice(context.sessionToken)
    return Pages.html {
      ChallengesPage(challenges: challenges, notice: notice).render(
        app.pageContext(context, member: member, today: today), to: &$0)
    }
  }

  /// Starts a challenge of the form's length (the default when empty); a length no challenge has is a 400.
  func start(_ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    let form = try context.form(Forms.Challenge.self)
    let name = form.name ?? ""
    let daysText = form.days.flatMap { $0.isEmpty ? nil : $0 } ?? String(Challenge.defaultLength)
    guard let days = Int(daysText), Challenge.allowedLengths.contains(days) else {
      let lengths = Challenge.allowedLengths
      throw WebError(
        .badRequest, "Not a length",
        "\(daysText) days: a challenge lasts \(lengths.lowerBound) to \(lengths.upperBound) days. Nothing was changed.")
    }
    return try await app.programme(who, context, showing: "/challenges") { database, member, today in
      let start = try database.startChallenge(named: name, days: days, for: member, today: today).start
      let progress = start.progress
      return "Started \(progress.activityName): \(days) days in a row, from today to \(progress.challenge.lastDay)."
        + (start.checkedToday ? " Day 1 is checked: it was already done today." : "")
    }
  }
}
