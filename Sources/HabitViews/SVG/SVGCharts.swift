import HabitCore
import HabitScreens

/// Charts drawn by habit as inline SVG: no script, no network, printable, the same in the app and the report.
public enum SVGCharts {
  /// A completion ring: the share as an arc around its percentage (seed 001's yearly ring).
  public static func ring(share: Double?, color: String, label: String) -> String {
    let radius = 52.0
    let circumference = 2 * Double.pi * radius
    let filled = (share ?? 0) * circumference
    let text = Wording.percent(share)
    // A round cap draws a dot even for a zero-length arc: no arc at all for nothing done.
    let arcOpacity = filled > 0 ? "1" : "0"
    return """
      <svg class="ring" viewBox="0 0 140 140" width="140" height="140" role="img" aria-label="\(HTML.escape(label)): \(text)">\
      <circle cx="70" cy="70" r="\(radius)" fill="none" stroke="#e5e5ea" stroke-width="14"/>\
      <circle cx="70" cy="70" r="\(radius)" fill="none" stroke="\(HTML.escape(color))" stroke-width="14" \
      stroke-linecap="round" stroke-opacity="\(arcOpacity)" stroke-dasharray="\(format(filled)) \(format(circumference))" transform="rotate(-90 70 70)"/>\
      <text x="70" y="78" text-anchor="middle" font-size="24" font-weight="600" fill="#1d1d1f">\(text)</text></svg>
      """
  }

  /// How many months `monthlyBars` draws: the last ones given.
  public static let monthlyBarsShown = 12

  /// Days done per month as vertical bars, the bar's title counting them against the month's judged days, as
  /// `habit stats` does (seed 001's monthly breakdown).
  public static func monthlyBars(_ months: some BidirectionalCollection<MonthSummary>, color: String)
    -> String
  {
    let shown = Array(months.suffix(monthlyBarsShown))
    let barWidth = 22.0
    let gap = 8.0
    let height = 120.0
    let width = max(Double(shown.count) * (barWidth + gap), 60)
    var svg =
      "<svg class=\"bars\" viewBox=\"0 0 \(format(width)) \(format(height + 34))\" width=\"\(format(width))\" "
      + "height=\"\(format(height + 34))\" role=\"img\" aria-label=\"Days done per month\">"
    for (index, month) in shown.enumerated() {
      let barHeight = height * Double(month.daysDone) / 31
      let x = Double(index) * (barWidth + gap) + gap / 2
      svg +=
        "<rect x=\"\(format(x))\" y=\"0\" width=\"\(format(barWidth))\" height=\"\(format(height))\" fill=\"#f0f0f3\" rx=\"4\"/>"
      svg +=
        "<rect x=\"\(format(x))\" y=\"\(format(height - barHeight))\" width=\"\(format(barWidth))\" "
        + "height=\"\(format(barHeight))\" fill=\"\(HTML.escape(color))\" rx=\"4\">"
        + "<title>\(month.month.description.prefix(7)): \(month.daysDone) of \(month.daysJudged) days</title></rect>"
      svg +=
        "<text x=\"\(format(x + barWidth / 2))\" y=\"\(format(height + 14))\" text-anchor=\"middle\" font-size=\"10\" "
        + "fill=\"#666\">\(Wording.months[month.month.month - 1].prefix(3))</text>"
      svg +=
        "<text x=\"\(format(x + barWidth / 2))\" y=\"\(format(height + 28))\" text-anchor=\"middle\" font-size=\"10\" "
        + "fill=\"#1d1d1f\">\(month.daysDone)</text>"
    }
    return svg + "</svg>"
  }

  /// A year (or the months asked for of it) as weeks of seven squares, each coloured by the evaluation's status
  /// of that day (of the first activity of the heatmap: the stats page asks for one).
  public static func yearHeatmap(_ heatmap: HeatmapYear, color: String, months: ClosedRange<Int> = 1...12) -> String {
    let statuses = Dictionary(uniqueKeysWithValues: heatmap.days.map { ($0.day, $0.statuses.first ?? .empty) })
    return yearHeatmap(year: heatmap.year, weekStart: heatmap.weekStart, color: color, months: months) {
      statuses[$0] ?? .empty
    }
  }

  static func yearHeatmap(
    year: Int, weekStart: WeekStart, color: String, months: ClosedRange<Int> = 1...12, status: (Day) -> DayStatus
  ) -> String {
    let first = Day(year: year, month: months.lowerBound, day: 1)!
    let last = Day(year: year, month: months.upperBound, day: 1)!.lastOfMonth
    let label =
      months == 1...12
      ? "\(year)" : "\(Wording.months[months.lowerBound - 1]) to \(Wording.months[months.upperBound - 1]) \(year)"
    let lead = (first.isoWeekday - weekStart.isoWeekday + 7) % 7
    let cell = 11.0
    let step = 13.0
    let weeks = (lead + first.distance(to: last) + 1 + 6) / 7
    let width = Double(weeks) * step + 24
    let height = 7 * step + 16
    var svg =
      "<svg class=\"heatmap\" viewBox=\"0 0 \(format(width)) \(format(height))\" width=\"\(format(width))\" "
      + "height=\"\(format(height))\" role=\"img\" aria-label=\"\(label) day by day\">"
    var month = first
    while month <= last {
      let week = (lead + first.distance(to: month)) / 7
      svg +=
        "<text x=\"\(format(Double(week) * step + 24))\" y=\"9\" font-size=\"9\" fill=\"#666\">"
        + "\(Wording.months[month.month - 1].prefix(3))</text>"
      month = month.adding(months: 1)
    }
    for day in stride(from: first, through: last, by: 1) {
      let index = lead + first.distance(to: day)
      let x = Double(index / 7) * step + 24
      let y = Double(index % 7) * step + 14
      let dayStatus = status(day)
      svg +=
        "<rect x=\"\(format(x))\" y=\"\(format(y))\" width=\"\(format(cell))\" height=\"\(format(cell))\" rx=\"2\" "
        + "fill=\"\(fill(dayStatus, color))\" data-day=\"\(day)\" data-status=\"\(dayStatus.rawValue)\">"
        + "<title>\(day): \(DayCells.words(dayStatus))</title></rect>"
    }
    return svg + "</svg>"
  }

  static func fill(_ status: DayStatus, _ color: String) -> String {
    switch status {
    case .done: return HTML.escape(color)
    case .partial: return HTML.escape(color) + "\" fill-opacity=\"0.45"
    case .skipped: return "#c7c7cc"
    case .failed, .overLimit: return "#ff3b30"
    case .empty: return "#e5e5ea"
    case .paused: return "#eef3fb\" stroke=\"#9fb6d9\" stroke-dasharray=\"2 2"
    case .rest: return "#f5f5f7\" stroke=\"#d1d1d6\" stroke-dasharray=\"2 2"
    case .future, .beforeStart, .notLoaded: return "#f5f5f7"
    }
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return formatAmount(rounded)
  }
}
