import ArgumentParser
import HabitCore
import HabitStore

/// `habit list`: the main screen, every active activity of the current user.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List your activities: goal, progress this period, done today, streak, last performed.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Flag(name: .long, help: "Include archived activities.") var all = false

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let user = try context.currentUser(in: database)
    let weekStart = try database.weekStart()
    let items = try database.activities(of: user, includeArchived: all).map { activity in
      ListItem(
        activity: activity,
        evaluation: try database.evaluateRecent(activity, today: context.today, weekStart: weekStart),
        lastPerformed: try database.lastPerformed(activity), today: context.today)
    }
    switch output.format {
    case .json: try printJSON(items.map(\.json))
    case .csv: try printCSV(header: ListItem.csvHeader, rows: items.map(\.csvRow))
    case .table:
      guard !items.isEmpty else {
        Message.info("\(user.name) has no activities yet. Add one with: habit add \"Read\" --goal 1/day")
        return
      }
      print(ListItem.table(items, color: context.terminal.stdoutColor))
    }
  }
}

/// One line of the main screen.
struct ListItem {
  let activity: Activity
  let evaluation: Evaluation
  let lastPerformed: Day?
  let today: Day

  var goal: Goal { activity.goal(on: today) }
  var doneToday: Bool { evaluation.dayStatus(today) == .done }
  var period: PeriodResult { evaluation.currentPeriod }

  static let csvHeader = [
    "id", "icon", "name", "goal", "achieved", "required", "period_start", "period_end", "done_today", "streak",
    "streak_unit", "last_performed", "archived",
  ]
  var csvRow: [String] {
    [
      activity.uuid, activity.icon, activity.name, goal.spec, formatAmount(period.achieved),
      formatAmount(period.required),
      period.window.start.description, period.window.end.description, String(doneToday),
      String(evaluation.currentStreak?.length ?? 0), evaluation.currentStreak?.unit.streakUnit ?? "",
      lastPerformed?.description ?? "", String(activity.archived),
    ]
  }

  struct JSON: Encodable {
    let id: String
    let icon: String
    let name: String
    let color: String
    let goal: String
    let goalSpec: String
    let progress: Progress
    let doneToday: Bool
    let currentStreak: StreakJSON?
    let lastPerformed: String?
    let archived: Bool
  }

  struct Progress: Encodable {
    let achieved: Double
    let required: Double
    let status: String
    let periodStart: String
    let periodEnd: String
  }

  var json: JSON {
    JSON(
      id: activity.uuid, icon: activity.icon, name: activity.name, color: activity.color.hex, goal: goal.description,
      goalSpec: goal.spec,
      progress: Progress(
        achieved: period.achieved, required: period.required, status: period.status.rawValue,
        periodStart: period.window.start.description, periodEnd: period.window.end.description),
      doneToday: doneToday, currentStreak: evaluation.currentStreak.map(StreakJSON.init),
      lastPerformed: lastPerformed?.description, archived: activity.archived)
  }

  static func table(_ items: [ListItem], color: Bool) -> String {
    var table = Table(titles: "", "Activity", "Goal", "Progress", "Today", "Streak", "Last done")
    for item in items {
      let (red, green, blue) = item.activity.color.rgb
      let met = item.period.status == .met
      table.append([
        Table.Cell(item.activity.icon.isEmpty ? "·" : item.activity.icon),
        Table.Cell(item.activity.name + (item.activity.archived ? " (archived)" : ""), .rgb(red, green, blue), .bold),
        Table.Cell(item.goal.description),
        Table.Cell(Wording.progress(item.period), met ? .green : nil),
        Table.Cell(item.doneToday ? "✓" : "·", item.doneToday ? .green : .dim),
        Table.Cell(Wording.streak(item.evaluation.currentStreak)),
        Table.Cell(relativeDay(item.lastPerformed, today: item.today), .dim),
      ])
    }
    return table.render(color: color)
  }
}

/// "today", "yesterday", "3 days ago", or the date when it is further back than a week.
func relativeDay(_ day: Day?, today: Day) -> String {
  guard let day else { return "never" }
  switch day.distance(to: today) {
  case 0: return "today"
  case 1: return "yesterday"
  case 2...7: return "\(day.distance(to: today)) days ago"
  default: return day.description
  }
}
