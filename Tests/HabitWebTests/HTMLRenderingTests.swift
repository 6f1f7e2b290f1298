import HabitCore
import HabitScreens
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
    let overview = try database.memberOverview(of: alice, today: today)
    ReportPage(members: [.init(user: alice, activities: [stats], overview: overview)], year: 2026, today: today)
      .render(to: &page)
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

  @Test("Rest and paused days have a look of their own in the heatmap, and say what they are")
  func heatmapRestAndPausedDays() {
    let rest = Day(year: 2026, month: 3, day: 1)!
    let paused = Day(year: 2026, month: 3, day: 2)!
    let svg = SVGCharts.yearHeatmap(year: 2026, weekStart: .monday, color: "#43A047") { day in
      day == rest ? .rest : day == paused ? .paused : .empty
    }
    let fills = [DayStatus.rest, .paused, .empty].map { SVGCharts.fill($0, "#43A047") }
    #expect(Set(fills).count == 3)
    #expect(svg.contains("data-status=\"rest\"><title>2026-03-01: rest day</title>"))
    #expect(svg.contains("data-status=\"paused\"><title>2026-03-02: paused</title>"))
  }

  @Test("The ring shows the rate as a share of the circle and in words")
  func ring() {
    let svg = SVGCharts.ring(share: 0.25, color: "#E53935", label: "Rate")
    #expect(svg.contains(">25%</text>"))
    #expect(svg.contains("stroke-dasharray=\"81.7 326.7\""))
  }

  /// The rules the page's style sheet gives a class: every `.name{...}` of the `<style>` element.
  static func styledClasses(_ page: String) -> Set<String> {
    guard let start = page.range(of: "<style>"), let end = page.range(of: "</style>") else { return [] }
    let sheet = page[start.upperBound..<end.lowerBound]
    var classes: Set<String> = []
    for part in sheet.split(separator: ".").dropFirst() {
      let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      if !name.isEmpty { classes.insert(String(name)) }
    }
    return classes
  }

  /// The value of `attribute` in the element whose markup contains `marker`.
  static func attribute(_ attribute: String, near marker: String, in page: String) -> String? {
    guard let found = page.range(of: marker) else { return nil }
    let tagStart = page[..<found.lowerBound].range(of: "<", options: .backwards)!.lowerBound
    let tag = page[tagStart...].prefix { $0 != ">" }
    guard let value = tag.range(of: " \(attribute)=\"") else { return nil }
    return String(tag[value.upperBound...].prefix { $0 != "\"" })
  }

  @Test("The calendar draws an over-the-limit day with a look of its own, says it in words, and has a legend")
  func calendarOverLimitDay() throws {
    // Given Coffee, at most 2 a day, with 3 on the 9th and nothing on the 8th
    let database = try HabitDatabase.inMemory()
    let today = Day(year: 2026, month: 3, day: 10)!
    let alice = try database.addUser(named: "alice")
    var coffee = NewActivity(name: "Coffee")
    coffee.goal = try Goal(spec: "<=2/day")
    let added = try database.addActivity(coffee, for: alice, today: today.adding(days: -9))
    for _ in 1...3 { _ = try database.recordCompletion(added, on: today.adding(days: -1)) }
    // When its month is rendered
    let page = try Self.activityPage(database, added, today: today)
    // Then the two days have classes the style sheet styles, and not the same one
    let styled = Self.styledClasses(page)
    let over = try #require(Self.attribute("class", near: "data-day=\"2026-03-09\"", in: page))
    let empty = try #require(Self.attribute("class", near: "data-day=\"2026-03-08\"", in: page))
    #expect(over != empty)
    for classes in [over, empty] {
      #expect(classes.split(separator: " ").contains { styled.contains(String($0)) }, "\(classes) is not styled")
    }
    // And the over-the-limit day is said in words, not as its raw status
    let label = try #require(Self.attribute("aria-label", near: "data-day=\"2026-03-09\"", in: page))
    #expect(label == "2026-03-09: over the limit, tap to remove a completion")
    #expect(!page.contains(": over_limit"))
    // And the legend names every look the grid uses
    let legend = try #require(page.range(of: "<ul class=\"legend\"")).lowerBound
    let legendText = page[legend...].components(separatedBy: "</ul>")[0]
    for words in ["done", "partly done", "over the limit", "skipped", "failed", "nothing recorded"] {
      #expect(legendText.contains(">\(words)</li>"), "\(words)")
    }
  }

  @Test("Every day status has a class of its own that the style sheet styles")
  func everyStatusHasItsOwnLook() {
    var page = ""
    ErrorPage(title: "t", message: "m").render(nil, to: &page)
    let styled = Self.styledClasses(page)
    let classes = DayStatus.allCases.map(ActivityPage.cellClass)
    #expect(Set(classes).count == DayStatus.allCases.count)
    for name in classes { #expect(styled.contains(name), "\(name)") }
    #expect(Set(DayStatus.allCases.map(ActivityPage.look)).count == DayStatus.allCases.count)
    #expect(Set(DayStatus.allCases.map(DayCells.words)).count == DayStatus.allCases.count)
  }

  static func activityPage(_ database: HabitDatabase, _ activity: Activity, today: Day) throws -> String {
    let page = ActivityPage(
      calendar: try database.calendarMonth(activity, month: today.firstOfMonth, today: today),
      statistics: try database.statistics(of: activity, months: 12, today: today), recent: [])
    var html = ""
    page.render(PageContext(csrf: "t", member: "alice", today: today), to: &html)
    return html
  }

  @Test("No streak reads \"no streak\", never a flame beside a dash; the icon keeps its own colours")
  func noStreakAndIcon() throws {
    let database = try HabitDatabase.inMemory()
    let today = Day(year: 2026, month: 3, day: 10)!
    let alice = try database.addUser(named: "alice")
    var coffee = NewActivity(name: "Coffee")
    (coffee.icon, coffee.color) = ("☕", Color("yellow"))
    _ = try database.addActivity(coffee, for: alice, today: today)
    var page = ""
    TodayPage(try database.todayScreen(of: alice, today: today)).render(
      PageContext(csrf: "t", member: "alice", today: today), to: &page)
    #expect(!page.contains("🔥 –"))
    #expect(page.contains("<span class=\"streak\" data-streak=\"0\">no streak</span>"))
    #expect(page.contains("<span class=\"icon\">☕</span>"))
  }

  @Test("On a phone the stats page shows the whole year as two half-years, each scaled to the screen")
  func heatmapInHalves() throws {
    let database = try HabitDatabase.inMemory()
    let today = Day(year: 2026, month: 3, day: 10)!
    let alice = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -20))
    var page = ""
    StatsPage(
      try database.statistics(of: read, months: 12, today: today),
      heatmap: try database.heatmapYear(read, of: alice, year: 2026, today: today)
    ).render(PageContext(csrf: "t", member: "alice", today: today), to: &page)
    #expect(page.contains("aria-label=\"January to June 2026 day by day\""))
    #expect(page.contains("aria-label=\"July to December 2026 day by day\""))
    #expect(page.contains("@media (max-width:600px){.year-whole{display:none}}"))
    let halves = try #require(page.range(of: "<div class=\"year-halves\">")).upperBound
    #expect(page[halves...].components(separatedBy: "<rect").count - 1 >= 365)
  }

  @Test("The household report opens with each member at a glance and a table of contents linking every section")
  func reportOverviewAndContents() throws {
    // Given alice with Read kept for 5 days and Run, 3 a week, at risk on Sunday; bob with nothing
    let database = try HabitDatabase.inMemory()
    let today = Day(year: 2026, month: 11, day: 22)!
    let alice = try database.addUser(named: "alice")
    let bob = try database.addUser(named: "bob")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -30))
    var runNew = NewActivity(name: "Run")
    runNew.goal = try Goal(spec: "3/week")
    let run = try database.addActivity(runNew, for: alice, today: today.adding(days: -30))
    for back in 0...4 { _ = try database.recordCompletion(read, on: today.adding(days: -back)) }
    _ = try database.recordCompletion(run, on: today.adding(days: -1))
    let members = try [alice, bob].map { user in
      ReportPage.Member(
        user: user,
        activities: try database.activities(of: user).map {
          StatsPage(
            try database.statistics(of: $0, months: 12, today: today),
            heatmap: try database.heatmapYear($0, of: user, year: 2026, today: today))
        }, overview: try database.memberOverview(of: user, today: today))
    }
    var page = ""
    ReportPage(members: members, year: 2026, today: today).render(to: &page)
    // Then the overview comes first, with each member's streaks kept, at risk, and rates
    let overview = try #require(page.range(of: "<h2>At a glance</h2>")).lowerBound
    #expect(overview < page.range(of: "<section class=\"member\"")!.lowerBound)
    let kept = try #require(Self.text(of: "data-overview-stat=\"kept\"", in: page))
    #expect(kept == "1 of 2: Read 5 days")
    #expect(Self.text(of: "data-overview-stat=\"at-risk\"", in: page) == "Run")
    #expect(page.contains("data-overview=\"\(bob.uuid)\""))
    // And every link of the contents leads to a section of the page
    let contents = try #require(page.range(of: "<h2>Contents</h2>")).upperBound
    let links = page[contents...].components(separatedBy: "href=\"#").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(links.count == 4)
    for link in links { #expect(page.contains("id=\"\(link)\""), "\(link)") }
  }

  /// The text of the element whose opening tag contains `marker`, up to its next tag.
  static func text(of marker: String, in page: String) -> String? {
    guard let found = page.range(of: marker) else { return nil }
    let rest = page[found.upperBound...].drop { $0 != ">" }.dropFirst()
    return String(rest.prefix { $0 != "<" })
  }
}
