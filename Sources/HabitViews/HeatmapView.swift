import HabitCore
import HabitScreens

/// A year at a glance, one character per day: one activity's statuses, or how many of all were done.
public struct HeatmapView {
  public let year: HeatmapYear
  public let color: Bool
  /// The terminal's width: a year that does not fit (56 columns) is drawn in blocks of weeks, one under another.
  public let width: Int?

  public init(_ year: HeatmapYear, color: Bool, width: Int? = nil) {
    self.year = year
    self.color = color
    self.width = width
  }

  /// Shades from nothing done to everything done.
  static let shades = ["·", "░", "▒", "▓", "█"]

  public func render(to stream: inout some TextOutputStream) {
    let first = Day(year: year.year, month: 1, day: 1)!
    let title = year.isSingle ? visible(year.activities[0].name) : "all activities of \(visible(year.user.name))"
    stream.write("\(year.year) · \(title)".styled(.bold, enabled: color) + "\n")
    let offset = (first.isoWeekday - year.weekStart.isoWeekday + 7) % 7
    let gridStart = first.adding(days: -offset)
    let weeks = (gridStart.distance(to: year.days[year.days.count - 1].day) / 7) + 1
    // Weekday names take 3 columns. A year wider than the terminal is cut into blocks of whole months, each
    // as wide as fits, so every month keeps its name and every week is drawn once.
    let perLine = width.map { max(1, $0 - 3) } ?? weeks
    let monthColumns = (1...12).map { gridStart.distance(to: Day(year: year.year, month: $0, day: 1)!) / 7 }
    var start = 0
    while start < weeks {
      let limit = start + perLine
      let end = limit >= weeks ? weeks : (monthColumns.last { $0 > start && $0 <= limit } ?? limit)
      if start > 0 { stream.write("\n") }
      renderWeeks(start..<end, from: gridStart, to: &stream)
      start = end
    }
    let active = year.days.filter { $0.done > 0 }.count
    let judged = year.days.filter { $0.judged > 0 }.count
    let limit = year.isSingle && year.activities[0].goals.contains { $0.goal.comparison == .atMost }
    let rest = year.isSingle && year.days.contains { $0.statuses.first == .rest }
    let paused = year.isSingle && year.days.contains { $0.statuses.first == .paused }
    let legend =
      year.isSingle
      ? "█ done  ▒ partial  " + (limit ? "! over the limit  " : "") + "~ skipped  ✗ failed  · nothing"
        + (rest ? "  - rest" : "") + (paused ? "  = paused" : "")
      : "· none ░ ▒ ▓ █ all done"
    let summary = "\(active) of \(judged) days with something done"
    // On a narrow terminal the legend goes on lines of its own, broken between its entries.
    let footer =
      fitting([summary + "   " + legend], width: width) ?? wrapWords(summary, width: width ?? 0)
      + wrapItems(legend, width: width ?? 0)
    stream.write("\n" + footer.map { $0.styled(.dim, enabled: color) }.joined(separator: "\n") + "\n")
  }

  /// The month names and seven weekday rows of the weeks `range` (counted from `gridStart`).
  func renderWeeks(_ range: Range<Int>, from gridStart: Day, to stream: inout some TextOutputStream) {
    let first = Day(year: year.year, month: 1, day: 1)!
    // Month names above the column of the week holding the month's first day, when the name fits in the block.
    var header = [Character](repeating: " ", count: range.count + 3)
    for month in 1...12 {
      let column = gridStart.distance(to: Day(year: year.year, month: month, day: 1)!) / 7 - range.lowerBound + 3
      let name = Wording.months[month - 1].prefix(3)
      guard column >= 3, column + name.count <= header.count else { continue }
      for (index, letter) in name.enumerated() { header[column + index] = letter }
    }
    stream.write(String(header).trimmingTrailingSpaces() + "\n")
    let names = DayCells.weekdayHeader(year.weekStart)
    for row in 0..<7 {
      var line = names[row] + " "
      for week in range {
        let index = first.distance(to: gridStart.adding(days: week * 7 + row))
        line += year.days.indices.contains(index) ? cell(year.days[index]) : " "
      }
      stream.write(line.trimmingTrailingSpaces() + "\n")
    }
  }

  func cell(_ count: HeatmapYear.DayCount) -> String {
    if year.isSingle, let status = count.statuses.first {
      switch status {
      case .done: return "█".styled(.green, enabled: color)
      case .partial: return "▒".styled(.yellow, enabled: color)
      case .overLimit: return "!".styled(.red, enabled: color)
      case .skipped: return "~".styled(.dim, enabled: color)
      case .failed: return "✗".styled(.red, enabled: color)
      case .empty: return "·".styled(.dim, enabled: color)
      case .rest: return "-".styled(.dim, enabled: color)
      case .paused: return "=".styled(.dim, enabled: color)
      case .future, .beforeStart, .notLoaded: return " "
      }
    }
    guard count.judged > 0 else { return " " }
    let level = min(count.done == 0 ? 0 : 1 + (count.done * 3) / count.judged, 4)
    return Self.shades[level].styled(Self.greens[level], enabled: color)
  }

  /// The colours of `shades`.
  static let greens = [Style.dim, .rgb(155, 233, 168), .rgb(64, 196, 99), .rgb(48, 161, 78), .rgb(33, 110, 57)]

  public static let csvHeader = ["day", "done", "judged"]

  public var csvRows: [[String]] {
    year.days.map { [$0.day.description, String($0.done), String($0.judged)] }
  }

  public var json: JSON {
    JSON(
      year: year.year, activities: year.activities.map(\.name),
      days: year.days.map {
        .init(
          day: $0.day.description, done: $0.done, judged: $0.judged, statuses: $0.statuses.map(\.rawValue))
      })
  }

  public struct JSON: Encodable, Sendable {
    public struct Day: Encodable, Sendable {
      let day: String
      let done: Int
      let judged: Int
      /// Each activity's status, in the order of `activities`.
      let statuses: [String]
    }
    let year: Int
    let activities: [String]
    let days: [Day]
  }
}
