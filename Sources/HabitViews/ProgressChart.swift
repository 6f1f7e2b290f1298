import HabitCore

/// One page of `habit plan progress` as text: a row per day with a bar of its tasks, the goal and whether the
/// day was fully successful, then the period against the one before.
public enum ProgressChart {
  /// Each task fills this many cells of a day's bar.
  public static let cellsPerTask = 4

  public static func render(_ page: PlanProgressPage, color: Bool) -> String {
    let unit = page.grouping == .week ? "week" : "month"
    var title =
      page.grouping == .week
      ? "Week of \(Wording.shortDay(page.interval.start)) to \(Wording.shortDay(page.interval.end))"
      : Wording.month(page.interval.start.month, year: page.interval.start.year)
    title += " · page \(page.page) of \(page.pageCount)"
    if page.isCurrent { title += " · this \(unit), to date" }
    var lines = [title.styled(.bold, enabled: color), ""]
    let dateWidth = displayWidth(Wording.shortDay(page.interval.start))
    let barWidth = DailyPlan.taskCount * cellsPerTask
    lines.append(
      String(repeating: " ", count: dateWidth + 2) + "tasks".padded(to: barWidth + 6) + "goal  fully successful")
    for row in page.rows {
      var line = Wording.shortDay(row.day).styled(.dim, enabled: color) + "  "
      if row.isFuture {
        lines.append(line.trimmingTrailingSpaces())
        continue
      }
      guard let plan = row.plan else {
        lines.append(line + "no plan".styled(.dim, enabled: color))
        continue
      }
      let filled = plan.tasksDone * cellsPerTask
      line += String(repeating: "█", count: filled).styled(.green, enabled: color)
      line += String(repeating: "·", count: barWidth - filled) + " \(plan.tasksDone)/\(DailyPlan.taskCount)  "
      let goal = plan.goalAchieved ? PlanText.achievedMark.styled(.yellow, enabled: color) : PlanText.notYetMark
      line += goal + "     "
      line += plan.isFullySuccessful ? PlanText.doneMark.styled(.green, enabled: color) : ""
      lines.append(line.trimmingTrailingSpaces())
    }
    lines.append("")
    lines += comparison(page, unit: unit, color: color)
    lines.append("")
    lines.append(
      "\(PlanText.achievedMark) goal achieved  \(PlanText.notYetMark) not yet  \(PlanText.doneMark) fully successful: "
        + "the goal and all three tasks".styled(.dim, enabled: color))
    return lines.joined(separator: "\n")
  }

  /// The tally of the page's period and of the one before, and the difference, as a small table.
  public static func comparison(_ page: PlanProgressPage, unit: String, color: Bool) -> [String] {
    let comparison = page.comparison
    var table = Table([
      .init(title: ""), .init(title: page.isCurrent ? "this \(unit)" : "that \(unit)", alignRight: true),
      .init(title: "\(unit) before", alignRight: true), .init(title: "change"),
    ])
    func row(_ name: String, _ change: PlanComparison.Change?, now: String, before: String, points: Bool = false) {
      let verdict: Table.Cell
      if let change {
        let amount = (change.difference > 0 ? "+" : "") + "\(change.difference)" + (points ? " points" : "")
        let style: Style? = change.verdict == .better ? .green : change.verdict == .worse ? .red : nil
        verdict = change.verdict == .same ? "same" : Table.Cell(amount + ", " + change.verdict.rawValue, style)
      } else {
        verdict = Table.Cell("no plans to compare", .dim)
      }
      table.append([Table.Cell(name), Table.Cell(now), Table.Cell(before), verdict])
    }
    row(
      "Fully successful days", comparison.fullySuccessfulDays, now: "\(page.tally.fullySuccessfulDays)",
      before: "\(page.previousTally.fullySuccessfulDays)")
    row(
      "Goals achieved", comparison.goalsAchieved, now: "\(page.tally.goalsAchieved)",
      before: "\(page.previousTally.goalsAchieved)")
    row(
      "Tasks done", comparison.taskPercentage, now: percentage(page.tally), before: percentage(page.previousTally),
      points: true)
    return table.render(color: color).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `8 of 12 (67%)`, or `none planned`.
  public static func percentage(_ tally: PlanTally) -> String {
    guard let percentage = tally.taskPercentage else { return "none planned" }
    return "\(tally.tasksDone) of \(tally.tasksPlanned) (\(percentage)%)"
  }
}

/// A page of the plan chart as JSON: the period, each day, and the tallies compared.
public struct PlanProgressJSON: Encodable, Sendable {
  public struct Row: Encodable, Sendable {
    let day: String
    let planned: Bool
    let future: Bool
    let tasksDone: Int
    let goalAchieved: Bool
    let fullySuccessful: Bool
  }
  public struct Tally: Encodable, Sendable {
    let start: String
    let end: String
    let plannedDays: Int
    let goalsAchieved: Int
    let fullySuccessfulDays: Int
    let tasksDone: Int
    let tasksPlanned: Int

    init(_ tally: PlanTally, _ interval: PeriodInterval) {
      (start, end) = (interval.start.description, interval.end.description)
      (plannedDays, goalsAchieved, fullySuccessfulDays) =
        (tally.plannedDays, tally.goalsAchieved, tally.fullySuccessfulDays)
      (tasksDone, tasksPlanned) = (tally.tasksDone, tally.tasksPlanned)
    }
  }
  let by: String
  let page: Int
  let pageCount: Int
  let current: Bool
  let rows: [Row]
  let tally: Tally
  let previous: Tally

  public init(_ page: PlanProgressPage) {
    by = page.grouping.rawValue
    self.page = page.page
    pageCount = page.pageCount
    current = page.isCurrent
    rows = page.rows.map {
      Row(
        day: $0.day.description, planned: $0.plan != nil, future: $0.isFuture, tasksDone: $0.plan?.tasksDone ?? 0,
        goalAchieved: $0.plan?.goalAchieved ?? false, fullySuccessful: $0.plan?.isFullySuccessful ?? false)
    }
    tally = Tally(page.tally, page.interval)
    previous = Tally(page.previousTally, page.previousInterval)
  }

  public static let csvHeader = ["day", "planned", "tasks_done", "goal_achieved", "fully_successful"]

  /// One row per day of the page up to today.
  public static func csvRows(_ page: PlanProgressPage) -> [[String]] {
    page.rows.filter { !$0.isFuture }.map {
      [
        $0.day.description, String($0.plan != nil), String($0.plan?.tasksDone ?? 0),
        String($0.plan?.goalAchieved ?? false), String($0.plan?.isFullySuccessful ?? false),
      ]
    }
  }
}
