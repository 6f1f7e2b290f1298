import HabitCore
import HabitScreens

/// The today screen: a heading, then the activities in groups (at risk, to do, over the limit, within the limit,
/// done, skipped or failed), each line with progress, streak and advice. When the member's activities are in
/// sections, the groups are the sections instead (see ``renderSections(to:)``).
public struct TodayView {
  public let screen: TodayScreen
  public let color: Bool
  /// The terminal\'s columns to fit in; nil (piped output) keeps every value whole.
  public let width: Int?

  public init(_ screen: TodayScreen, color: Bool, width: Int? = nil) {
    self.screen = screen
    self.color = color
    self.width = width
  }

  static let sections: [(title: String, style: Style, states: [Standing.State])] = [
    ("At risk", .red, [.atRisk]), ("To do", .yellow, [.due]), ("Over the limit", .red, [.overLimit]),
    // An at-most goal with nothing recorded has done nothing: it is kept, not done.
    ("Within the limit", .green, [.withinLimit]), ("Done", .green, [.done]),
    ("Skipped or failed", .dim, [.skipped, .failed]), ("Resting today", .dim, [.rest]), ("Paused", .dim, [.paused]),
  ]

  public func render(to stream: inout some TextOutputStream) {
    stream.write(
      "\(Wording.longDate(screen.today)) · \(visible(screen.user.name))".styled(.bold, enabled: color) + "\n")
    guard !screen.activities.isEmpty else {
      stream.write("No activities yet. Add one with: habit add \"Read\" --goal 1/day\n")
      return
    }
    guard !screen.sections.areNamed else { return renderSections(to: &stream) }
    for section in Self.sections {
      let members = screen.activities.filter { section.states.contains($0.standing.state) }
      guard !members.isEmpty else { continue }
      stream.write("\n" + section.title.styled(section.style, .bold, enabled: color) + "\n")
      var table = Table(untitled: 5, indent: "  ")
      for entry in members { table.append(cells(entry)) }
      stream.write(table.render(color: color, width: width) + "\n")
    }
  }

  /// A heading per section in the household's order (none over the activities in no section, which come
  /// first), the activities in their order within it, each line saying where it stands in the words of the
  /// ungrouped screen's headings.
  func renderSections(to stream: inout some TextOutputStream) {
    for section in screen.sections {
      stream.write("\n" + (section.name.map { visible($0).styled(.bold, enabled: color) + "\n" } ?? ""))
      var table = Table(untitled: 6, indent: "  ")
      for entry in section.items {
        var cells = cells(entry)
        cells.insert(Self.standing(entry.standing.state), at: 2)
        table.append(cells)
      }
      stream.write(table.render(color: color, width: width) + "\n")
    }
  }

  /// "to do", "done", "at risk": the standing as the ungrouped screen's heading words it.
  static func standing(_ state: Standing.State) -> Table.Cell {
    switch state {
    case .skipped, .failed: return Table.Cell(state.rawValue, .dim)
    default:
      let group = sections.first { $0.states.contains(state) }!
      return Table.Cell(group.title.lowercased(), group.style)
    }
  }

  func cells(_ entry: ActivitySummary) -> [Table.Cell] {
    let (red, green, blue) = entry.activity.color.rgb
    let streak = entry.currentStreak.map { "🔥 " + Wording.streak($0) } ?? ""
    return [
      Table.Cell(entry.activity.icon.isEmpty ? "·" : entry.activity.icon),
      Table.Cell(entry.activity.name, .rgb(red, green, blue), .bold),
      Table.Cell(Self.progress(entry)),
      Table.Cell(streak),
      Table.Cell(Self.advice(entry, turn: true), .dim),
    ]
  }

  /// This period's progress, and when a day needs a required amount, what today holds of it: "0/1 today · 16/20
  /// pages", "1/3 this week · 16/20 pages today", so that a day short of its amount does not read as untouched.
  public static func progress(_ entry: ActivitySummary) -> String {
    // A period paused whole asks nothing: "0/0 today" would read as a goal of nothing.
    if entry.standing.state == .paused && entry.currentPeriod.required == 0 { return "paused" }
    let progress = Wording.progress(entry.currentPeriod)
    guard let soFar = Wording.amountSoFar(entry.judgedToday, period: entry.currentPeriod.goal.period) else {
      return progress
    }
    return progress + " · " + soFar
  }

