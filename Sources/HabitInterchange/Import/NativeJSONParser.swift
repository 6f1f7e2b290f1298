import HabitCore
import HabitStore

/// Parses habit's own JSON (`"format": "habit"`, `"version": 1`), as ``NativeJSONExporter`` writes it.
///
/// Members may come in any order, and the optional ones may be missing or null; unknown members are errors,
/// since a file of this format that has them was written by something else. The file defines its users, so
/// they are created when the database does not have them.
final class NativeJSONParser<Source: ByteSource> {
  static var version: Int { 1 }

  private let input: JSONInput<Source>
  private var batch: ImportBatch
  private let progress: ImportProgress?
  private var records = 0
  private var userIDs: [String: Int] = [:]
  private var userNames: [NameKey: Int] = [:]
  private var activityIDs: [String: Int] = [:]

  init(input: JSONInput<Source>, batch: ImportBatch, progress: ImportProgress?) {
    self.input = input
    self.batch = batch
    self.progress = progress
  }

  /// Reads the members of the top-level object, whose `{` is at `start` and has been read.
  func parse(start: InputLocation) throws -> ImportBatch {
    var format: String?
    var version: Int?
    try input.members { name in
      switch name {
      case "format":
        format = try input.string("\"format\"")
        guard format == "habit" else {
          throw ImportError(
            "the format is \(ImportValues.quoted(format!)), not 'habit'", at: input.location,
            hint: "habit's JSON has \"format\": \"habit\".")
        }
      case "version":
        version = try input.integer("\"version\"")
        guard version == Self.version else {
          throw ImportError(
            "version \(version!) of habit's JSON is not one this habit reads (it reads \(Self.version))",
            at: input.location,
            hint: version! > Self.version ? "Upgrade habit, then import again." : "Fix the version.")
        }
      case "settings":
        try input.object("\"settings\"") { key in batch.settings[key] = try input.string("the setting \"\(key)\"") }
      case "users":
        try input.array("\"users\"") { try user() }
      default:
        throw unknown(name, expected: "format, version, settings, users")
      }
    }
    guard format != nil, version != nil else {
      throw ImportError(
        "the document has no \"\(format == nil ? "format" : "version")\" member", at: start,
        hint: "habit's JSON starts with \"format\": \"habit\", \"version\": \(Self.version).")
    }
    return batch
  }

  private func user() throws {
    let index = batch.users.count
    batch.users.append(ImportedUser(name: "", role: .defined, location: input.location))
    let start = try input.object("a user") { name in
      switch name {
      case "id":
        let uuid = try ImportValues.uuid(try input.string("a user's id"), what: "user id", at: input.location)
        try once(uuid, in: &userIDs, index: index, what: "user id")
        batch.users[index].uuid = uuid
      case "name":
        let text = try input.string("a user's name")
        try once(NameKey(text), in: &userNames, index: index, what: "user name", shown: text)
        batch.users[index].name = text
      case "createdAt":
        batch.users[index].createdAt = try input.optionalString("\"createdAt\"").map {
          try ImportValues.timestamp($0, at: input.location)
        }
      case "activities":
        try input.array("\"activities\"") { try activity(user: index) }
      default:
        throw unknown(name, expected: "id, name, createdAt, activities")
      }
    }
    batch.users[index].location = start
    guard !batch.users[index].name.isEmpty else {
      throw ImportError("this user has no name", at: start, hint: "Give every user a \"name\".")
    }
  }

  private func activity(user: Int) throws {
    let key = batch.activities.count
    var activity = ImportedActivity(name: "", location: input.location)
    activity.user = user
    batch.activities.append(activity)
    var goals: [GoalChange] = []
    let start = try input.object("an activity") { name in
      switch name {
      case "id":
        let uuid = try ImportValues.uuid(try input.string("an activity's id"), what: "activity id", at: input.location)
        try once(uuid, in: &activityIDs, index: key, what: "activity id")
        activity.uuid = uuid
      case "name": activity.name = try input.string("an activity's name")
      case "description": activity.description = try input.optionalString("\"description\"") ?? ""
      case "icon": activity.icon = try input.optionalString("\"icon\"") ?? ""
      case "color":
        activity.color = try input.optionalString("\"color\"").map { try ImportValues.color($0, at: input.location) }
      case "unit": activity.unit = try input.optionalString("\"unit\"")
      case "requiredAmount":
        activity.requiredAmount = try input.optionalNumber("\"requiredAmount\"").map { number in
          let value = try ImportValues.amount(number.value, text: number.text, at: input.location)
          guard value > 0 else {
            throw ImportError("the required amount must be above 0", at: input.location, hint: "Write null for none.")
          }
          return value
        }
      case "createdOn":
        activity.createdOn = try Day(
          parsing: ImportValues.day(try input.string("\"createdOn\""), what: "creation day", at: input.location))
      case "archived": activity.archived = try input.bool("\"archived\"")
      case "position": activity.position = try input.integer("\"position\"")
      case "goals": try input.array("\"goals\"") { goals.append(try goal()) }
      case "completions": try input.array("\"completions\"") { try completion(activity: key) }
      case "marks": try input.array("\"marks\"") { try mark(activity: key) }
      default:
        throw unknown(
          name,
          expected: "id, name, description, icon, color, unit, requiredAmount, createdOn, archived, position, goals, "
            + "completions, marks")
      }
    }
    guard !activity.name.isEmpty else {
      throw ImportError("this activity has no name", at: start, hint: "Give every activity a \"name\".")
    }
    // An amount goal is in the activity's unit, which may come after the goals in the file.
    activity.goals = goals.map { change in
      var goal = change.goal
      if goal.measure == .amount { goal.unit = activity.unit }
      return GoalChange(effectiveFrom: change.effectiveFrom, goal: goal)
    }
    activity.location = start
    batch.activities[key] = activity
  }

