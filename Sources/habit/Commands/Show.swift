import ArgumentParser
import HabitCore
import HabitStore

/// `habit show NAME`: the activity screen, every property and the recent history.
struct Show: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Show an activity: its properties and recent history.")
  @OptionGroup var global: GlobalOptions
  @OptionGroup var output: FormatOptions
  @Argument(help: "The activity (name or id prefix).") var activity: String
  @Option(name: .long, parsing: .unconditional, help: "How many days of history to show.") var days = 14

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let user = try context.currentUser(in: database)
    let found = try database.activity(activity, of: user)
    let from = context.today.adding(days: -(max(days, 1) - 1))
    let completions = try database.completions(of: found, from: from, through: context.today)
    let marks = try database.marks(of: found, from: from, through: context.today)
    let lastPerformed = try database.lastPerformed(found)
    let goal = found.goal(on: context.today)
    var recent: [DayEntry] = []
    var day = context.today
    while day >= from {
      let done = completions.filter { $0.day == day }
      if !done.isEmpty || marks[day] != nil {
        recent.append(DayEntry(day: day, completions: done.reversed(), mark: marks[day]))
      }
      day = day.adding(days: -1)
    }

    switch output.format {
    case .json:
      try printJSON(
        ShowJSON(
          id: found.uuid, user: user.name, name: found.name, description: found.description, icon: found.icon,
          color: found.color.hex, unit: found.unit, requiredAmount: found.requiredAmount, goal: goal.description,
          goalSpec: goal.spec,
          goalHistory: found.goals.map { .init(from: $0.effectiveFrom.description, goal: $0.goal.spec) },
          createdOn: found.createdOn.description, archived: found.archived, lastPerformed: lastPerformed?.description,
          recent: recent.flatMap(\.jsonRows)))
    case .csv:
      try printCSV(header: ["day", "status", "amount", "note"], rows: recent.flatMap(\.csvRows))
    case .table:
      let color = context.terminal.stdoutColor
      let (red, green, blue) = found.color.rgb
      print(
        (found.icon.isEmpty ? "" : found.icon + " ") + found.name.styled(.rgb(red, green, blue), .bold, enabled: color))
      if !found.description.isEmpty { print(found.description) }
      print("")
      var properties: [(String, String)] = [("Goal", goal.description)]
      if found.goals.count > 1 {
        properties += found.goals.map { ("  from \($0.effectiveFrom)", $0.goal.description) }
      }
      if let quantity = found.requiredQuantity {
        properties.append(("Each time", "at least \(quantity)"))
      } else if let unit = found.unit {
        properties.append(("Measured in", unit))
      }
      properties += [
        ("Colour", found.color.hex), ("Created", found.createdOn.description),
        ("Last done", relativeDay(lastPerformed, today: context.today)), ("Id", found.uuid),
      ]
      if found.archived { properties.append(("Archived", "yes")) }
      let width = properties.map { displayWidth($0.0) }.max() ?? 0
      for (name, value) in properties { print(name.padded(to: width).styled(.dim, enabled: color) + "  " + value) }
      print("")
      print("Last \(days) days".styled(.bold, enabled: color))
      if recent.isEmpty { print("nothing recorded") }
      for entry in recent { print(entry.line(unit: found.unit)) }
    }
  }
}

/// What happened on one day of the recent history.
struct DayEntry {
  let day: Day
  let completions: [CompletionRecord]
  let mark: DayMark?

  func line(unit: String?) -> String {
    if let mark { return "\(day)  \(mark == .skipped ? "skipped" : "failed")" }
    let parts = completions.map { completion in
      var text = "✓"
      if let amount = completion.amount { text += " " + formatAmount(amount) + (unit.map { " " + $0 } ?? "") }
      if let note = completion.note { text += " (\(note))" }
      return text
    }
    return "\(day)  " + parts.joined(separator: ", ")
  }

  var jsonRows: [ShowJSON.Entry] {
    if let mark { return [.init(day: day.description, status: mark.rawValue, amount: nil, note: nil)] }
    return completions.map { .init(day: day.description, status: "done", amount: $0.amount, note: $0.note) }
  }

  var csvRows: [[String]] {
    jsonRows.map { [$0.day, $0.status, $0.amount.map(formatAmount) ?? "", $0.note ?? ""] }
  }
}

struct ShowJSON: Encodable {
  struct GoalEntry: Encodable {
    let from: String
    let goal: String
  }
  struct Entry: Encodable {
    let day: String
    let status: String
    let amount: Double?
    let note: String?
  }
  let id: String
  let user: String
  let name: String
  let description: String
  let icon: String
  let color: String
  let unit: String?
  let requiredAmount: Double?
  let goal: String
  let goalSpec: String
  let goalHistory: [GoalEntry]
  let createdOn: String
  let archived: Bool
  let lastPerformed: String?
  let recent: [Entry]
}
