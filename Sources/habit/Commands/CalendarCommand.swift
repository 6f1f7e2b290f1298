import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit calendar NAME`: a month grid with done, partial, skipped and failed days, and today marked.
struct CalendarCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calendar", abstract: "A month of an activity: done, skipped and failed days, today marked.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(help: "The activity (name or id prefix).") var activity: String
  @Option(name: .long, help: ArgumentHelp("The month, yyyy-MM (default: this month).", valueName: "yyyy-MM"))
  var month: String?

  func run() throws {
    let context = try Context(global)
    let first = try parseMonth(month, today: context.today)
    let last = first.lastOfMonth
    let database = try context.openForReading()
    let found = try database.activity(activity, of: try context.currentUser(in: database))
    let weekStart = try database.weekStart()
    let evaluation = try database.evaluate(found, over: first...last, today: context.today, weekStart: weekStart)
    let days = Array(first...last)

    switch output.format {
    case .json:
      try printJSON(
        CalendarJSON(
          id: found.uuid, name: found.name, month: String(first.description.prefix(7)),
          days: days.map { .init(day: $0.description, status: evaluation.dayStatus($0).rawValue) },
          periods: evaluation.periods(in: first...last).map(PeriodJSON.init)))
    case .csv:
      try printCSV(header: ["day", "status"], rows: days.map { [$0.description, evaluation.dayStatus($0).rawValue] })
    case .table:
      print(
        render(
          found, first: first, evaluation: evaluation, weekStart: weekStart, today: context.today,
          color: context.terminal.stdoutColor))
    }
  }

  func render(_ activity: Activity, first: Day, evaluation: Evaluation, weekStart: WeekStart, today: Day, color: Bool)
    -> String
  {
    let goal = activity.goal(on: min(first.lastOfMonth, today))
    var lines = [
      "\(Wording.months[first.month - 1]) \(first.year) · \(activity.icon.isEmpty ? "" : activity.icon + " ")\(activity.name) · \(goal)"
        .styled(.bold, enabled: color),
      DayCells.weekdayHeader(weekStart).map { " " + $0 + "  " }.joined().trimmingTrailingSpaces(),
    ]
    let offset = (first.isoWeekday - weekStart.isoWeekday + 7) % 7
    var rowStart = first.adding(days: -offset)
    while rowStart <= first.lastOfMonth {
      var line = ""
      for index in 0..<7 {
        let day = rowStart.adding(days: index)
        guard day.month == first.month && day.year == first.year else {
          line += "     "
          continue
        }
        let status = evaluation.dayStatus(day)
        let number = (day.dayOfMonth < 10 ? " " : "") + String(day.dayOfMonth)
        let cell = (number + DayCells.symbol(status)).styled(DayCells.style(status), enabled: color)
        line += day == today ? "[" + cell + "]" : " " + cell + " "
      }
      if goal.period == .week, let week = evaluation.periods(in: rowStart...rowStart).last, week.interval.start <= today
      {
        let mark = week.status == .met ? "✓" : week.status == .unmet ? "✗" : " "
        line +=
          "  "
          + "\(formatAmount(Wording.rounded(week.achieved)))/\(formatAmount(Wording.rounded(week.required))) \(mark)"
          .styled(.dim, enabled: color)
      }
      lines.append(line.trimmingTrailingSpaces())
      rowStart = rowStart.adding(days: 7)
    }
    let judged = Array(first...min(first.lastOfMonth, today)).map(evaluation.dayStatus)
    let done = judged.filter { $0 == .done }.count
    lines.append("")
    lines.append(
      "\(Wording.count(done, "day")) done".styled(.dim, enabled: color) + "   "
        + DayCells.legend.styled(.dim, enabled: color))
    return lines.joined(separator: "\n")
  }
}

/// Reads `--month yyyy-MM`; nil means the month containing today.
func parseMonth(_ text: String?, today: Day) throws(CLIError) -> Day {
  guard let text else { return today.firstOfMonth }
  do {
    return try Day(parsing: text + "-01")
  } catch {
    throw CLIError.usage("--month '\(text)' is not a month of the form yyyy-MM", hint: "For example: --month 2026-03")
  }
}

struct CalendarJSON: Encodable {
  struct DayJSON: Encodable {
    let day: String
    let status: String
  }
  let id: String
  let name: String
  let month: String
  let days: [DayJSON]
  let periods: [PeriodJSON]
}
