import Foundation
import HabitScreens
import HabitStore
import HabitViews
import Hummingbird

/// Who this browser acts as: the member picker (`/members`), signing in with a PIN where a member has one, and
/// switching (`/members/leave`).
struct MembersController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/") { _, context in
      Pages.redirect(app.sessions.session(context.sessionToken)?.member == nil ? "/members" : "/today")
    }
    router.get("/members") { _, context in try await members(context) }
    router.post("/members/pick") { _, context in try await pick(context) }
    router.post("/members/leave") { _, context in
      app.sessions.end(context.sessionToken)
      return Pages.redirect("/members")
    }
  }

  /// The household's members, each marked when a PIN protects it, in one snapshot.
  func members(_ context: WebContext) async throws -> Response {
    let members = try await app.pool.read { database in
      try database.snapshot {
        try database.users().map { MembersPage.Member(user: $0, isProtected: try database.pin(of: $0) != nil) }
      }
    }
    let refusal = app.sessions.takeNotice(context.sessionToken)
    return Pages.html {
      MembersPage(members: members, refusal: refusal).render(csrf: context.session?.csrf ?? "", to: &$0)
    }
  }

  /// Picks the member this browser acts as; a protected member's PIN is checked, and guessing is slowed by the
  /// wrong PINs counted in the database, which the command line counts too. Signing in moves the session to a
  /// new token: a token seen or planted before (by a page on another port of this host, say) stays signed out.
  func pick(_ context: WebContext) async throws -> Response {
    let form = try context.form(Forms.Pick.self)
    let (uuid, pin) = (form.member ?? "", form.pin ?? "")
    let now = Int(Date().timeIntervalSince1970)
    guard let user = try await app.pool.read({ try $0.user(uuid: uuid) }) else {
      throw WebError(.notFound, "No such member", "That member is not in this household (any more).")
    }
    // The PIN's salt is read before the check: should the PIN change meanwhile, the sign-in holds for none.
    let backoff = app.pinBackoff
    let (check, pinSalt) = try await app.pool.checkPIN(of: user.uuid) { database -> (PINCheck, [UInt8]?) in
      let salt = try database.pin(of: user)?.salt
      return (try database.checkPIN(pin, of: user, now: now, backoff: backoff), salt)
    }
    switch check {
    case .accepted: break
    case .locked(let seconds, _):
      app.sessions.update(context.sessionToken) { $0.notice = "Too many wrong PINs: try again in \(seconds) seconds." }
      return Pages.redirect("/members")
    case .wrong(let lockedFor):
      try await Task.sleep(for: .milliseconds(Int(app.wrongPINDelay * 1000)))
      let lock = lockedFor.map { " Too many wrong PINs: try again in \($0) seconds." } ?? ""
      app.sessions.update(context.sessionToken) { $0.notice = "Wrong PIN for \(user.name).\(lock)" }
      return Pages.redirect("/members")
    }
    let renewed = app.sessions.signIn(context.sessionToken, as: SignedIn(uuid: user.uuid, pinSalt: pinSalt))
    var response = Pages.redirect("/today")
    response.setCookie(SessionStore.cookie(renewed.token))
    return response
  }
}
