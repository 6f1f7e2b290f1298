import HabitCore
import HabitStore

/// `habit report`: one self-contained HTML file (inline CSS and SVG, nothing fetched) with every activity's
/// statistics and charts, for printing or sending.
public struct ReportPage: Sendable {
  public struct Member: Sendable {
    public let user: User
    public let activities: [StatsPage]
    public init(user: User, activities: [StatsPage]) {
      self.user = user
      self.activities = activities
    }
  }

  public let members: [Member]
  public let year: Int
  public let today: Day

  public init(members: [Member], year: Int, today: Day) {
    self.members = members
    self.year = year
    self.today = today
  }

  public func render(to stream: inout some TextOutputStream) {
    let names = members.map(\.user.name).joined(separator: ", ")
    PageLayout.write(title: "Report \(year): \(names)", context: nil, to: &stream) { out in
      out.raw("<h1>")
      out.text("Habits in \(year)")
      out.raw("</h1><p class=\"dim\">")
      out.text("\(names) · as of \(Wording.longDate(today))")
      out.raw("</p>")
      for member in members {
        out.raw("<section><h2>")
        out.text(member.user.name)
        out.raw("</h2>")
        if member.activities.isEmpty { out.raw("<p class=\"dim\">No activities.</p>") }
        for stats in member.activities {
          out.raw("<article><h3>")
          out.text((stats.activity.icon.isEmpty ? "" : stats.activity.icon + " ") + stats.activity.name)
          out.raw("</h3>")
          stats.writeBody(&out, heading: "h4")
          out.raw("</article>")
        }
        out.raw("</section>")
      }
    }
  }
}
