import HabitCore
import HabitScreens

/// An activity's statistics, from the same `ActivityStatistics` as `habit stats` and the same `HeatmapYear` as
/// `habit heatmap`: streaks with dates, totals, the yearly ring, the monthly bars, the year heatmap.
public struct StatsPage: Sendable {
  public let statistics: ActivityStatistics
  /// The activity's year, day by day.
  public let heatmap: HeatmapYear

  public init(_ statistics: ActivityStatistics, heatmap: HeatmapYear) {
    self.statistics = statistics
    self.heatmap = heatmap
  }

  public var activity: Activity { statistics.activity }

  /// The months of the breakdown the page shows: ask `statistics(of:months:today:)` for only these.
  public static let monthsShown = SVGCharts.monthlyBarsShown

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "\(activity.name): stats", context: context, to: &stream) { out in
      out.raw("<h1><a class=\"name\" href=\"/activities/\(activity.uuid)\">")
      out.text((activity.icon.isEmpty ? "" : activity.icon + " ") + activity.name)
      out.raw("</a></h1>")
      writeBody(&out, heading: "h2")
    }
  }

  /// The figures and charts without the page around them: the report puts several in one file.
  func writeBody<S>(_ out: inout HTMLOutput<S>, heading: String) {
    let today = statistics.today
    let period = statistics.currentPeriod
    out.raw("<div class=\"card\"><dl class=\"stats\">")
    let rows: [(String, String, String)] = [
      ("Goal", period.goal.description, "goal"),
      ("Current streak", Wording.streakWithDates(statistics.currentStreak), "current-streak"),
      ("Best streak", Wording.streakWithDates(statistics.bestStreak), "best-streak"),
      ("Times completed", String(statistics.timesCompleted), "times-completed"),
      ("Last done", Wording.relativeDay(statistics.lastPerformed, today: today), "last-done"),
      ("This period", Wording.progress(period), "this-period"),
      ("Completion rate", "\(Wording.percent(statistics.completionRateThisYear)) in \(today.year)", "rate-year"),
      (
        "Since the start", "\(Wording.percent(statistics.completionRateSinceStart)) since \(statistics.start)",
        "rate-start"
      ),
    ]
    let shares = statistics.credits.map { [("Share", BoardPage.shares($0), "shares")] } ?? []
    for (name, value, key) in rows + shares {
      out.raw("<dt>")
      out.text(name)
      out.raw("</dt><dd data-stat=\"\(key)\">")
      out.text(value)
      out.raw("</dd>")
    }
    out.raw("</dl></div>")
    out.raw("<div class=\"card\"><\(heading)>Completion rate in \(today.year)</\(heading)>")
    out.raw(
      SVGCharts.ring(
        share: statistics.completionRateThisYear, color: activity.color.hex, label: "Completion rate in \(today.year)"))
    out.raw("</div><div class=\"card\"><\(heading)>Days done per month</\(heading)>")
    out.raw(SVGCharts.monthlyBars(statistics.months, color: activity.color.hex))
    out.raw("</div><div class=\"card\"><\(heading)>\(heatmap.year)</\(heading)><div class=\"year-whole\">")
    out.raw(SVGCharts.yearHeatmap(heatmap, color: activity.color.hex))
    // A phone shows the whole year too, as two half-years one under the other, each scaled to the screen's width:
    // the year in one row was cut to its last months.
    out.raw("</div><div class=\"year-halves\">")
    out.raw(SVGCharts.yearHeatmap(heatmap, color: activity.color.hex, months: 1...6))
    out.raw(SVGCharts.yearHeatmap(heatmap, color: activity.color.hex, months: 7...12))
    out.raw("</div></div>")
  }
}
