import ArgumentParser
import HabitCore
import HabitStore

/// `habit heatmap [NAME]`: a year at a glance, one character per day, for one activity or all of them.
struct Heatmap: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "heatmap",
    abstract: "A year grid of one activity, or of all your activities (how many were done each day).")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(help: "The activity (name or id prefix); all active activities when left out.") var activity: String?
  @Option(name: .long, parsing: .unconditional, help: "The year (default: this year).") var year: Int?

  /// Shades from nothing done to everything done.
  static let shades = ["·", "░", "▒", "▓", "█"]

  func run() throws {
    let context = try Context(global)
    let today = context.today
    let year = self.year ?? today.year
    guard let first = Day(year: year, month: 1, day: 1), let last = Day(year: year, month: 12, day: 31) else {
      throw CLIError.usage("--year \(year) is not a year from 1 to 9999")
    }
    let database = try context.openForReading()
    let user = try context.currentUser(in: database)
    let weekStart = try database.weekStart()
    let activities = try activity.map { [try database.activity($0, of: user)] } ?? database.activities(of: user)
    let evaluations = try activities.map {
      try database.evaluate($0, over: first...last, today: today, weekStart: weekStart)
    }
    let days = Array(first...last)
    // Per day: how many activities were done, and how many were judged (started, not after today).
    let counts: [(done: Int, judged: Int, status: DayStatus?)] = days.map { day in
      let statuses = evaluations.map { $0.dayStatus(day) }
      let judged = statuses.filter { ![.future, .beforeStart, .notLoaded].contains($0) }.count
      return (statuses.filter { $0 == .done }.count, judged, activities.count == 1 ? statuses[0] : nil)
    }

    switch output.format {
    case .json:
      try printJSON(
        HeatmapJSON(
          year: year, activities: activities.map(\.name),
          days: zip(days, counts).map { .init(day: $0.description, done: $1.done, judged: $1.judged) }))
    case .csv:
      try printCSV(
        header: ["day", "done", "judged"],
        rows: zip(days, counts).map { [$0.description, String($1.done), String($1.judged)] })
    case .table:
      let color = context.terminal.stdoutColor
      let title = activities.count == 1 ? activities[0].name : "all activities of \(user.name)"
      print("\(year) · \(title)".styled(.bold, enabled: color))
      let offset = (first.isoWeekday - weekStart.isoWeekday + 7) % 7
      let gridStart = first.adding(days: -offset)
      let weeks = (gridStart.distance(to: last) / 7) + 1
      // Month names above the column of the week holding the month's first day.
      var header = [Character](repeating: " ", count: weeks + 3)
      for month in 1...12 {
        let column = gridStart.distance(to: Day(year: year, month: month, day: 1)!) / 7 + 3
        for (index, letter) in Wording.months[month - 1].prefix(3).enumerated() where column + index < header.count {
          header[column + index] = letter
        }
      }
      print(String(header).trimmingTrailingSpaces())
      let names = DayCells.weekdayHeader(weekStart)
      for row in 0..<7 {
        var line = names[row] + " "
        for week in 0..<weeks {
          let day = gridStart.adding(days: week * 7 + row)
          guard day.year == year, let index = days.firstIndex(of: day) else {
            line += " "
            continue
          }
          line += cell(counts[index], color: color)
        }
        print(line.trimmingTrailingSpaces())
      }
      let active = counts.filter { $0.done > 0 }.count
      let judged = counts.filter { $0.judged > 0 }.count
      print("")
      let legend =
        activities.count == 1 ? "█ done  ▒ partial  ~ skipped  ✗ failed  · nothing" : "· none ░ ▒ ▓ █ all done"
      print(
        "\(active) of \(judged) days with something done".styled(.dim, enabled: color) + "   "
          + legend.styled(.dim, enabled: color))
    }
  }

  func cell(_ count: (done: Int, judged: Int, status: DayStatus?), color: Bool) -> String {
    if let status = count.status {
      switch status {
      case .done: return "█".styled(.green, enabled: color)
      case .partial: return "▒".styled(.yellow, enabled: color)
      case .skipped: return "~".styled(.dim, enabled: color)
      case .failed: return "✗".styled(.red, enabled: color)
      case .empty: return "·".styled(.dim, enabled: color)
      case .future, .beforeStart, .notLoaded: return " "
      }
    }
    guard count.judged > 0 else { return " " }
    let level = count.done == 0 ? 0 : 1 + (count.done * 3) / count.judged
    let greens = [Style.dim, .rgb(155, 233, 168), .rgb(64, 196, 99), .rgb(48, 161, 78), .rgb(33, 110, 57)]
    return Self.shades[min(level, 4)].styled(greens[min(level, 4)], enabled: color)
  }
}

struct HeatmapJSON: Encodable {
  struct DayJSON: Encodable {
    let day: String
    let done: Int
    let judged: Int
  }
  let year: Int
  let activities: [String]
  let days: [DayJSON]
}
