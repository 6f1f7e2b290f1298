import Foundation
import HabitCore
import HabitScreens
import SQLite
import Testing

@testable import HabitStore
@testable import HabitViews
@testable import HabitWeb

/// Check-in links, calendar feeds and the printable cards, over real requests; the database checked afterwards.
///
/// Nested in `WebAppTests` for its serialization (see `Flows`).
extension WebAppTests {
  @Suite("Web app: check-in links, calendar feeds, cards")
  struct Links {
    static let today = ServedApp.today

    /// alice's check-in link for Read, made as `habit link add Read --user alice` makes it.
    func checkInLink(_ app: ServedApp, activity: String = "Read", member: String = "alice") throws -> String {
      try app.database().makeCheckInLink(.named(activity), of: .named(member)).link.path
    }

    @Test("A GET of a check-in link shows the activity, whose it is and today, with one button, and writes nothing")
    func getWritesNothing() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let path = try checkInLink(app)
      var client = app.client()
      for _ in 1...3 {
        let page = try client.get(path)
        #expect(page.status == 200)
        #expect(page.body.contains("<span class=\"grow\">Read</span>"))
        #expect(page.body.contains("alice&#39;s check-in"))
        #expect(page.body.contains("data-status=\"empty\""))
        #expect(page.body.contains("<form method=\"post\" action=\"\(path)\""))
        #expect(!page.body.contains("name=\"csrf\""))
      }
      _ = try client.send("HEAD", path)
      #expect(try app.completions() == 2)
    }

    @Test("The button records today's completion with the form's Origin and no session, then shows it done")
    func postRecords() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let path = try checkInLink(app)
      var client = app.client()
      let pressed = try client.post(path, [], headers: [("Origin", "http://127.0.0.1:\(app.port)")])
      #expect(pressed.status == 303)
      #expect(pressed.location == path)
      #expect(try app.completions() == 3)
      let days = try app.database().completions(of: try app.read()).map(\.day)
      #expect(days.filter { $0 == Self.today }.count == 1)
      let page = try client.get(path).body
      #expect(page.contains("✓ Read done today."))
      #expect(page.contains("data-status=\"done\""))
    }

    @Test("A check-in without an Origin, or from another site's page, is refused and records nothing")
    func postFromElsewhereRefused() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let path = try checkInLink(app)
      var client = app.client()
      let bare = try client.post(path, [])
      #expect(bare.status == 403)
      #expect(bare.body.contains("Nothing was recorded"))
      let foreign = try client.post(path, [], headers: [("Origin", "http://evil.example")])
      #expect(foreign.status == 403)
      #expect(try app.completions() == 2)
    }

    @Test("An unknown, malformed or removed secret is a 404 page that says the link was removed or mistyped")
    func unknownSecret() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let path = try checkInLink(app)
      _ = try app.database().removeLink(.checkIn, activity: .named("Read"), of: .named("alice"))
      var client = app.client()
      for gone in [path, "/c/" + String(repeating: "0", count: 32), "/c/NOT-A-SECRET", "/calendar/abc.ics"] {
        let page = try client.get(gone)
        #expect(page.status == 404, "\(gone)")
        #expect(page.body.contains("This link was removed, or its address was mistyped"), "\(gone)")
      }
      let pressed = try client.post(path, [], headers: [("Origin", "http://127.0.0.1:\(app.port)")])
      #expect(pressed.status == 404)
      #expect(try app.completions() == 2)
    }

    @Test("A shared activity's check-in is credited to the link's member")
    func sharedCredited() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let database = try app.database()
      var dishes = NewActivity(name: "Dishes")
      dishes.shared = true
      _ = try database.addActivity(dishes, for: try database.user(named: "alice"), today: Self.today)
      let path = try checkInLink(app, activity: "Dishes", member: "bob")
      var client = app.client()
      #expect(try client.get(path).body.contains("credited to bob"))
      _ = try client.post(path, [], headers: [("Origin", "http://127.0.0.1:\(app.port)")])
      let credited = try Connection(path: app.path).query(
        "SELECT u.name FROM completions c JOIN users u ON u.id = c.done_by JOIN activities a ON a.id = c.activity_id "
          + "WHERE a.name = 'Dishes'"
      ) { try $0[0] as String }
      #expect(credited == ["bob"])
    }

    @Test("An amount goal's page asks how much; the amount is recorded, and a press without one records nothing")
    func amountAsked() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let database = try app.database()
      var water = NewActivity(name: "Water")
      water.goal = try Goal(spec: "2 l/day")
      water.unit = "l"
      let activity = try database.addActivity(water, for: try database.user(named: "alice"), today: Self.today)
      let path = try checkInLink(app, activity: "Water")
      var client = app.client()
      #expect(try client.get(path).body.contains("name=\"amount\""))
      let origin = [("Origin", "http://127.0.0.1:\(app.port)")]
      let without = try client.post(path, [], headers: origin)
      #expect(without.status == 400)
      #expect(try database.completions(of: activity).isEmpty)
      let with = try client.post(path, [("amount", "1.5")], headers: origin)
      #expect(with.status == 303)
      #expect(try database.completions(of: activity).map(\.amount) == [1.5])
      #expect(try client.get(path).body.contains("1.5 of 2 l today"))
    }

    @Test("A protected member's link is the credential: its button records without a PIN or a sign-in")
    func protectedMember() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let database = try app.database()
      let stretch = try database.addActivity(
        NewActivity(name: "Stretch"), for: try database.user(named: "bob"), today: Self.today)
      let path = try checkInLink(app, activity: "Stretch", member: "bob")
      var client = app.client()
      #expect(!(try client.get(path).body.contains("name=\"pin\"")))
      let pressed = try client.post(path, [], headers: [("Origin", "http://127.0.0.1:\(app.port)")])
      #expect(pressed.status == 303)
      #expect(try database.completions(of: stretch).map(\.day) == [Self.today])
    }

    @Test("The calendar feed is text/calendar with CRLF lines and a day's event")
    func calendarFeed() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let path = try app.database().makeCalendarLink(of: .named("alice")).link.path
      var client = app.client()
      let feed = try client.get(path)
      #expect(feed.status == 200)
      #expect(feed.header("Content-Type") == "text/calendar; charset=utf-8")
      #expect(feed.body.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
      #expect(feed.body.contains("DTSTART;VALUE=DATE:20261119\r\n"))
      #expect(feed.body.contains("SUMMARY:Done: Read\r\n"))
      #expect(feed.body.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test("The cards page has each of the member's check-in links with its QR code as inline SVG, and print rules")
    func cardsPage() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let path = try checkInLink(app)
      var (client, _) = try app.signedIn("alice")
      let page = try client.get("/links/cards")
      #expect(page.status == 200)
      #expect(page.body.contains("@media print"))
      #expect(page.body.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(page.body.contains("http://127.0.0.1:\(app.port)\(path)"))
      #expect(try client.get("/today").body.contains("href=\"/links/cards\""))
    }
  }
}
