import HabitCore
import HabitScreens

/// `habit report`: one self-contained HTML file (inline CSS and SVG, nothing fetched) with every activity's
/// statistics and charts, for printing or sending. It opens with each member at a glance and a table of contents
/// linking to every member's and activity's section.
public struct ReportPage: Sendable {
  public struct Member: Sendable {
    public let user: User
    public let activities: [StatsPage]
    /// The member at a glance, for the first page.
    public let overview: MemberOverview
    public init(user: User, activities: [StatsPage], overview: MemberOverview) {
      self.user = user
      self.activities = activities
      self.overview = overview
    }
  }

  public let members: [Member]
  /// The household's shared activities (a household report), each judged once.
  public let shared: [StatsPage]
  public let year: Int
  public let today: Day

  public init(members: [Member], shared: [StatsPage] = [], year: Int, today: Day) {
    self.members = members
    self.shared = shared
    self.year = year
    self.today = today
  }

  /// The page of a report as the store read it.
  public init(_ report: ReportContent) {
    func page(_ activity: ReportContent.ActivityYear) -> StatsPage {
      StatsPage(activity.statistics, heatmap: activity.heatmap)
    }
    self.init(
      members: report.members.map {
        Member(user: $0.user, activities: $0.activities.map(page), overview: $0.overview)
      },
      shared: report.shared.map(page), year: report.year, today: report.today)
  }

  public func render(to stream: inout some TextOutputStream) {
    let names = members.map(\.user.name).joined(separator: ", ")
    PageLayout.write(title: "Report \(year): \(names)", context: nil, to: &stream) { out in
      out.raw("<h1>")
      out.text("Habits in \(year)")
      out.raw("</h1><p class=\"dim\">")
      out.text("\(names) · as of \(Wording.longDate(today))")
      out.raw("</p>")
      writeOverview(&out)
      writeContents(&out)
      for member in members {
        out.raw("<section class=\"member\" id=\"m-\(member.user.uuid)\"><h2>")
        out.text(member.user.name)
        out.raw("</h2>")
        if member.activities.isEmpty { out.raw("<p class=\"dim\">No activities.</p>") }
        for stats in member.activities { write(stats, &out) }
        out.raw("</section>")
      }
      if !shared.isEmpty {
        out.raw("<section class=\"member\" id=\"shared\"><h2>Shared</h2>")
        for stats in shared { write(stats, &out) }
        out.raw("</section>")
      }
    }
  }

  private func write<S>(_ stats: StatsPage, _ out: inout HTMLOutput<S>) {
    out.raw("<article id=\"a-\(stats.activity.uuid)\"><h3>")
    out.text(Self.title(stats.activity))
    out.raw("</h3>")
    stats.writeBody(&out, heading: "h4")
    out.raw("</article>")
  }

  static func title(_ activity: Activity) -> String {
    (activity.icon.isEmpty ? "" : activity.icon + " ") + activity.name
  }

  /// Each member on a card: the streaks kept, those at risk today, this week's and this year's rates.
  private func writeOverview<S>(_ out: inout HTMLOutput<S>) {
    out.raw("<section class=\"overview\" id=\"overview\"><h2>At a glance</h2>")
    for member in members {
      let overview = member.overview
      out.raw("<div class=\"card\" data-overview=\"\(member.user.uuid)\"><h3>")
      out.text(member.user.name)
      out.raw("</h3><dl class=\"stats\">")
      let kept =
        overview.kept.isEmpty
        ? "none"
        : overview.kept.map { "\(Self.title($0.activity)) \(Wording.streak($0.streak))" }.joined(separator: ", ")
      let atRisk = overview.atRisk.isEmpty ? "none" : overview.atRisk.map(Self.title).joined(separator: ", ")
      let rows: [(String, String, String)] = [
        ("Streaks kept", "\(overview.kept.count) of \(overview.activities): \(kept)", "kept"),
        ("At risk today", atRisk, "at-risk"),
        ("This week", Wording.percent(overview.weekRate), "rate-week"),
        ("This year", Wording.percent(overview.yearRate), "rate-year"),
      ]
      for (name, value, key) in rows {
        out.raw("<dt>")
        out.text(name)
        out.raw("</dt><dd data-overview-stat=\"\(key)\">")
        out.text(value)
        out.raw("</dd>")
      }
      out.raw("</dl></div>")
    }
    out.raw(
      "<p class=\"dim\">A rate is the mean of the member's activities' completion rates: met periods of those judged "
        + "(this week: its complete days and periods so far).</p></section>")
  }

  /// Links to every member's section and each of their activities.
  private func writeContents<S>(_ out: inout HTMLOutput<S>) {
    out.raw("<section class=\"contents\"><h2>Contents</h2><ol>")
    for member in members {
      out.raw("<li><a href=\"#m-\(member.user.uuid)\">")
      out.text(member.user.name)
      out.raw("</a>")
      if !member.activities.isEmpty {
        out.raw("<ol>")
        for stats in member.activities {
          out.raw("<li><a href=\"#a-\(stats.activity.uuid)\">")
          out.text(Self.title(stats.activity))
          out.raw("</a></li>")
        }
        out.raw("</ol>")
      }
      out.raw("</li>")
    }
    if !shared.isEmpty {
      out.raw("<li><a href=\"#shared\">Shared</a><ol>")
      for stats in shared {
        out.raw("<li><a href=\"#a-\(stats.activity.uuid)\">")
        out.text(Self.title(stats.activity))
        out.raw("</a></li>")
      }
      out.raw("</ol></li>")
    }
    out.raw("</ol></section>")
  }
}
