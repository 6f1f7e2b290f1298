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
