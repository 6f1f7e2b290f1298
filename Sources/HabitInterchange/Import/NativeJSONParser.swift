import HabitCore
import HabitStore

/// Parses habit's own JSON (`"format": "habit"`, `"version": 5` or an older one), as ``NativeJSONExporter``
/// writes it. Version 4 is version 5 without each member's reminder; version 3 is version 4 without each goal's weekdays (every goal is due every day); version 2 is
/// version 3 without each goal's own required amount and unit (the activity's apply to all of its goals);
/// version 1 is version 2 without challenges and plans.
///
/// Members may come in any order, and the optional ones may be missing or null; unknown members are errors,
/// since a file of this format that has them was written by something else. The file defines its users, so
/// they are created when the database does not have them.
final class NativeJSONParser<Source: ByteSource> {
  static var version: Int { 5 }

  let input: JSONInput<Source>
  var batch: ImportBatch
  let progress: ImportProgress?
  var records = 0
  private var userIDs: [String: Int] = [:]
  private var userNames: [NameKey: Int] = [:]
  private var activityIDs: [String: Int] = [:]
  /// Per user of the batch, the days that have a plan; per activity, the first days of its programmes.
  var planDays: [Int: Set<String>] = [:]
  var challengeStarts: [Int: Set<String>] = [:]

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
        guard (1...Self.version).contains(version!) else {
          throw ImportError(
            "version \(version!) of habit's JSON is not one this habit reads (it reads 1 to \(Self.version))",
            at: input.location,
            hint: version! > Self.version ? "Upgrade habit, then import again." : "Fix the version.")
        }
      case "settings":
        try input.object("\"settings\"") { key in
          let value = try input.string("the setting \"\(key)\"")
          if key == "sections" {
            for name in value.split(separator: ",") { _ = try ImportValues.section(String(name), at: input.location) }
          }
          if key == "day_start", (try? DayStart(parsing: value)) == nil {
            throw ImportError(
              "the setting \"day_start\" is \(ImportValues.quoted(value)), not a time from 00:00 to 12:00",
              at: input.location, hint: "Write it as HH:MM, such as 04:00.")
          }
          if key == "reminder" { _ = try Self.reminder(value, "the setting \"reminder\"", at: input.location) }
          batch.settings[key] = value
        }
      case "users":
        try input.array("\"users\"") { try user() }
      case "pauses":
        try input.array("\"pauses\"") { try pause(.household) }
      default:
        throw unknown(name, expected: "format, version, settings, users, pauses")
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
      case "dayStart":
        batch.users[index].dayStart = try input.optionalString("\"dayStart\"").map { text in
          do {
            return try DayStart(parsing: text).description
          } catch {
            throw ImportError("\"dayStart\": \(error)", at: input.location, hint: "Write it as HH:MM, 00:00 to 12:00.")
          }
        }
      case "reminder":
        batch.users[index].reminder = try input.optionalString("\"reminder\"").map {
          try Self.reminder($0, "\"reminder\"", at: input.location)
        }
      case "activities":
        try input.array("\"activities\"") { try activity(user: index) }
      case "plans":
        try input.array("\"plans\"") { try plan(user: index) }
      case "pauses":
        try input.array("\"pauses\"") { try pause(.member(index)) }
      default:
        throw unknown(name, expected: "id, name, createdAt, dayStart, reminder, activities, plans, pauses")
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
    var goals: [(change: GoalChange, ownAmount: Bool)] = []
    let start = try input.object("an activity") { name in
      switch name {
      case "id":
        let uuid = try ImportValues.uuid(try input.string("an activity's id"), what: "activity id", at: input.location)
        try once(uuid, in: &activityIDs, index: key, what: "activity id")
        activity.uuid = uuid
      case "name":
        activity.name = try input.string("an activity's name")
        activity.nameIsGiven = true
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
      case "section":
        activity.section = try input.optionalString("\"section\"").map {
          try ImportValues.section($0, at: input.location)
        }
      case "shared": activity.shared = try input.bool("\"shared\"")
      case "private": activity.isPrivate = try input.bool("\"private\"")
      case "rotation":
        try input.array("\"rotation\"") {
          activity.rotation.append(
            try ImportValues.uuid(try input.string("a member's id"), what: "member id", at: input.location))
        }
      case "goals": try input.array("\"goals\"") { goals.append(try goal()) }
      case "completions": try input.array("\"completions\"") { try completion(activity: key) }
      case "marks": try input.array("\"marks\"") { try mark(activity: key) }
      case "challenges": try input.array("\"challenges\"") { try challenge(activity: key) }
      case "pauses": try input.array("\"pauses\"") { try pause(.activity(key)) }
      default:
        throw unknown(
          name,
          expected: "id, name, description, icon, color, unit, requiredAmount, createdOn, archived, position, section, "
            + "shared, private, rotation, goals, completions, marks, challenges, pauses")
      }
    }
    guard !activity.name.isEmpty else {
      throw ImportError("this activity has no name", at: start, hint: "Give every activity a \"name\".")
    }
    // A goal without its own required amount and unit (versions 1 and 2) has the activity's, which may come after
    // the goals in the file; an amount goal is in its unit.
    activity.goals = goals.map { goal, ownAmount in
      var change = goal
      if !ownAmount { (change.requiredAmount, change.unit) = (activity.requiredAmount, activity.unit) }
      if change.goal.measure == .amount { change.goal.unit = change.unit }
      return change
    }
    activity.goalsCarryAmounts = true
    activity.location = start
    batch.activities[key] = activity
  }

  /// A goal, and whether it gave its own required amount and unit (version 3 writes both).
  private func goal() throws -> (change: GoalChange, ownAmount: Bool) {
    var from: Day?
    var requiredAmount: Double?
    var unit: String?
    var ownAmount = false
    var measure = Goal.Measure.count
    var comparison = Goal.Comparison.atLeast
    var target: Double?
    var period: Period?
    var weekdays: Weekdays?
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
      case "requiredAmount":
        ownAmount = true
        requiredAmount = try input.optionalNumber("\"requiredAmount\"").map { number in
          let value = try ImportValues.amount(number.value, text: number.text, at: input.location)
          guard value > 0 else {
            throw ImportError("the required amount must be above 0", at: input.location, hint: "Write null for none.")
          }
          return value
        }
      case "unit":
        ownAmount = true
        unit = try input.optionalString("\"unit\"")
      case "weekdays":
        weekdays = try input.optionalString("\"weekdays\"").map { text in
          guard let value = Weekdays(parsing: text), value.list == text else {
            throw invalid(text, "weekdays", "null, or three-letter names from Monday on, such as \"mon,wed,fri\"")
          }
          return value
        }
      default:
        throw unknown(name, expected: "from, measure, comparison, target, period, requiredAmount, unit, weekdays")
      }
    }
    guard let from, let target, let period else {
      throw ImportError(
        "this goal lacks \"\(from == nil ? "from" : target == nil ? "target" : "period")\"", at: start,
        hint: "A goal has from, target and period (measure and comparison default to count and at_least).")
    }
    if weekdays != nil && (period != .day || comparison != .atLeast) {
      throw ImportError(
        "this goal names weekdays, but it is not a daily at-least goal", at: start,
        hint: "Only a goal of \"period\": \"day\" and \"comparison\": \"at_least\" has weekdays; write null.")
    }
    let goal = Goal(
      comparison: comparison, measure: measure, target: target, period: period, unit: unit, weekdays: weekdays)
    return (GoalChange(effectiveFrom: from, goal: goal, requiredAmount: requiredAmount, unit: unit), ownAmount)
  }

  private func completion(activity: Int) throws {
    var day: String?
    var amount: Double?
    var note: String?
    var createdAt: String?
    var by: String?
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
      case "by":
        by = try input.optionalString("\"by\"").map {
          try ImportValues.uuid($0, what: "member id", at: input.location)
        }
      default:
        throw unknown(name, expected: "day, amount, note, createdAt, by")
      }
    }
    guard let day else {
      throw ImportError("this completion has no \"day\"", at: start, hint: "Give every completion its day.")
    }
    try batch.stage.addCompletion(
      activity: activity, day: day, amount: amount, note: note, createdAt: createdAt, by: by, oncePerDay: false,
      at: start)
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

  func unknown(_ name: String, expected: String) -> ImportError {
    ImportError("unknown member \"\(name)\"", at: input.location, hint: "Members here are: \(expected).")
  }

  /// A reminder as the file gives it, `off` or a time of day, written as `HH:MM`.
  static func reminder(_ text: String, _ what: String, at location: InputLocation?) throws -> String {
    if text == "off" { return text }
    do {
      return try ReminderTime(parsing: text).description
    } catch {
      throw ImportError("\(what): \(error)", at: location, hint: "Write it as HH:MM, 00:00 to 23:59, or off.")
    }
  }

  func invalid(_ text: String, _ what: String, _ expected: String) -> ImportError {
    ImportError("\(ImportValues.quoted(text)) is not a \(what)", at: input.location, hint: "Write \(expected).")
  }
}
