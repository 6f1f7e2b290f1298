import HabitCore

/// The plan log as text: a summary line per month, then each day's goal and tasks, newest first.
public enum PlanLogText {
  /// `November 2026 · 4 days planned · 2 goals achieved · 1 fully successful day · 8 of 12 tasks done (67%)`.
  public static func summary(_ month: PlanLogMonth) -> String {
    let tally = month.tally
    return [
      Wording.month(month.month, year: month.year),
      count(tally.plannedDays, "day planned", "days planned"),
      count(tally.goalsAchieved, "goal achieved", "goals achieved"),
      count(tally.fullySuccessfulDays, "fully successful day", "fully successful days"),
      "\(tally.tasksDone) of \(tally.tasksPlanned) tasks done (\(tally.taskPercentage ?? 0)%)",
    ].joined(separator: " · ")
  }

  public static func render(_ months: [PlanLogMonth], color: Bool) -> String {
    var lines: [String] = []
    for month in months {
      if !lines.isEmpty { lines.append("") }
      lines.append(summary(month).styled(.bold, enabled: color))
      for plan in month.plans {
        let block = PlanText.block(plan, color: color)
        let date = Wording.shortDay(plan.day)
        lines.append("")
        lines.append("  " + date.styled(.dim, enabled: color) + "  " + block[0])
        let indent = String(repeating: " ", count: 2 + displayWidth(date) + 2)
        lines += block.dropFirst().map { indent + $0 }
      }
    }
    return lines.joined(separator: "\n")
  }

  public static func count(_ value: Int, _ singular: String, _ plural: String) -> String {
    "\(value) \(value == 1 ? singular : plural)"
  }
}

/// The log as JSON: months newest first, each with its tally and plans.
public struct PlanLogJSON: Encodable, Sendable {
  public struct Month: Encodable, Sendable {
    let month: String
    let plannedDays: Int
    let goalsAchieved: Int
    let fullySuccessfulDays: Int
    let tasksDone: Int
    let tasksPlanned: Int
    let plans: [PlanJSON]
  }
  public let months: [Month]

  public init(_ months: [PlanLogMonth]) {
    self.months = months.map { month in
      let tally = month.tally
      return Month(
        month: "\(month.year)-\(month.month < 10 ? "0" : "")\(month.month)", plannedDays: tally.plannedDays,
        goalsAchieved: tally.goalsAchieved, fullySuccessfulDays: tally.fullySuccessfulDays, tasksDone: tally.tasksDone,
        tasksPlanned: tally.tasksPlanned, plans: month.plans.map(PlanJSON.init))
    }
  }
}
