import HabitCore
import HabitStore
import Testing

@testable import HabitViews

@Suite("HTML and SVG renderers")
struct HTMLRenderingTests {
  @Test("Escaping turns markup characters into entities and drops control characters")
  func escape() {
    #expect(HTML.escape("<b>\"Tom\" & 'Jerry'</b>") == "&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;")
    #expect(HTML.escape("a\u{1B}[31mb\u{7}\tc\nd\u{85}") == "a[31mb\tc\nd")
    #expect(HTML.escape("Läufer 🏃") == "Läufer 🏃")
  }

  @Test("The members page writes every name as text and every form with the session's token")
  func membersPage() throws {
    let evil = try HabitDatabase.inMemory().addUser(named: "<script>alert(1)</script>")
    var page = ""
    MembersPage(members: [.init(user: evil, isProtected: true)]).render(csrf: "tok\"en", to: &page)
    #expect(!page.contains("<script>alert"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("name=\"csrf\" value=\"tok&quot;en\""))
    #expect(page.contains("type=\"password\" name=\"pin\""))
  }

  @Test("A report is one self-contained file: inline style and SVG, nothing loaded from elsewhere")
  func reportIsSelfContained() throws {
    let database = try HabitDatabase.inMemory()
    let today = Day(year: 2026, month: 3, day: 10)!
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -20))
    for back in [0, 1, 2, 5] { _ = try database.recordCompletion(read, on: today.adding(days: -back)) }
    let stats = StatsPage(
      try database.statistics(of: read, months: nil, today: today),
      heatmap: try database.heatmapYear(read, of: alice, year: 2026, today: today))
    var page = ""
    ReportPage(members: [.init(user: alice, activities: [stats])], year: 2026, today: today).render(to: &page)
    #expect(page.contains("<style>"))
    #expect(page.contains("<svg class=\"ring\""))
    #expect(page.contains("<svg class=\"bars\""))
    #expect(page.contains("<svg class=\"heatmap\""))
    #expect(page.contains("3 days (2026-03-08 to 2026-03-10)"))
    for reference in ["src=", "href=\"http", "<link", "<script", "url("] {
      #expect(!page.contains(reference), "\(reference)")
    }
  }

  @Test("The heatmap colours each day by the evaluation's status: 365 squares for 2026, done days in the colour")
  func heatmap() {
    let done: Set<Day> = [Day(year: 2026, month: 1, day: 1)!, Day(year: 2026, month: 6, day: 30)!]
    let svg = SVGCharts.yearHeatmap(year: 2026, weekStart: .monday, color: "#43A047") { day in
      done.contains(day) ? .done : .empty
    }
    #expect(svg.components(separatedBy: "<rect").count - 1 == 365)
    #expect(svg.components(separatedBy: "fill=\"#43A047\"").count - 1 == 2)
    #expect(svg.contains("<title>2026-06-30: done</title>"))
  }

  @Test("The ring shows the rate as a share of the circle and in words")
  func ring() {
    let svg = SVGCharts.ring(share: 0.25, color: "#E53935", label: "Rate")
    #expect(svg.contains(">25%</text>"))
    #expect(svg.contains("stroke-dasharray=\"81.7 326.7\""))
  }
}
