import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import Hummingbird

/// The forms: each is one use case (one IMMEDIATE transaction), then a redirect to the page to show next.
extension WebApp {
  func addActions(to router: RouterGroup<WebContext>) {
    router.post("/members/pick") { _, context in try await pick(context) }
    router.post("/members/leave") { _, context in
      sessions.end(context.sessionToken)
      return Pages.redirect("/members")
    }
    for action in RecordAction.allCases {
      router.post("/activities/:id/\(action.rawValue)") { _, context in try await record(action, context) }
    }
    router.post("/activities/:id/pause") { _, context in try await pause(context) }
    router.post("/activities/:id/resume") { _, context in try await resume(context) }
    router.post("/activities") { _, context in try await saveActivity(id: nil, context) }
    router.post("/activities/:id/edit") { _, context in
      try await saveActivity(id: try context.parameters.require("id"), context)
    }
    router.post("/challenges/check") { _, context in
      let (who, name) = (try signedIn(context), try context.form(Forms.Challenge.self).name)
      return try await recordingProgramme(who, context, showing: "/challenges") { database, member, today in
        let outcome = try database.checkChallenge(named: name, for: member, today: today)
        return (ChallengeText.checked(outcome.progress, outcome.check), outcome.event)
      }
    }
    router.post("/challenges/start") { _, context in
      let who = try signedIn(context)
      let form = try context.form(Forms.Challenge.self)
      let name = form.name ?? ""
      let daysText = form.days.flatMap { $0.isEmpty ? nil : $0 } ?? String(Challenge.defaultLength)
      guard let days = Int(daysText), Challenge.allowedLengths.contains(days) else {
        let lengths = Challenge.allowedLengths
        throw WebError(
          .badRequest, "Not a length",
          "\(daysText) days: a challenge lasts \(lengths.lowerBound) to \(lengths.upperBound) days. Nothing was changed."
        )
      }
      return try await programme(who, context, showing: "/challenges") { database, member, today in
        let start = try database.startChallenge(named: name, days: days, for: member, today: today).start
        let progress = start.progress
        return "Started \(progress.activityName): \(days) days in a row, from today to \(progress.challenge.lastDay)."
          + (start.checkedToday ? " Day 1 is checked: it was already done today." : "")
      }
    }
    router.post("/challenges/reset") { _, context in
      let (who, name) = (try signedIn(context), try context.form(Forms.Challenge.self).name)
      return try await programme(who, context, showing: "/challenges") { database, member, today in
        let reset = try database.resetChallenge(named: name, for: member, today: today)
        let checked = reset.previous.challenge.checks.count
        return "\(reset.progress.activityName) starts over: day 1 of \(reset.progress.challenge.length) is today. "
          + "The last run had \(checked) day\(checked == 1 ? "" : "s") checked."
      }
    }
    router.post("/plan") { _, context in
      let (who, form) = (try signedIn(context), try context.form(Forms.Plan.self))
      let (goal, tasks) = (form.goal ?? "", form.tasks)
      return try await programme(who, context, showing: "/plan") { database, member, today in
        let revision = try database.setPlan(goal: goal, tasks: tasks, for: member, today: today)
        return revision.previous == nil ? "Today's plan is made." : "Today's plan is changed."
      }
    }
    for (verb, action) in [("achieve", PlanAction.achieve), ("unachieve", .unachieve)] {
      router.post("/plan/\(verb)") { _, context in
        let who = try signedIn(context)
        return try await programme(who, context, showing: "/plan") { database, member, today in
          let moments = try database.updatePlan(action, for: member, today: today).events.map(Congratulation.init)
          return moments.last?.variations.randomElement() ?? ""
        }
      }
    }
    for verb in ["done", "undo"] {
      router.post("/plan/tasks/:number/\(verb)") { _, context in
        let who = try signedIn(context)
        guard let number = Int(try context.parameters.require("number")), (1...DailyPlan.taskCount).contains(number)
        else { throw WebError(.notFound, "No such task", "A plan has tasks 1, 2 and 3.") }
        return try await programme(who, context, showing: "/plan") { database, member, today in
          let action: PlanAction = verb == "done" ? .done(task: number) : .undo(task: number)
          let moments = try database.updatePlan(action, for: member, today: today).events.map(Congratulation.init)
          let moment = moments.contains(.goalAchieved) ? .goalAchieved : moments.last ?? .taskUnchecked
          return moment.variations.randomElement() ?? ""
        }
      }
    }
  }

  /// A challenge or plan form: runs `action` (one use case) for the session's member on their today, shows what it
  /// says, or the sentence of a challenge or plan it refused, as the next page's notice, and sends the browser to
  /// `page`.
  func programme(
    _ who: SignedIn, _ context: WebContext, showing page: String,
    _ action: @escaping @Sendable (HabitDatabase, UserReference, Day) throws -> String
  ) async throws -> Response {
    try await recordingProgramme(who, context, showing: page) { (try action($0, $1, $2), nil) }
  }

