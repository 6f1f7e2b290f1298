import HabitCore
import HabitScreens

/// An activity's statistics: streaks with dates, totals, rates, then a bar per month of the days done.
public struct StatsView {
  public let stats: ActivityStatistics
  public let color: Bool

  public init(_ stats: ActivityStatistics, color: Bool) {
    self.stats = stats
    self.color = color
  }

  public func render(to stream: inout some TextOutputStream) {
    let activity = stats.activity
    let period = stats.currentPeriod
    let (red, green, blue) = activity.color.rgb
    var title =
      (activity.icon.isEmpty ? "" : visible(activity.icon) + " ")
      + visible(activity.name).styled(.rgb(red, green, blue), .bold, enabled: color)
    title += " · " + period.goal.description
    if let quantity = activity.requiredQuantity { title += ", \(visible(quantity.description)) each time" }
    stream.write(title + "\n\n")
    let status =
      switch period.status {
      case .met: "met"
      case .unmet: "not met"
      case .neutral: "skipped"
      case .inProgress: "in progress"
      }
    let rows: [(String, String)] = [
      ("Current streak", Wording.streakWithDates(stats.currentStreak)),
      ("Best streak", Wording.streakWithDates(stats.bestStreak)),
      ("Times completed", String(stats.timesCompleted)),
      ("Last done", Wording.relativeDay(stats.lastPerformed, today: stats.today)),
      ("This period", "\(status): \(Wording.progress(period))"),
      (
        "Completion rate",
        "\(Wording.percent(stats.completionRateThisYear)) in \(stats.today.year) · "
          + "\(Wording.percent(stats.completionRateSinceStart)) since \(stats.start)"
      ),
    ]
    let shares = stats.credits.map(ShowView.shares) ?? []
    for (name, value) in rows + shares {
      stream.write(name.padded(to: 17).styled(.dim, enabled: color) + visible(value) + "\n")
    }
    stream.write("\n" + "Days done per month".styled(.bold, enabled: color) + "\n")
    var index = 0
    while index < stats.months.count {
      let month = stats.months[index]
      // A year or more with nothing recorded reads as one line: a first record in year 1 would else print
      // 24,000 empty months.
      let quiet = stats.months.quietMonths(from: index)
      if quiet >= Self.quietMonthsShownAsOne {
        let last = stats.months[index + quiet - 1]
        stream.write(
          "\(String(month.month.description.prefix(7))) to \(String(last.month.description.prefix(7)))  "
            + "nothing recorded in \(quiet) months".styled(.dim, enabled: color) + "\n")
        index += quiet
        continue
      }
      let bar = Bar.draw(Double(month.daysDone), of: 31, width: 31)
      stream.write(
        String(month.month.description.prefix(7)) + "  "
          + bar.padded(to: 31).styled(.rgb(red, green, blue), enabled: color)
          + "  \(month.daysDone)/\(month.daysJudged)\n")
      index += 1
    }
  }

  /// From how many months in a row with nothing recorded the breakdown shows them as one line.
  static let quietMonthsShownAsOne = 12

  public static let csvHeader = ["month", "completions", "amount", "days_done"]

  public var csvRows: [[String]] {
    stats.months.map {
      [String($0.month.description.prefix(7)), String($0.completions), formatAmount($0.amount), String($0.daysDone)]
    }
  }

  public var json: JSON {
    JSON(
      id: stats.activity.uuid, name: stats.activity.name, goal: stats.currentPeriod.goal.spec,
      start: stats.start.description, currentStreak: stats.currentStreak.map(StreakJSON.init),
      bestStreak: stats.bestStreak.map(StreakJSON.init), timesCompleted: stats.timesCompleted,
      lastPerformed: stats.lastPerformed?.description, currentPeriod: PeriodJSON(stats.currentPeriod),
      completionRateThisYear: stats.completionRateThisYear, completionRateSinceStart: stats.completionRateSinceStart,
      months: stats.months.map {
        .init(
          month: String($0.month.description.prefix(7)), completions: $0.completions, amount: $0.amount,
          daysDone: $0.daysDone, daysJudged: $0.daysJudged)
      }, credits: stats.credits.map { $0.shares.map(CreditJSON.init) })
  }

  public struct JSON: Codable, Hashable, Sendable {
    public struct Month: Codable, Hashable, Sendable {
      let month: String
      let completions: Int
      let amount: Double
      let daysDone: Int
      /// The month's days within the history through today: what `daysDone` is out of.
      let daysJudged: Int
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
    let months: [Month]
    /// For a shared activity, each member's share (absent otherwise).
    let credits: [CreditJSON]?
  }
}
