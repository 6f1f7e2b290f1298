import HabitCore
import HabitScreens

/// The list of activities: goal, progress this period, today, streak, last done. When the member's activities are
/// in sections, a heading before each section's (none before those in no section, which come first).
public struct ListView {
  public let list: ActivityList
  public let color: Bool
  /// The terminal\'s columns to fit in; nil (piped output) keeps every value whole.
  public let width: Int?

  public init(_ list: ActivityList, color: Bool, width: Int? = nil) {
    self.list = list
    self.color = color
    self.width = width
  }

  public func render(to stream: inout some TextOutputStream) {
    var table = Table(titles: "", "Activity", "Goal", "Progress", "Today", "Streak", "Last done")
    let grouped = list.sections.areNamed
    for section in grouped ? list.sections : [] {
      if let name = section.name {
        let heading = visible(name).styled(.bold, enabled: color)
        table.headings[table.rows.count] = table.rows.isEmpty ? heading : "\n" + heading
      }
      table.rows += section.items.map(row)
    }
    if !grouped { table.rows = list.activities.map(row) }
    stream.write(table.render(color: color, width: width) + "\n")
  }

  func row(_ entry: ActivitySummary) -> [Table.Cell] {
    let (red, green, blue) = entry.activity.color.rgb
    let met = entry.currentPeriod.status == .met
    return [
      Table.Cell(entry.activity.icon.isEmpty ? "·" : entry.activity.icon),
      Table.Cell(
        entry.activity.name + (entry.activity.archived ? " (archived)" : ""), .rgb(red, green, blue), .bold),
      Table.Cell(entry.goal.description),
      Table.Cell(Wording.progress(entry.currentPeriod), met ? .green : nil),
      Self.today(entry),
      Table.Cell(Wording.streak(entry.currentStreak)),
      Table.Cell(Wording.relativeDay(entry.lastPerformed, today: list.today), .dim),
    ]
  }

  /// Today's cell: the evaluation's status of the day, and for a daily goal that asks for more than one, the
  /// progress towards it ("3/8 ◐", "8/8 ✓", "3/2 !"), so one glass of eight does not read as done.
  static func today(_ entry: ActivitySummary) -> Table.Cell {
    let status = entry.todayStatus
    let symbol = DayCells.symbol(status)
    let period = entry.currentPeriod
    switch status {
    case .done, .partial, .overLimit, .empty:
      if period.goal.period == .day && (period.required > 1 || period.goal.measure == .amount) {
        let progress =
          "\(formatAmount(Wording.rounded(period.achieved)))/\(formatAmount(Wording.rounded(period.required)))"
        return Table.Cell(status == .empty ? progress : progress + " " + symbol, DayCells.style(status))
      }
    case .skipped, .failed, .rest, .paused, .future, .beforeStart, .notLoaded: break
    }
    return Table.Cell(symbol == " " ? "·" : symbol, DayCells.style(status) ?? .dim)
  }

  public static let csvHeader = [
    "id", "icon", "name", "goal", "achieved", "required", "period_start", "period_end", "done_today", "streak",
    "streak_unit", "last_performed", "archived",
  ]

  public var csvRows: [[String]] {
    list.activities.map { entry in
      let period = entry.currentPeriod
      return [
        entry.activity.uuid, entry.activity.icon, entry.activity.name, entry.goal.spec, formatAmount(period.achieved),
        formatAmount(period.required), period.window.start.description, period.window.end.description,
        String(entry.todayStatus == .done), String(entry.currentStreak?.length ?? 0),
        entry.currentStreak?.unit.streakUnit ?? "", entry.lastPerformed?.description ?? "",
        String(entry.activity.archived),
      ]
    }
  }

  public var json: [JSON] {
    list.activities.map { entry in
      let period = entry.currentPeriod
      return JSON(
        id: entry.activity.uuid, icon: entry.activity.icon, name: entry.activity.name,
        color: entry.activity.color.hex, goal: entry.goal.description, goalSpec: entry.goal.spec,
        progress: JSON.Progress(
          achieved: period.achieved, required: period.required, status: period.status.rawValue,
          periodStart: period.window.start.description, periodEnd: period.window.end.description),
        doneToday: entry.todayStatus == .done, todayStatus: entry.todayStatus.rawValue,
        currentStreak: entry.currentStreak.map(StreakJSON.init), lastPerformed: entry.lastPerformed?.description,
        archived: entry.activity.archived, section: entry.activity.section, position: entry.activity.position)
    }
  }

  public struct JSON: Codable, Hashable, Sendable {
    public struct Progress: Codable, Hashable, Sendable {
      let achieved: Double
      let required: Double
      let status: String
      let periodStart: String
      let periodEnd: String
    }
    let id: String
    let icon: String
    let name: String
    let color: String
    let goal: String
    let goalSpec: String
    let progress: Progress
    let doneToday: Bool
    let todayStatus: String
    let currentStreak: StreakJSON?
    let lastPerformed: String?
    let archived: Bool
    /// The section it is listed in (null: none) and its place in the member's order, smallest first.
    let section: String?
    let position: Int
  }
}
