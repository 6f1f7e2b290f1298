import Foundation
import HabitCore
import Testing

@testable import HabitStore
@testable import HabitViews
@testable import HabitWeb

/// Sections on the web: the activity form sets and clears one, and today's page groups by them as `habit today`
/// does. Nested in `WebAppTests` for its serialization (see `WebFlowTests`).
extension WebAppTests {
  @Suite("Web app: sections")
  struct Sections {
    @Test("The form puts an activity in a section, today's page shows it under the section's heading")
    func formSetsTheSection() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      #expect(try client.get("/activities/new").body.contains("name=\"section\""))
      let reply = try client.post(
        "/activities", [("csrf", csrf), ("name", "Stretch"), ("goal", "1/day"), ("section", " Morning ")])
      #expect(reply.location == "/today")
      let page = try client.get("/today").body
      let heading = try #require(page.range(of: "<h2 class=\"section\">Morning</h2>"))
      let read = try #require(page.range(of: ">Read</a>"))
      let stretch = try #require(page.range(of: ">Stretch</a>"))
      // Read, in no section, comes first, without a heading
      #expect(read.lowerBound < heading.lowerBound && heading.lowerBound < stretch.lowerBound)
      let database = try app.database()
      let saved = try database.activity("Stretch", of: try database.user(named: "alice"))
      #expect(saved.section == "Morning")
      // The edit form shows it; an empty field takes it out of the section
      #expect(try client.get("/activities/\(saved.uuid)/edit").body.contains("name=\"section\" value=\"Morning\""))
      _ = try client.post(
        "/activities/\(saved.uuid)/edit", [("csrf", csrf), ("name", "Stretch"), ("goal", "1/day"), ("section", "")])
      #expect(try app.database().activity(.id(saved.uuid), of: try database.user(named: "alice")).section == nil)
      #expect(!(try client.get("/today").body.contains("<h2 class=\"section\">")))
    }

    @Test("A section that cannot be one is refused with its sentence and the values typed; nothing is written")
    func formRefusesABadSection() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let reply = try client.post(
        "/activities/\(read.uuid)/edit", [("csrf", csrf), ("name", "Read"), ("goal", "1/day"), ("section", "A,B")])
      #expect(reply.status == 422)
      #expect(reply.body.contains("A section name cannot contain a comma (&#39;A,B&#39;)."), "\(reply.body)")
      #expect(reply.body.contains("name=\"section\" value=\"A,B\""))
      #expect(try app.read().section == nil)
    }

    @Test("Today's page groups by section in the household's order, and escapes a section's name")
    func todayPageGroupsBySection() throws {
      let database = try HabitDatabase.inMemory()
      let today = Day(year: 2026, month: 3, day: 10)!
      let alice = try database.addUser(named: "alice")
      for (name, section) in [("Journal", "<b>Evening</b>"), ("Walk", nil), ("Stretch", "Morning")] {
        var new = NewActivity(name: name)
        new.section = section
        _ = try database.addActivity(new, for: alice, today: today)
      }
      try database.setSectionOrder(["Morning"])
      var page = ""
      TodayPage(try database.todayScreen(of: alice, today: today)).render(
        PageContext(csrf: "t", member: "alice", today: today), to: &page)
      let order = [
        "Walk</a>", "<h2 class=\"section\">Morning</h2>", "Stretch</a>",
        "<h2 class=\"section\">&lt;b&gt;Evening&lt;/b&gt;</h2>", "Journal</a>",
      ].map { page.range(of: $0)?.lowerBound }
      #expect(!order.contains(nil), "\(page)")
      #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
      #expect(!page.contains("<b>Evening"))
    }
  }
}