  /// "2 more by Sunday", "1 more by tonight: keeps a 5-day streak", "1 over"; with `turn`, whose turn it is at a
  /// shared activity with a rotation ("bob's turn").
  static func advice(_ entry: ActivitySummary, turn: Bool) -> String {
    let advice = advice(entry)
    guard turn, let member = entry.turn else { return advice }
    return (advice.isEmpty ? "" : advice + " · ") + Wording.possessive(visible(member)) + " turn"
  }

  static func advice(_ entry: ActivitySummary) -> String {
    let period = entry.currentPeriod
    let standing = entry.standing
    let unit = period.goal.measure == .amount ? period.goal.unit.map { " " + $0 } ?? "" : ""
    switch standing.state {
    case .atRisk:
      let streak = entry.currentStreak.map { ": keeps \(Wording.streakArticle($0)) streak" } ?? ""
      return "\(formatAmount(Wording.rounded(standing.remaining)))\(unit) more by tonight\(streak)"
    case .due:
      if standing.daysLeft <= 1 { return "" }
      let deadline =
        standing.weekdayNamesDeadline ? Wording.weekday(standing.deadline) : Wording.shortDay(standing.deadline)
      return "\(formatAmount(Wording.rounded(standing.remaining)))\(unit) more by \(deadline)"
    case .overLimit: return "\(formatAmount(Wording.rounded(period.achieved - period.required)))\(unit) over"
    case .rest: return "next on " + Wording.weekday(standing.deadline)
    case .paused:
      guard standing.deadline < Pauses.openEnd else { return "paused until resumed" }
      return "paused until " + Wording.shortDay(standing.deadline)
    case .done, .withinLimit, .skipped, .failed: return ""
    }
  }

  public static let csvHeader = [
    "id", "name", "state", "achieved", "required", "period_start", "period_end", "streak", "streak_unit",
  ]

  public var csvRows: [[String]] {
    screen.activities.map { entry in
      let period = entry.currentPeriod
      return [
        entry.activity.uuid, entry.activity.name, entry.standing.state.rawValue, formatAmount(period.achieved),
        formatAmount(period.required), period.window.start.description, period.window.end.description,
        String(entry.currentStreak?.length ?? 0), entry.currentStreak?.unit.streakUnit ?? "",
      ]
    }
  }

  public var json: JSON {
    JSON(
      user: screen.user.name, today: screen.today.description,
      activities: screen.activities.map { entry in
        let period = entry.currentPeriod
        return JSON.Entry(
          id: entry.activity.uuid, name: entry.activity.name, icon: entry.activity.icon, goal: period.goal.spec,
          state: entry.standing.state.rawValue, todayStatus: entry.todayStatus.rawValue,
          periodStatus: period.status.rawValue, achieved: period.achieved, required: period.required,
          remaining: entry.standing.remaining, periodStart: period.window.start.description,
          periodEnd: period.window.end.description, currentStreak: entry.currentStreak.map(StreakJSON.init),
          pausedUntil: entry.standing.state == .paused
            ? (entry.standing.deadline < Pauses.openEnd ? entry.standing.deadline.description : "resumed") : nil,
          nextDue: entry.standing.state == .rest ? entry.standing.deadline.description : nil,
          shared: entry.activity.shared ? true : nil, turn: entry.turn, section: entry.activity.section,
          position: entry.activity.position)
      })
  }

  public struct JSON: Codable, Hashable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
      let id: String
      let name: String
      let icon: String
      let goal: String
      let state: String
      let todayStatus: String
      let periodStatus: String
      let achieved: Double
      let required: Double
      let remaining: Double
      let periodStart: String
      let periodEnd: String
      let currentStreak: StreakJSON?
      /// For a paused activity, the pause's last day, or "resumed" for one until resumed.
      let pausedUntil: String?
      /// On a weekday goal's rest day, the next day it is due.
      let nextDue: String?
      /// true for the household's shared activity (absent otherwise).
      let shared: Bool?
      /// At a shared activity with a rotation, the member whose turn it is.
      let turn: String?
      /// The section it is listed in (null: none) and its place in the member's order, smallest first.
      let section: String?
      let position: Int
    }
    let user: String
    let today: String
    let activities: [Entry]
  }
}
