import HabitCore
import HabitScreens

/// A month grid: one cell per day with its status, today in brackets, a weekly goal's result at the end of each
/// week's row, then the days done and a legend.
public struct CalendarView {
  public let month: CalendarMonth
  public let color: Bool
  /// The terminal\'s columns to fit in; nil (piped output) keeps every value whole.
  public let width: Int?

  public init(_ month: CalendarMonth, color: Bool, width: Int? = nil) {
    self.month = month
    self.color = color
    self.width = width
  }

  public func render(to stream: inout some TextOutputStream) {
    let first = month.month
    let activity = month.activity
    let icon = activity.icon.isEmpty ? "" : visible(activity.icon) + " "
    stream.write(
      "\(Wording.month(first.month, year: first.year)) · \(icon)\(visible(activity.name)) · \(month.goal)"
        .styled(.bold, enabled: color) + "\n")
    stream.write(
      DayCells.weekdayHeader(month.weekStart).map { " " + $0 + "  " }.joined().trimmingTrailingSpaces() + "\n")
    let statuses = Dictionary(uniqueKeysWithValues: month.days.map { ($0.day, $0.status) })
    let offset = (first.isoWeekday - month.weekStart.isoWeekday + 7) % 7
    var rowStart = first.adding(days: -offset)
    while rowStart <= first.lastOfMonth {
      var line = ""
      for index in 0..<7 {
        let day = rowStart.adding(days: index)
        guard let status = statuses[day] else {
          line += "     "
          continue
        }
        let number = (day.dayOfMonth < 10 ? " " : "") + String(day.dayOfMonth)
        let cell = (number + DayCells.symbol(status)).styled(DayCells.style(status), enabled: color)
        line += day == month.today ? "[" + cell + "]" : " " + cell + " "
      }
      if let week = month.week(endingOn: rowStart.adding(days: 6)) {
        let mark =
          switch week.status {
          case .met: "✓"
          case .unmet: "✗"
          case .neutral, .inProgress: " "
          }
        line +=
          "  "
          + "\(formatAmount(Wording.rounded(week.achieved)))/\(formatAmount(Wording.rounded(week.required))) \(mark)"
          .styled(.dim, enabled: color)
      }
      stream.write(line.trimmingTrailingSpaces() + "\n")
      rowStart = rowStart.adding(days: 7)
    }
    let done = "\(Wording.count(month.daysDone, "day")) done"
    let legend = DayCells.legend(
      limit: month.goal.comparison == .atMost, rest: month.days.contains { $0.status == .rest },
      paused: month.days.contains { $0.status == .paused })
    // On a narrow terminal the legend goes on lines of its own, broken between its entries.
    let footer = fitting([done + "   " + legend], width: width) ?? [done] + wrapItems(legend, width: width ?? 0)
    stream.write("\n" + footer.map { $0.styled(.dim, enabled: color) }.joined(separator: "\n") + "\n")
  }

  public static let csvHeader = ["day", "status"]

  public var csvRows: [[String]] { month.days.map { [$0.day.description, $0.status.rawValue] } }

  public var json: JSON {
    JSON(
      id: month.activity.uuid, name: month.activity.name, month: String(month.month.description.prefix(7)),
      days: month.days.map { .init(day: $0.day.description, status: $0.status.rawValue) },
      periods: month.periods.filter { $0.interval.end >= month.month && $0.interval.start <= month.month.lastOfMonth }
        .map(PeriodJSON.init))
  }

  public struct JSON: Encodable, Sendable {
    public struct Day: Encodable, Sendable {
      let day: String
      let status: String
    }
    let id: String
    let name: String
    let month: String
    let days: [Day]
    let periods: [PeriodJSON]
  }
}