  /// A challenge or plan form whose use case may record a completion: its event runs `on-record` once committed.
  func recordingProgramme(
    _ who: SignedIn, _ context: WebContext, showing page: String,
    _ action: @escaping @Sendable (HabitDatabase, UserReference, Day) throws -> (String, RecordEvent?)
  ) async throws -> Response {
    let (notice, event) = try await write(as: who) { database, member, today -> (String, RecordEvent?) in
      do {
        return try action(database, member, today)
      } catch let error as ChallengeError {
        return (sentence(error.description), nil)
      } catch let error as PlanError {
        return (sentence(error.description), nil)
      }
    }
    if let event { hooks.recordInBackground(event) }
    sessions.update(context.sessionToken) { $0.notice = notice }
    return Pages.redirect(page)
  }

  /// Picks the member this browser acts as; a protected member's PIN is checked, and guessing is slowed by the
  /// wrong PINs counted in the database, which the command line counts too. Signing in moves the session to a
  /// new token: a token seen or planted before (by a page on another port of this host, say) stays signed out.
  func pick(_ context: WebContext) async throws -> Response {
    let form = try context.form(Forms.Pick.self)
    let (uuid, pin) = (form.member ?? "", form.pin ?? "")
    let now = Int(Date().timeIntervalSince1970)
    guard let user = try await pool.read({ try $0.user(uuid: uuid) }) else {
      throw WebError(.notFound, "No such member", "That member is not in this household (any more).")
    }
    // The PIN's salt is read before the check: should the PIN change meanwhile, the sign-in holds for none.
    let (check, pinSalt) = try await pool.checkPIN(of: user.uuid) { database -> (PINCheck, [UInt8]?) in
      let salt = try database.pin(of: user)?.salt
      return (try database.checkPIN(pin, of: user, now: now, backoff: pinBackoff), salt)
    }
    switch check {
    case .accepted: break
    case .locked(let seconds, _):
      sessions.update(context.sessionToken) { $0.notice = "Too many wrong PINs: try again in \(seconds) seconds." }
      return Pages.redirect("/members")
    case .wrong(let lockedFor):
      try await Task.sleep(for: .milliseconds(Int(wrongPINDelay * 1000)))
      let lock = lockedFor.map { " Too many wrong PINs: try again in \($0) seconds." } ?? ""
      sessions.update(context.sessionToken) { $0.notice = "Wrong PIN for \(user.name).\(lock)" }
      return Pages.redirect("/members")
    }
    let renewed = sessions.signIn(context.sessionToken, as: SignedIn(uuid: user.uuid, pinSalt: pinSalt))
    var response = Pages.redirect("/today")
    response.setCookie(SessionStore.cookie(renewed.token))
    return response
  }

  /// What a form does to one day of one activity: each has its own path, so there is no other.
  enum RecordAction: String, CaseIterable, Sendable {
    case done, undo, skip, fail
    /// A tap on a calendar day.
    case toggle
  }

  /// Done, undo, skip, fail, or a calendar tap (toggle) on one day of one activity.
  func record(_ action: RecordAction, _ context: WebContext) async throws -> Response {
    let (who, id) = (try signedIn(context), try context.parameters.require("id"))
    let form = try context.form(Forms.Record.self)
    // Each action is one use case: today, the member, the activity and the write in one transaction.
    let (request, answer) = try await write(as: who) { database, member, today in
      let request = try recordRequest(action, id: id, form: form, today: today)
      return (request, try request.run(in: database, for: member))
    }
    // The write has committed: the hook runs on a thread of its own, and the answer does not wait for it.
    if let event = answer.event { hooks.recordInBackground(event) }
    sessions.update(context.sessionToken) {
      $0.notice = answer.notice
      $0.undo = answer.undo
    }
    return Pages.redirect(request.back)
  }

  /// The record form of activity `id`, checked: its day, amount and note, and the page to show next.
  func recordRequest(_ action: RecordAction, id: String, form: Forms.Record, today: Day) throws -> RecordRequest {
    let day = try self.day(form.day, today: today)
    let back = Pages.localPath(
      form.back,
      otherwise: action == .toggle ? "/activities/\(id)?month=\(day.description.prefix(7))" : "/today")
    return RecordRequest(
      action: action, activityID: id, day: day, today: today, amount: try amount(form.amount),
      note: form.note.flatMap { $0.isEmpty ? nil : $0 }, back: back)
  }

