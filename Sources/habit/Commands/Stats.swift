import ArgumentParser
import HabitCore
import HabitStore

/// `habit stats NAME`: streaks, totals, completion rates and a monthly breakdown chart.
struct Stats: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract: "Streaks, times completed, completion rates and a monthly breakdown of an activity.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(help: "The activity (name or id prefix).") var activity: String
  @Option(
    name: .long, parsing: .unconditional,
    help: "Show only the last N months of the breakdown (default: since it was created).")
  var months: Int?

  func validate() throws {
    if let months, months < 1 { throw ValidationError("--months must be 1 or more") }
  }

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let found = try database.activity(activity, of: try context.currentUser(in: database))
    let today = context.today
    let evaluation = try database.evaluateAll(found, today: today, weekStart: try database.weekStart())
    let yearStart = Day(year: today.year, month: 1, day: 1)!
    let rateThisYear = evaluation.completionRate(in: max(yearStart, evaluation.start)...today)
    let rateSinceStart = evaluation.completionRate(in: evaluation.start...today)
    var breakdown = evaluation.monthlyBreakdown(from: evaluation.start)
    if let months { breakdown = Array(breakdown.suffix(months)) }
    let period = evaluation.currentPeriod

    switch output.format {
    case .json:
      try printJSON(
        StatsJSON(
          id: found.uuid, name: found.name, goal: period.goal.spec, start: evaluation.start.description,
          currentStreak: evaluation.currentStreak.map(StreakJSON.init),
          bestStreak: evaluation.bestStreak.map(StreakJSON.init),
          timesCompleted: evaluation.timesCompleted, lastPerformed: evaluation.lastPerformed?.description,
          currentPeriod: PeriodJSON(period),
          completionRateThisYear: rateThisYear, completionRateSinceStart: rateSinceStart,
          months: breakdown.map {
            .init(
              month: String($0.month.description.prefix(7)), completions: $0.completions, amount: $0.amount,
              daysDone: $0.daysDone)
          }))
    case .csv:
      try printCSV(
        header: ["month", "completions", "amount", "days_done"],
        rows: breakdown.map {
          [
            String($0.month.description.prefix(7)), String($0.completions), formatAmount($0.amount),
            String($0.daysDone),
          ]
        })
    case .table:
      let color = context.terminal.stdoutColor
      let (red, green, blue) = found.color.rgb
      var title =
        (found.icon.isEmpty ? "" : found.icon + " ") + found.name.styled(.rgb(red, green, blue), .bold, enabled: color)
      title += " · " + period.goal.description
      if let quantity = found.requiredQuantity { title += ", \(quantity) each time" }
      print(title)
      print("")
      let status =
        switch period.status {
        case .met: "met"
        case .unmet: "not met"
        case .neutral: "skipped"
        case .inProgress: "in progress"
        }
      let rows: [(String, String)] = [
        ("Current streak", Wording.streakWithDates(evaluation.currentStreak)),
        ("Best streak", Wording.streakWithDates(evaluation.bestStreak)),
        ("Times completed", String(evaluation.timesCompleted)),
        ("Last done", relativeDay(evaluation.lastPerformed, today: today)),
        ("This period", "\(status): \(Wording.progress(period))"),
        (
          "Completion rate",
          "\(Wording.percent(rateThisYear)) in \(today.year) · \(Wording.percent(rateSinceStart)) since \(evaluation.start)"
        ),
      ]
      for (name, value) in rows { print(name.padded(to: 17).styled(.dim, enabled: color) + value) }
      print("")
      print("Days done per month".styled(.bold, enabled: color))
      for month in breakdown {
        let days = min(month.month.lastOfMonth, today).dayOfMonth
        let bar = Bar.draw(Double(month.daysDone), of: 31, width: 31)
        print(
          String(month.month.description.prefix(7)) + "  "
            + bar.padded(to: 31).styled(.rgb(red, green, blue), enabled: color)
            + "  \(month.daysDone)/\(days)")
      }
    }
  }
}

struct StatsJSON: Encodable {
  struct MonthJSON: Encodable {
    let month: String
    let completions: Int
    let amount: Double
    let daysDone: Int
  }
  let id: String
  let name: String
  let goal: String
  let start: String
  let currentStreak: StreakJSON?
  let bestStreak: StreakJSON?
  let timesCompleted: Int
  let lastPerformed: String?
  let currentPeriod: PeriodJSON
  let completionRateThisYear: Double?
  let completionRateSinceStart: Double?
  let months: [MonthJSON]
}

/// One judged period, as every `--format json` view writes it.
struct PeriodJSON: Encodable {
  let start: String
  let end: String
  let status: String
  let achieved: Double
  let required: Double

  init(_ result: PeriodResult) {
    start = result.window.start.description
    end = result.window.end.description
    status = result.status.rawValue
    achieved = result.achieved
    required = result.required
  }
}
