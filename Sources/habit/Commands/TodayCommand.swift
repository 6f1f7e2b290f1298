import ArgumentParser
import HabitCore
import HabitStore

/// `habit today` (also plain `habit`): what is due, at risk and done today, with streaks.
struct TodayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "today", abstract: "What is due today, what is at risk, what is done, with streaks.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions

  func run() throws {
    let context = try Context(global)
    let database: HabitDatabase
    let user: User
    do {
      database = try context.openForReading()
      user = try context.currentUser(in: database)
    } catch let error as StoreError
      where output.format == .table && [.noUsers, .noDatabase(path: context.databasePath)].contains(error)
    {
      print(
        Welcome.text(
          databasePath: context.databasePath, hasDatabase: error == .noUsers, userName: Welcome.suggestedUserName),
        terminator: "")
      return
    }
    let weekStart = try database.weekStart()
    let entries = try database.activities(of: user).map { activity in
      TodayEntry(
        activity: activity,
        evaluation: try database.evaluateRecent(activity, today: context.today, weekStart: weekStart))
    }.sorted { ($0.order, $0.activity.position) < ($1.order, $1.activity.position) }

    switch output.format {
    case .json:
      try printJSON(TodayJSON(user: user.name, today: context.today.description, activities: entries.map(\.json)))
    case .csv: try printCSV(header: TodayEntry.csvHeader, rows: entries.map(\.csvRow))
    case .table:
      let color = context.terminal.stdoutColor
      print("\(Wording.longDate(context.today)) · \(user.name)".styled(.bold, enabled: color))
      guard !entries.isEmpty else {
        print("No activities yet. Add one with: habit add \"Read\" --goal 1/day")
        return
      }
      let sections: [(String, Style, [Standing.State])] = [
        ("At risk", .red, [.atRisk]), ("To do", .yellow, [.due]), ("Over the limit", .red, [.overLimit]),
        ("Done", .green, [.done, .withinLimit]), ("Skipped or failed", .dim, [.skipped, .failed]),
      ]
      for (title, style, states) in sections {
        let members = entries.filter { states.contains($0.standing.state) }
        guard !members.isEmpty else { continue }
        print("")
        print(title.styled(style, .bold, enabled: color))
        var table = Table(untitled: 5, indent: "  ")
        for entry in members { table.append(entry.cells(today: context.today)) }
        print(table.render(color: color))
      }
    }
  }
}

/// One activity on the today screen.
struct TodayEntry {
  let activity: Activity
  let evaluation: Evaluation
  var standing: Standing { evaluation.standing }

  var order: Int { Standing.State.allCases.firstIndex(of: standing.state) ?? 0 }

  /// "2 more by Sunday", "last day", "1 over the limit".
  func advice(today: Day) -> String {
    let period = evaluation.currentPeriod
    let unit = period.goal.measure == .amount ? period.goal.unit.map { " " + $0 } ?? "" : ""
    switch standing.state {
    case .atRisk:
      let streak = evaluation.currentStreak.map { ": keeps a \(Wording.streak($0)) streak" } ?? ""
      return "\(formatAmount(Wording.rounded(standing.remaining)))\(unit) more by tonight\(streak)"
    case .due:
      if standing.daysLeft <= 1 { return "" }
      return "\(formatAmount(Wording.rounded(standing.remaining)))\(unit) more by \(Wording.weekday(standing.deadline))"
    case .overLimit: return "\(formatAmount(Wording.rounded(period.achieved - period.required)))\(unit) over"
    case .done, .withinLimit, .skipped, .failed: return ""
    }
  }

  func cells(today: Day) -> [Table.Cell] {
    let (red, green, blue) = activity.color.rgb
    let streak = evaluation.currentStreak.map { "🔥 " + Wording.streak($0) } ?? ""
    return [
      Table.Cell(activity.icon.isEmpty ? "·" : activity.icon),
      Table.Cell(activity.name, .rgb(red, green, blue), .bold),
      Table.Cell(Wording.progress(evaluation.currentPeriod)),
      Table.Cell(streak),
      Table.Cell(advice(today: today), .dim),
    ]
  }

  static let csvHeader = [
    "id", "name", "state", "achieved", "required", "period_start", "period_end", "streak", "streak_unit",
  ]
  var csvRow: [String] {
    let period = evaluation.currentPeriod
    return [
      activity.uuid, activity.name, standing.state.rawValue, formatAmount(period.achieved),
      formatAmount(period.required),
      period.window.start.description, period.window.end.description, String(evaluation.currentStreak?.length ?? 0),
      evaluation.currentStreak?.unit.streakUnit ?? "",
    ]
  }

  var json: TodayJSON.Entry {
    let period = evaluation.currentPeriod
    return TodayJSON.Entry(
      id: activity.uuid, name: activity.name, icon: activity.icon, goal: period.goal.spec,
      state: standing.state.rawValue,
      achieved: period.achieved, required: period.required, remaining: standing.remaining,
      periodStart: period.window.start.description, periodEnd: period.window.end.description,
      currentStreak: evaluation.currentStreak.map(StreakJSON.init))
  }
}

struct TodayJSON: Encodable {
  struct Entry: Encodable {
    let id: String
    let name: String
    let icon: String
    let goal: String
    let state: String
    let achieved: Double
    let required: Double
    let remaining: Double
    let periodStart: String
    let periodEnd: String
    let currentStreak: StreakJSON?
  }
  let user: String
  let today: String
  let activities: [Entry]
}

struct StreakJSON: Encodable {
  let length: Int
  let unit: String
  let start: String
  let end: String

  init(_ streak: Streak) {
    length = streak.length
    unit = streak.unit.streakUnit
    start = streak.start.description
    end = streak.end.description
  }
}
