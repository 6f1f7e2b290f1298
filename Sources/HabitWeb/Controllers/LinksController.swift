import Foundation
import HabitCore
import HabitStore
import HabitViews
import Hummingbird
import QRCode

/// The links that act for one member without a sign-in (a check-in link's page and button, a calendar feed), and
/// the signed-in member's printable check-in cards. A GET never writes: a link preview or a prefetch records
/// nothing; only the page's button (a POST) does.
struct LinksController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/c/:secret") { _, context in try await checkInPage(context) }
    // Refused before it gets here when it comes from a page of another site (SessionMiddleware, by its Origin).
    router.post("/c/:secret") { _, context in try await checkIn(context) }
    router.get("/calendar/:file") { _, context in try await calendar(context) }
    router.get("/links/cards") { request, context in try await cards(request, context) }
  }

  /// A check-in link's page: the activity and how its member's today stands, and the button.
  func checkInPage(_ context: WebContext) async throws -> Response {
    let secret = try context.parameters.require("secret")
    let now = app.now()
    let screen = try await app.pool.read { try $0.checkInScreen(secret: secret, now: now) }
    let notice = app.sessions.takeNotice(context.sessionToken)
    return Pages.html { CheckInPage(screen, notice: notice).render(to: &$0) }
  }

  /// A check-in link's button: a completion of its activity for its member's today.
  func checkIn(_ context: WebContext) async throws -> Response {
    let secret = try context.parameters.require("secret")
    let amount = try app.amount(try context.form(Forms.CheckIn.self).amount)
    let now = app.now()
    let outcome = try await app.pool.write { try $0.checkIn(secret: secret, amount: amount, now: now) }
    if let event = outcome.recorded.event { app.hooks.recordInBackground(event) }
    let today = outcome.screen.today
    app.sessions.update(context.sessionToken) {
      $0.notice = RecordText.recorded(outcome.recorded, on: today, today: today)
    }
    return Pages.redirect(outcome.screen.link.path)
  }

  /// A calendar link's feed (`/calendar/SECRET.ics`).
  func calendar(_ context: WebContext) async throws -> Response {
    let file = try context.parameters.require("file")
    guard file.hasSuffix(".ics") else { throw LinkError.unknownSecret }
    let now = app.now()
    let feed = try await app.pool.read { try $0.calendarFeed(secret: String(file.dropLast(4)), now: now) }
    var text = ""
    CalendarFeedView(feed).render(stamp: Self.utcStamp(time(nil)), to: &text)
    return Response(
      status: .ok, headers: [.contentType: "text/calendar; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// The signed-in member's check-in links as cards to print, each with its QR code.
  func cards(_ request: Request, _ context: WebContext) async throws -> Response {
    let who = try app.signedIn(context)
    let (member, today, links) = try await app.read(as: who) { database, _, _ in
      try database.checkInCards(of: who.reference).links
    }
    // The address this browser reached the server by (the host check let it through) is the one to print.
    let base = "http://" + (request.head.authority ?? "127.0.0.1")
    let cards = try links.map { link in
      let url = base + link.path
      do {
        return LinkCardsPage.Card(link: link, url: url, code: try QRCode(encoding: url))
      } catch QRCodeError.libraryMissing {
        throw WebError(
          .internalServerError, "No QR codes",
          "The server cannot draw QR codes: \(QRCodeError.libraryMissing). Install it (Debian: apt-get install "
            + "libqrencode4) and reload this page.")
      } catch {
        throw WebError(.badRequest, "Address too long", "\(url) is too long for a QR code: \(error).")
      }
    }
    return Pages.html {
      LinkCardsPage(cards: cards).render(app.pageContext(context, member: member, today: today), to: &$0)
    }
  }

  /// `20261120T083000Z`: a UTC time as iCalendar writes it.
  static func utcStamp(_ seconds: time_t) -> String {
    var seconds = seconds
    var parts = tm()
    gmtime_r(&seconds, &parts)
    return String(
      format: "%04d%02d%02dT%02d%02d%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
      Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
  }

  /// Whether a request is a check-in link's button: a form with no session behind it, whose link is the credential.
  static func isCheckIn(_ path: String) -> Bool {
    path.hasPrefix("/c/") && !path.utf8.dropFirst(3).contains(UInt8(ascii: "/"))
  }
}