  private func goal() throws -> GoalChange {
    var from: Day?
    var measure = Goal.Measure.count
    var comparison = Goal.Comparison.atLeast
    var target: Double?
    var period: Period?
    let start = try input.object("a goal") { name in
      switch name {
      case "from":
        from = try Day(parsing: ImportValues.day(try input.string("\"from\""), what: "goal day", at: input.location))
      case "measure":
        let text = try input.string("\"measure\"")
        guard let value = Goal.Measure(rawValue: text) else { throw invalid(text, "measure", "count or amount") }
        measure = value
      case "comparison":
        let text = try input.string("\"comparison\"")
        guard let value = Goal.Comparison(rawValue: text) else {
          throw invalid(text, "comparison", "at_least or at_most")
        }
        comparison = value
      case "target":
        let number = try input.number("\"target\"")
        target = try ImportValues.amount(number.value, text: number.text, at: input.location)
      case "period":
        let text = try input.string("\"period\"")
        guard let value = Period(code: text), text == value.code else {
          throw invalid(text, "period", "day, week, month, or Nd for a rolling window of N days (7d)")
        }
        period = value
      default:
        throw unknown(name, expected: "from, measure, comparison, target, period")
      }
    }
    guard let from, let target, let period else {
      throw ImportError(
        "this goal lacks \"\(from == nil ? "from" : target == nil ? "target" : "period")\"", at: start,
        hint: "A goal has from, target and period (measure and comparison default to count and at_least).")
    }
    return GoalChange(
      effectiveFrom: from, goal: Goal(comparison: comparison, measure: measure, target: target, period: period))
  }

  private func completion(activity: Int) throws {
    var day: String?
    var amount: Double?
    var note: String?
    var createdAt: String?
    let start = try input.object("a completion") { name in
      switch name {
      case "day":
        day = try ImportValues.day(try input.string("\"day\""), at: input.location)
      case "amount":
        amount = try input.optionalNumber("\"amount\"").map { number in
          try ImportValues.amount(number.value, text: number.text, at: input.location)
        }
      case "note":
        note = try input.optionalString("\"note\"")
      case "createdAt":
        createdAt = try input.optionalString("\"createdAt\"").map { try ImportValues.timestamp($0, at: input.location) }
      default:
        throw unknown(name, expected: "day, amount, note, createdAt")
      }
    }
    guard let day else {
      throw ImportError("this completion has no \"day\"", at: start, hint: "Give every completion its day.")
    }
    try batch.stage.addCompletion(
      activity: activity, day: day, amount: amount, note: note, createdAt: createdAt, oncePerDay: false, at: start)
    counted()
  }

  private func mark(activity: Int) throws {
    var day: String?
    var mark: DayMark?
    var note: String?
    var createdAt: String?
    let start = try input.object("a day mark") { name in
      switch name {
      case "day": day = try ImportValues.day(try input.string("\"day\""), at: input.location)
      case "mark":
        let text = try input.string("\"mark\"")
        guard let value = DayMark(rawValue: text) else { throw invalid(text, "mark", "skipped or failed") }
        mark = value
      case "note": note = try input.optionalString("\"note\"")
      case "createdAt":
        createdAt = try input.optionalString("\"createdAt\"").map { try ImportValues.timestamp($0, at: input.location) }
      default:
        throw unknown(name, expected: "day, mark, note, createdAt")
      }
    }
    guard let day, let mark else {
      throw ImportError(
        "this day mark has no \"\(day == nil ? "day" : "mark")\"", at: start, hint: "Give every mark its day and mark.")
    }
    try batch.stage.addMark(activity: activity, day: day, mark: mark, note: note, createdAt: createdAt, location: start)
    counted()
  }

  // MARK: Helpers

  private func counted() {
    records += 1
    if records % ImportProgress.interval == 0 { progress?.report(records) }
  }

  /// Records that `value` belongs to item `index`, refusing a second item with the same one.
  private func once<Key: Hashable>(
    _ value: Key, in seen: inout [Key: Int], index: Int, what: String, shown: String? = nil
  ) throws {
    if let first = seen[value], first != index {
      throw ImportError(
        "the \(what) \(shown.map(ImportValues.quoted) ?? "\(value)") appears twice in the file", at: input.location,
        hint: "Each \(what) belongs to one entry.")
    }
    seen[value] = index
  }

  private func unknown(_ name: String, expected: String) -> ImportError {
    ImportError("unknown member \"\(name)\"", at: input.location, hint: "Members here are: \(expected).")
  }

  private func invalid(_ text: String, _ what: String, _ expected: String) -> ImportError {
    ImportError("\(ImportValues.quoted(text)) is not a \(what)", at: input.location, hint: "Write \(expected).")
  }
}
