import HabitCore
import HabitStore

/// Reads dijo's `habit_record.json` (or `habit_record[auto].json`): an array of habits, each
/// `{"type": "Bit"|"Count"|"Float", "name", "stats": {"yyyy-MM-dd": value}, "goal", "auto"}`.
///
/// dijo judges every habit per day against its goal. A Bit habit (`true` when done) becomes once a day. A Count
/// habit counts something without a unit (glasses, pages): each day's count is one completion with that amount,
/// and the goal an amount goal without a unit ("at least 8 a day"); a Float habit likewise, its value written as
/// `{"value": 25, "precision": 1}` for 2.5. Days at `false` or 0 record nothing and are counted as ignored. `auto`
/// (tracked by a command rather than by hand) changes nothing. Habits are found by name, so a name listed twice
/// is refused; goals take effect from a habit's first recorded day. dijo's data folder holds both files, read
/// together by ``parse(files:today:)``.
final class DijoParser<Source: ByteSource> {
  private var input: JSONInput<Source>
  private var batch: ImportBatch
  private let today: Day
  private var lines: [NameKey: Int] = [:]

  /// One day's value as written; which kinds fit depends on the habit's type, known only at its end.
  private enum Value {
    case bit(Bool)
    case count(Int)
    case float(Double)

    var kind: String {
      switch self {
      case .bit: "true or false"
      case .count: "a whole number"
      case .float: "a {\"value\", \"precision\"} object"
      }
    }
  }

  private enum Kind: String {
    case bit = "Bit"
    case count = "Count"
    case float = "Float"
  }

  init(input: JSONInput<Source>, today: Day) throws {
    self.input = input
    self.today = today
    batch = try ImportBatch(format: ForeignFormat.dijo.rawValue, today: today)
    batch.listsActivities = true
  }

  func parse() throws -> ImportBatch {
    try input.array("dijo's habit list") { try habit() }
    guard try input.nextOrEnd() == nil else { preconditionFailure("the reader ends after the top-level value") }
    return batch
  }

  /// The files of dijo's data folder in turn (`habit_record.json`, then `habit_record[auto].json`, which holds
  /// the habits a command tracks) into one batch; a name is found once across both. Errors name their file.
  static func parse(files: [(name: String, source: Source)], today: Day) throws -> ImportBatch {
    guard let first = files.first else { preconditionFailure("a dijo folder has at least one file") }
    let parser = try DijoParser(input: JSONInput(source: first.source), today: today)
    for (index, file) in files.enumerated() {
      if index > 0 { parser.input = JSONInput(source: file.source) }
      _ = try inFile(file.name) { try parser.parse() }
    }
    return parser.batch
  }

  private func habit() throws {
    var kind: Kind?
    var name: String?
    var goal: (value: Value, at: InputLocation)?
    var stats: [(day: String, value: Value, at: InputLocation)] = []
    let start = try input.object("a dijo habit") { member in
      switch member {
      case "type":
        let text = try input.string("\"type\"")
        guard let known = Kind(rawValue: text) else {
          throw ImportError(
            "\(ImportValues.quoted(text)) is not a dijo habit type", at: input.location,
            hint: "dijo's habit types are Bit, Count and Float.")
        }
        kind = known
      case "name": name = try input.string("\"name\"")
      case "goal":
        let value = try self.value("\"goal\"")
        goal = (value, input.location)
      case "stats":
        try input.object("\"stats\"") { day in
          let at = input.location
          let day = try ImportValues.day(day, at: at)
          stats.append((day, try value("the value of \(day)"), at))
        }
      case "auto": _ = try input.bool("\"auto\"")
      default:
        try input.skipValue()
        batch.ignore("members of dijo habits other than type, name, stats, goal, auto")
      }
    }
    guard let kind, let name, let goal else {
      let missing = kind == nil ? "type" : name == nil ? "name" : "goal"
      throw ImportError(
        "this habit has no \"\(missing)\"", at: start, hint: "A dijo habit has a type, a name, stats and a goal.")
    }
    if let first = lines[NameKey(name)] {
      throw ImportError(
        "the habit \(ImportValues.quoted(name)) is listed twice (first on line \(first))", at: start,
        hint: "habit finds dijo's habits by name: rename one of them in dijo first.")
    }
    lines[NameKey(name)] = start.line
    var activity = ImportedActivity(name: name, location: start)
    let target = try amount(goal.value, of: kind, at: goal.at)
    let key = batch.activities.count
    var days: [(day: String, amount: Double?, at: InputLocation)] = []
    for entry in stats {
      let amount = try self.amount(entry.value, of: kind, at: entry.at)
      if amount == 0 {
        batch.ignore("dijo days at false or 0: nothing done")
      } else {
        days.append((entry.day, kind == .bit ? nil : amount, entry.at))
      }
    }
    days.sort { $0.day < $1.day }
    let from = try days.first.map { try Day(parsing: $0.day) } ?? today
    activity.createdOn = from
    activity.goals = [
      GoalChange(
        effectiveFrom: from,
        goal: kind == .bit ? .daily : Goal(measure: .amount, target: target, period: .day))
    ]
    batch.activities.append(activity)
    for entry in days {
      try batch.stage.addCompletion(
        activity: key, day: entry.day, amount: entry.amount, note: nil, createdAt: nil, oncePerDay: false,
        at: entry.at)
    }
  }

  /// A value of `kind` as a number: a Bit is 1 or 0.
  private func amount(_ value: Value, of kind: Kind, at location: InputLocation) throws -> Double {
    switch (kind, value) {
    case (.bit, .bit(let done)): return done ? 1 : 0
    case (.count, .count(let count)): return Double(count)
    case (.float, .float(let amount)): return amount
    default:
      let expected: Value = kind == .bit ? .bit(true) : kind == .count ? .count(0) : .float(0)
      throw ImportError(
        "a \(kind.rawValue) habit's values are \(expected.kind), not \(value.kind)", at: location,
        hint: "Check the habit's \"type\".")
    }
  }

  private func value(_ what: String) throws -> Value {
    let token = try input.next()
    switch token {
    case .bool(let done): return .bit(done)
    case .number(let text):
      guard let count = Int(text), count >= 0 else {
        throw ImportError(
          "\(text) is not a count of 0 or more", at: input.location, hint: "dijo counts are whole numbers.")
      }
      return .count(count)
    case .objectStart:
      input.putBack(token)
      var value: Int?
      var precision: Int?
      let start = try input.object(what) { member in
        switch member {
        case "value": value = try input.integer("\"value\"")
        case "precision": precision = try input.integer("\"precision\"")
        default:
          throw ImportError(
            "unknown member \"\(member)\"", at: input.location, hint: "A dijo Float is {\"value\", \"precision\"}.")
        }
      }
      guard let value, let precision, value >= 0, (0...9).contains(precision) else {
        throw ImportError(
          "this is not a dijo Float of 0 or more", at: start,
          hint: "A dijo Float is {\"value\": 25, \"precision\": 1} for 2.5: value 0 or more, precision 0 to 9.")
      }
      // One division by an exact power of ten rounds once, so 25 at precision 2 is exactly the double 0.25.
      var scale = 1
      for _ in 0..<precision { scale *= 10 }
      return .float(Double(value) / Double(scale))
    default:
      throw input.mismatch(what, expected: "true, a whole number or a {\"value\", \"precision\"} object", found: token)
    }
  }
}
