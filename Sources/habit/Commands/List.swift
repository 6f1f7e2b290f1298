import ArgumentParser
import HabitCore
import HabitStore

/// `habit list`: the main screen, every active activity of the current user.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List your activities: goal, progress this period, done today, last performed.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Flag(name: .long, help: "Include archived activities.") var all = false

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let user = try context.currentUser(in: database)
    let activities = try database.activities(of: user, includeArchived: all)
    var items: [ListItem] = []
    for activity in activities {
      items.append(ListItem(activity: activity, lastPerformed: try database.lastPerformed(activity), today: context.today))
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
  let lastPerformed: Day?
  let today: Day

  var goal: Goal { activity.goal(on: today) }

  static let csvHeader = ["id", "icon", "name", "goal", "last_performed", "archived"]
  var csvRow: [String] {
    [activity.uuid, activity.icon, activity.name, goal.spec, lastPerformed?.description ?? "", String(activity.archived)]
  }

  struct JSON: Encodable {
    let id: String
    let icon: String
    let name: String
    let color: String
    let goal: String
    let goalSpec: String
    let lastPerformed: String?
    let archived: Bool
  }

  var json: JSON {
    JSON(
      id: activity.uuid, icon: activity.icon, name: activity.name, color: activity.color.hex,
      goal: goal.description, goalSpec: goal.spec, lastPerformed: lastPerformed?.description, archived: activity.archived)
  }

  static func table(_ items: [ListItem], color: Bool) -> String {
    var table = Table(titles: "", "Activity", "Goal", "Last done")
    for item in items {
      let (red, green, blue) = item.activity.color.rgb
      table.append([
        Table.Cell(item.activity.icon.isEmpty ? "·" : item.activity.icon),
        Table.Cell(item.activity.name + (item.activity.archived ? " (archived)" : ""), .rgb(red, green, blue), .bold),
        Table.Cell(item.goal.description),
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
