import HabitCore
import HabitScreens

/// The household board: each shared activity with its members' progress and streaks, then each member overall.
/// When shared activities are in sections, they are listed by section, each under its underlined heading (none
/// over those in no section, which come first).
public struct BoardView {
  public let board: HouseholdBoard
  public let color: Bool
  /// The terminal\'s columns to fit in; nil (piped output) keeps every value whole.
  public let width: Int?

  public init(_ board: HouseholdBoard, color: Bool, width: Int? = nil) {
    self.board = board
    self.color = color
    self.width = width
  }

  public func render(to stream: inout some TextOutputStream) {
    let today = board.today
    var lines = ["Household · \(Wording.longDate(today))".styled(.bold, enabled: color)]
    if !board.chores.isEmpty {
      lines.append("")
      lines.append("Shared".styled(.bold, enabled: color))
      var table = Table([
        .init(title: "activity"), .init(title: "this period"), .init(title: "streak"), .init(title: "best"),
        .init(title: "last 30 days"),
      ])
      table.indent = "  "
      for chore in board.chores {
        let entry = chore.entry
        let mark = entry.isOnTrack ? " ✓" : ""
        let turn = chore.credits.turn.map { " · \(Wording.possessive($0)) turn" } ?? ""
        table.append([
          Table.Cell(entry.activity.name),
          Table.Cell(Wording.progress(entry.currentPeriod) + mark, entry.isOnTrack ? .green : nil),
          Table.Cell(Wording.streak(entry.currentStreak)), Table.Cell(Wording.streak(entry.bestStreak)),
          Table.Cell(Self.shares(chore.credits) + turn),
        ])
      }
      lines.append(table.render(color: color, width: width))
    }
    let grouped = board.sections.contains { $0.name != nil }
    for section in grouped ? board.sections : [SectionGroup(name: nil, items: board.shared)] {
      if let name = section.name.map(visible) {
        lines += ["", name.styled(.bold, enabled: color), String(repeating: "─", count: displayWidth(name))]
      }
      for group in section.items { lines += self.lines(group) }
    }
    lines.append("")
    lines.append("Overall".styled(.bold, enabled: color))
    var table = Table([
      .init(title: "member"), .init(title: "on track"), .init(title: "longest streak now"), .init(title: "best ever"),
    ])
    table.indent = "  "
    for member in board.members {
      table.append([
        Table.Cell(member.user.name), Table.Cell("\(member.onTrack) of \(member.entries.count)"),
        Table.Cell(Self.describe(member.longestCurrent, \.currentStreak)),
        Table.Cell(Self.describe(member.longestBest, \.bestStreak)),
      ])
    }
    lines.append(table.render(color: color, width: width))
    stream.write(lines.joined(separator: "\n") + "\n")
  }

  /// "bob 60%, mia 40%" over the last 30 days, or "–".
  static func shares(_ credits: Credits) -> String {
    let done = credits.shares.filter { $0.month > 0 }
    guard !done.isEmpty else { return "–" }
    return done.map { "\($0.member ?? "a former member") \(Credits.percent($0.month, of: credits.month))%" }
      .joined(separator: ", ")
  }

  /// A shared activity's name and its members' table.
  func lines(_ group: HouseholdBoard.Shared) -> [String] {
    var table = Table([
      .init(title: "member"), .init(title: "this period"), .init(title: "streak"), .init(title: "best"),
    ])
    table.indent = "  "
    for entry in group.entries {
      let period = entry.currentPeriod
      let mark = entry.isOnTrack ? " ✓" : ""
      table.append([
        Table.Cell(entry.user.name),
        Table.Cell(Wording.progress(period) + mark, entry.isOnTrack ? .green : nil),
        Table.Cell(Wording.streak(entry.currentStreak)), Table.Cell(Wording.streak(entry.bestStreak)),
      ])
    }
    return ["", visible(group.name).styled(.bold, enabled: color), table.render(color: color, width: width)]
  }

