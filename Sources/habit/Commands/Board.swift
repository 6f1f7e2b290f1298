import ArgumentParser
import HabitCore
import HabitStore

/// `habit board`: the household side by side, for friendly competition.
struct Board: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "board",
    abstract:
      "The household side by side: streaks and this period's progress of activities members share, and overall.",
    discussion: """
      Activities are shared when several members have one of the same name (ignoring case). Overall counts every \
      active activity of each member; 'on track' means this period's goal is already met, or an at-most goal is \
      within its limit so far.
      """)
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions

  func run() throws {
    let context = try Context(global)
    let entries = try context.openForReading().householdBoard(today: context.today)
    let board = HouseholdBoard(entries)
    switch output.format {
    case .json: try printJSON(board.json(today: context.today))
    case .csv: try printCSV(header: HouseholdBoard.csvHeader, rows: board.csvRows)
    case .table:
      guard !entries.isEmpty else {
        Message.info("No activities yet. Add one with: habit add \"Read\" --goal 1/day")
        return
      }
      print(board.render(today: context.today, color: context.terminal.stdoutColor))
    }
  }
}

/// The board's content: shared activities with their members, and each member's overall standing.
struct HouseholdBoard {
  struct Shared {
    let name: String
    let entries: [BoardEntry]
  }

  struct Member {
    let user: User
    let entries: [BoardEntry]
    var onTrack: Int { entries.filter { HouseholdBoard.isOnTrack($0) }.count }
    var longestCurrent: BoardEntry? {
      entries.filter { $0.currentStreak != nil }.max { span($0.currentStreak) < span($1.currentStreak) }
    }
    var longestBest: BoardEntry? {
      entries.filter { $0.bestStreak != nil }.max { span($0.bestStreak) < span($1.bestStreak) }
    }
  }

  let shared: [Shared]
  let members: [Member]

  init(_ entries: [BoardEntry]) {
    let byName = Dictionary(grouping: entries) { $0.activity.name.lowercased() }
    shared = byName.values
      .filter { Set($0.map(\.user.id)).count > 1 }
      .map { group in
        Shared(
          name: group.map(\.activity.name).min()!,
          entries: group.sorted {
            (-span($0.currentStreak), -span($0.bestStreak), $0.user.name.lowercased())
              < (-span($1.currentStreak), -span($1.bestStreak), $1.user.name.lowercased())
          })
      }
      .sorted { $0.name.lowercased() < $1.name.lowercased() }
    var seen: [User] = []
    for entry in entries where !seen.contains(entry.user) { seen.append(entry.user) }
    members = seen.map { user in Member(user: user, entries: entries.filter { $0.user == user }) }
  }

  static func isOnTrack(_ entry: BoardEntry) -> Bool {
    [.done, .withinLimit].contains(entry.standing.state)
  }

  func render(today: Day, color: Bool) -> String {
    var lines = ["Household · \(Wording.longDate(today))".styled(.bold, enabled: color)]
    for group in shared {
      lines.append("")
      lines.append(group.name.styled(.bold, enabled: color))
      var table = Table([
        .init(title: "member"), .init(title: "this period"), .init(title: "streak"), .init(title: "best"),
      ])
      table.indent = "  "
      for entry in group.entries {
        let period = entry.currentPeriod
        let mark = Self.isOnTrack(entry) ? " ✓" : ""
        table.append([
          Table.Cell(entry.user.name),
          Table.Cell(Wording.progress(period) + mark, Self.isOnTrack(entry) ? .green : nil),
          Table.Cell(Wording.streak(entry.currentStreak)), Table.Cell(Wording.streak(entry.bestStreak)),
        ])
      }
      lines.append(table.render(color: color))
    }
    lines.append("")
    lines.append("Overall".styled(.bold, enabled: color))
    var table = Table([
      .init(title: "member"), .init(title: "on track"), .init(title: "longest streak now"), .init(title: "best ever"),
    ])
    table.indent = "  "
    for member in members {
      table.append([
        Table.Cell(member.user.name), Table.Cell("\(member.onTrack) of \(member.entries.count)"),
        Table.Cell(Self.describe(member.longestCurrent, \.currentStreak)),
        Table.Cell(Self.describe(member.longestBest, \.bestStreak)),
      ])
    }
    lines.append(table.render(color: color))
    return lines.joined(separator: "\n")
  }

  /// "12 days (Read)", or "–".
  static func describe(_ entry: BoardEntry?, _ streak: KeyPath<BoardEntry, Streak?>) -> String {
    guard let entry, let value = entry[keyPath: streak] else { return "–" }
    return "\(Wording.streak(value)) (\(entry.activity.name))"
  }

  static let csvHeader = [
    "activity", "member", "shared", "goal", "achieved", "required", "period_start", "period_end", "on_track",
    "streak", "streak_unit", "best_streak", "best_streak_unit",
  ]

  var csvRows: [[String]] {
    let sharedIDs = Set(shared.flatMap { $0.entries.map(\.activity.id) })
    return members.flatMap(\.entries).map { entry in
      let period = entry.currentPeriod
      let (current, best) = (entry.currentStreak, entry.bestStreak)
      return [
        entry.activity.name, entry.user.name, String(sharedIDs.contains(entry.activity.id)), period.goal.spec,
        formatAmount(period.achieved), formatAmount(period.required), period.window.start.description,
        period.window.end.description, String(Self.isOnTrack(entry)), String(current?.length ?? 0),
        current?.unit.streakUnit ?? "", String(best?.length ?? 0), best?.unit.streakUnit ?? "",
      ]
    }
  }

  struct JSON: Encodable {
    struct SharedActivity: Encodable {
      let name: String
      let members: [Standing]
    }
    struct Standing: Encodable {
      let member: String
      let goal: String
      let achieved: Double
      let required: Double
      let onTrack: Bool
      let currentStreak: StreakJSON?
      let bestStreak: StreakJSON?
    }
    struct Overall: Encodable {
      let member: String
      let activities: Int
      let onTrack: Int
      let longestCurrentStreak: StreakJSON?
      let bestStreak: StreakJSON?
    }
    let today: String
    let shared: [SharedActivity]
    let overall: [Overall]
  }

  func json(today: Day) -> JSON {
    JSON(
      today: today.description,
      shared: shared.map { group in
        .init(
          name: group.name,
          members: group.entries.map { entry in
            let period = entry.currentPeriod
            return .init(
              member: entry.user.name, goal: period.goal.spec, achieved: period.achieved, required: period.required,
              onTrack: Self.isOnTrack(entry), currentStreak: entry.currentStreak.map(StreakJSON.init),
              bestStreak: entry.bestStreak.map(StreakJSON.init))
          })
      },
      overall: members.map { member in
        .init(
          member: member.user.name, activities: member.entries.count, onTrack: member.onTrack,
          longestCurrentStreak: member.longestCurrent?.currentStreak.map(StreakJSON.init),
          bestStreak: member.longestBest?.bestStreak.map(StreakJSON.init))
      })
  }
}

/// How many days a streak spans, so that streaks counted in days, weeks and months compare; 0 for none.
func span(_ streak: Streak?) -> Int {
  guard let streak else { return 0 }
  return streak.start.distance(to: streak.end) + 1
}