  /// Pauses one activity from a day (today when empty; it may be one to come) through another (none: until
  /// resumed): one use case, as `habit pause` is.
  func pause(_ context: WebContext) async throws -> Response {
    let who = try signedIn(context)
    let (id, form) = (try context.parameters.require("id"), try context.form(Forms.Pause.self))
    let note = form.note.flatMap { $0.isEmpty ? nil : $0 }
    let outcome = try await write(as: who) { database, member, today in
      let first = try day(form.from, today: today, allowingFuture: true) ?? today
      let last = try day(form.until, today: today, allowingFuture: true)
      return try database.pause(.activity(.id(id)), of: member, from: first, until: last, note: note)
    }
    sessions.update(context.sessionToken) { $0.notice = PauseText.paused(outcome).joined(separator: " ") }
    return Pages.redirect("/activities/\(id)")
  }

  /// Ends the activity's pause that holds today, as `habit resume NAME` does.
  func resume(_ context: WebContext) async throws -> Response {
    let who = try signedIn(context)
    let id = try context.parameters.require("id")
    let ended = try await write(as: who) { database, member, today in
      try database.resume(.activity(.id(id)), of: member, today: today)
    }
    sessions.update(context.sessionToken) { $0.notice = PauseText.resumed(ended).joined(separator: " ") }
    return Pages.redirect("/activities/\(id)")
  }

  func amount(_ text: String?) throws -> Double? {
    guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    guard let value = Double(text), Quantity.isAmount(value) else {
      throw WebError(.badRequest, "Not an amount", "\(text) is not an amount: use a number from 0 to 1000000000.")
    }
    return value
  }

  /// The add and edit form: one use case (one transaction), as `habit edit` is: the member, the activity and the
  /// changes from it as it is then. A new goal, required amount or unit applies from today, the past keeps its
  /// own; an emptied amount field removes the required amount from today on. A refused value shows the form again
  /// with what was typed and why.
  func saveActivity(id: String?, _ context: WebContext) async throws -> Response {
    let who = try signedIn(context)
    let values = try context.form(Forms.Activity.self).values
    let refusal: String
    switch activityForm(values) {
    case .failure(let refused): refusal = refused.text
    case .success(let form):
      do {
        let (_, activity) = try await write(as: who) { database, member, today in
          try database.saveActivity(form, id: id, of: member, today: today)
        }
        sessions.update(context.sessionToken) { $0.notice = "\(activity.name) is saved." }
        return Pages.redirect("/today")
      } catch let error as StoreError {
        if case .activityNotFound = error { throw error }
        refusal = sentence(error.description)
      }
    }
    // Nothing was written: the form again, for the member and the activity as they are now.
    let (member, today, activity) = try await read(as: who) { database, member, _ in
      try id.map { try database.activity(.id($0), of: member) }
    }
    return Pages.html(.unprocessableContent) {
      ActivityFormPage(activity: activity, refusal: refusal, values: values)
        .render(pageContext(context, member: member, today: today), to: &$0)
    }
  }

  /// The form's fields as an ``ActivityForm``, or the sentence that refuses one of them.
  func activityForm(_ values: [String: String]) -> Result<ActivityForm, Refusal> {
    let name = values["name"] ?? ""
    guard !name.isEmpty else { return .failure(Refusal("A name is needed.")) }
    var form = ActivityForm(name: name, icon: values["icon"] ?? "", description: values["description"] ?? "")
    if let text = values["color"], !text.isEmpty {
      guard let color = Color(text) else { return .failure(Refusal("\(text) is not a colour.")) }
      form.color = color
    }
    do {
      form.goal = try Goal(spec: values["goal"].flatMap { $0.isEmpty ? nil : $0 } ?? "1/day")
    } catch {
      return .failure(Refusal("The goal: \(error). Try 1/day, 3/week or <=2/day."))
    }
    let amountText = values["amount"] ?? ""
    if !amountText.isEmpty {
      guard let amount = Double(amountText), amount.isFinite, amount > 0 else {
        return .failure(Refusal("\(amountText) is not a required amount: use a number above 0, or leave it empty."))
      }
      guard amount <= Quantity.largestAmount else {
        return .failure(Refusal("\(amountText) is too large a required amount: use a number up to 1000000000."))
      }
      form.requiredAmount = amount
    }
    form.unit = values["unit"].flatMap { $0.isEmpty ? nil : $0 }
    form.section = values["section"].flatMap { $0.isEmpty ? nil : $0 }
    switch values["whose"] ?? "" {
    case "", "mine": break
    case "household": form.shared = true
    case "private": form.isPrivate = true
    case let other: return .failure(Refusal("\(other) is not whose it is: choose yours, the household's or private."))
    }
    return .success(form)
  }
}

/// Why a form's field was refused, in a sentence the form shows above itself.
struct Refusal: Error {
  let text: String
  init(_ text: String) { self.text = text }
}