  /// "12 days (Read)", or "–".
  static func describe(_ entry: BoardEntry?, _ streak: KeyPath<BoardEntry, Streak?>) -> String {
    guard let entry, let value = entry[keyPath: streak] else { return "–" }
    return "\(Wording.streak(value)) (\(entry.activity.name))"
  }

  public static let csvHeader = [
    "activity", "member", "shared", "goal", "achieved", "required", "period_start", "period_end", "on_track",
    "streak", "streak_unit", "best_streak", "best_streak_unit",
  ]

  public var csvRows: [[String]] {
    let sharedIDs = Set(board.shared.flatMap { $0.entries.map(\.activity.id) })
    return board.members.flatMap(\.entries).map { entry in
      let period = entry.currentPeriod
      let (current, best) = (entry.currentStreak, entry.bestStreak)
      return [
        entry.activity.name, entry.user.name, String(sharedIDs.contains(entry.activity.id)), period.goal.spec,
        formatAmount(period.achieved), formatAmount(period.required), period.window.start.description,
        period.window.end.description, String(entry.isOnTrack), String(current?.length ?? 0),
        current?.unit.streakUnit ?? "", String(best?.length ?? 0), best?.unit.streakUnit ?? "",
      ]
    }
  }

  public struct JSON: Codable, Hashable, Sendable {
    struct SharedActivity: Codable, Hashable, Sendable {
      let name: String
      let section: String?
      let members: [Standing]
    }
    struct Standing: Codable, Hashable, Sendable {
      let member: String
      let goal: String
      let achieved: Double
      let required: Double
      let periodStatus: String
      let onTrack: Bool
      let currentStreak: StreakJSON?
      let bestStreak: StreakJSON?
    }
    struct Overall: Codable, Hashable, Sendable {
      let member: String
      let activities: Int
      let onTrack: Int
      let longestCurrentStreak: StreakJSON?
      let bestStreak: StreakJSON?
    }
    struct Chore: Codable, Hashable, Sendable {
      let name: String
      let goal: String
      let achieved: Double
      let required: Double
      let periodStatus: String
      let onTrack: Bool
      let currentStreak: StreakJSON?
      let bestStreak: StreakJSON?
      let turn: String?
      let credits: [CreditJSON]
    }
    let today: String
    /// The household's shared activities.
    let household: [Chore]
    /// Activities several members have under one name.
    let shared: [SharedActivity]
    let overall: [Overall]
  }

  public var json: JSON {
    JSON(
      today: board.today.description,
      household: board.chores.map { chore in
        let (entry, period) = (chore.entry, chore.entry.currentPeriod)
        return .init(
          name: entry.activity.name, goal: period.goal.spec, achieved: period.achieved, required: period.required,
          periodStatus: period.status.rawValue, onTrack: entry.isOnTrack,
          currentStreak: entry.currentStreak.map(StreakJSON.init), bestStreak: entry.bestStreak.map(StreakJSON.init),
          turn: chore.credits.turn, credits: chore.credits.shares.map(CreditJSON.init))
      },
      shared: board.shared.map { group in
        .init(
          name: group.name, section: group.section,
          members: group.entries.map { entry in
            let period = entry.currentPeriod
            return .init(
              member: entry.user.name, goal: period.goal.spec, achieved: period.achieved, required: period.required,
              periodStatus: period.status.rawValue, onTrack: entry.isOnTrack,
              currentStreak: entry.currentStreak.map(StreakJSON.init),
              bestStreak: entry.bestStreak.map(StreakJSON.init))
          })
      },
      overall: board.members.map { member in
        .init(
          member: member.user.name, activities: member.entries.count, onTrack: member.onTrack,
          longestCurrentStreak: member.longestCurrent?.currentStreak.map(StreakJSON.init),
          bestStreak: member.longestBest?.bestStreak.map(StreakJSON.init))
      })
  }
}
