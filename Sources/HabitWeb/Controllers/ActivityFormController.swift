import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import Hummingbird

/// Adding an activity and editing one: the form, and saving it as `habit add` and `habit edit` do.
struct ActivityFormController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/activities/new") { _, context in try await form(id: nil, try app.signedIn(context), context) }
    router.get("/activities/:id/edit") { _, context in
      try await form(id: try context.parameters.require("id"), try app.signedIn(context), context)
    }
    router.post("/activities") { _, context in try await save(id: nil, context) }
    router.post("/activities/:id/edit") { _, context in
      try await save(id: try context.parameters.require("id"), context)
    }
  }

  /// The empty form of a new activity, or the form of activity `id` as it is now; after a refusal (422), with what
  /// was typed and why.
  func form(
    id: String?, _ who: SignedIn, _ context: WebContext, refusal: String? = nil, values: [String: String] = [:]
  ) async throws -> Response {
    let (member, today, activity) = try await app.read(as: who) { database, member, _ in
      try id.map { try database.activity(.id($0), of: member) }
    }
    return Pages.html(refusal == nil ? .ok : .unprocessableContent) {
      ActivityFormPage(activity: activity, refusal: refusal, values: values)
        .render(app.pageContext(context, member: member, today: today), to: &$0)
    }
  }

  /// One use case (one transaction), as `habit edit` is: the member, the activity and the changes from it as it is
  /// then. A new goal, required amount or unit applies from today, the past keeps its own; an emptied amount field
  /// removes the required amount from today on. A refused value shows the form again with what was typed and why.
  func save(id: String?, _ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    let values = try context.form(Forms.Activity.self).values
    let refusal: String
    switch Self.activityForm(values) {
    case .failure(let refused): refusal = refused.text
    case .success(let form):
      do {
        let (_, activity) = try await app.write(as: who) { database, member, today in
          try database.saveActivity(form, id: id, of: member, today: today)
        }
        app.sessions.update(context.sessionToken) { $0.notice = "\(activity.name) is saved." }
        return Pages.redirect("/today")
      } catch let error as StoreError {
        if case .activityNotFound = error { throw error }
        refusal = sentence(error.description)
      }
    }
    // Nothing was written: the form again, for the member and the activity as they are now.
    return try await form(id: id, who, context, refusal: refusal, values: values)
  }

  /// The form's fields as an ``ActivityForm``, or the sentence that refuses one of them.
  static func activityForm(_ values: [String: String]) -> Result<ActivityForm, Refusal> {
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
