import HabitCore
import HabitStore

/// An activity's statistics: streaks with dates, totals, the yearly ring, the monthly bars, the year heatmap.
public struct StatsPage: Sendable {
  public let activity: Activity
  /// Judged over the whole history: best streaks and lifetime figures need it.
  public let evaluation: Evaluation
  public let weekStart: WeekStart
  public let year: Int

  public init(activity: Activity, evaluation: Evaluation, weekStart: WeekStart, year: Int) {
    self.activity = activity
    self.evaluation = evaluation
    self.weekStart = weekStart
    self.year = year
  }

  /// The completion rate over the year shown (through today), as `habit stats` computes it.
  public var rateThisYear: Double? {
    let today = evaluation.today
    let first = Day(year: year, month: 1, day: 1)!
    let last = min(Day(year: year, month: 12, day: 31)!, today)
    guard max(first, evaluation.start) <= last else { return nil }
    return evaluation.completionRate(in: max(first, evaluation.start)...last)
  }

  public var rateSinceStart: Double? { evaluation.completionRate(in: evaluation.start...evaluation.today) }

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
    let today = evaluation.today
    let period = evaluation.currentPeriod
    out.raw("<div class=\"card\"><dl class=\"stats\">")
    let rows: [(String, String, String)] = [
      ("Goal", period.goal.description, "goal"),
      ("Current streak", WebWording.streakWithDates(evaluation.currentStreak), "current-streak"),
      ("Best streak", WebWording.streakWithDates(evaluation.bestStreak), "best-streak"),
      ("Times completed", String(evaluation.timesCompleted), "times-completed"),
      ("Last done", evaluation.lastPerformed?.description ?? "never", "last-done"),
      ("This period", WebWording.progress(period), "this-period"),
      ("Completion rate", "\(WebWording.percent(rateThisYear)) in \(year)", "rate-year"),
      ("Since the start", "\(WebWording.percent(rateSinceStart)) since \(evaluation.start)", "rate-start"),
    ]
    for (name, value, key) in rows {
      out.raw("<dt>")
      out.text(name)
      out.raw("</dt><dd data-stat=\"\(key)\">")
      out.text(value)
      out.raw("</dd>")
    }
    out.raw("</dl></div>")
    out.raw("<div class=\"card\"><\(heading)>Completion rate in \(year)</\(heading)>")
    out.raw(SVGCharts.ring(share: rateThisYear, color: activity.color.hex, label: "Completion rate in \(year)"))
    out.raw("</div><div class=\"card\"><\(heading)>Days done per month</\(heading)>")
    out.raw(
      SVGCharts.monthlyBars(
        evaluation.monthlyBreakdown(from: evaluation.start), today: today, color: activity.color.hex))
    out.raw("</div><div class=\"card\"><\(heading)>\(year)</\(heading)><div style=\"overflow-x:auto\">")
    out.raw(
      SVGCharts.yearHeatmap(year: year, weekStart: weekStart, color: activity.color.hex) { day in
        evaluation.dayStatus(day)
      })
    out.raw("</div></div>")
  }
}
