import HabitCore
import HabitStore

/// Reads HabitKit's JSON export: `habits`, `completions`, `intervals`, and `reminders`, `categories`,
/// `categoryMappings` (which habit has no place for, and counts).
///
/// Habits are keyed by HabitKit's id (``ActivitySource``). A habit's `emoji` is its icon (HabitKit's `icon`
/// names a symbol habit cannot draw, and is counted), `color` a Material colour name (``HabitKitColor``),
/// `isInverse` makes its goals ceilings, `archived` archives it, `orderIndex` orders it, and the UTC day of
/// `createdAt` is its creation day.
///
/// Exports of 2023 have numeric ids and local times (``HabitKitTime``); both read the same way.
///
/// A completion row's local day is its `date` plus `timezoneOffsetInMinutes` (``HabitKitTime``); it adds
/// `amountOfCompletions` completions that day (its note on the first), and rows of one day add up. A row of 0 is
/// no completion and is counted. Rows and intervals of habits the list lacks (left behind by a deleted habit)
/// are counted, not imported.
///
/// Intervals are the goal history: each takes effect from its start day (``HabitKitGoal``).
final class HabitKitParser<Source: ByteSource> {
  private let input: JSONInput<Source>
  private var batch: ImportBatch
  private var keys: [String: Int] = [:]
  /// Where each habit of the list is, and habits met in completions before the list.
  private var defined: [String: Int] = [:]
  private var habitsRead = false
  /// The offset of each habit's latest completion, to find the local day of its intervals' starts.
  private var offsets: [Int: Int] = [:]
  private var intervals: [Int: [HabitKitGoal.Interval]] = [:]
  private var inverse: Set<Int> = []

  private let today: Day

  init(input: JSONInput<Source>, today: Day) throws {
    self.input = input
    self.today = today
    batch = try ImportBatch(format: ForeignFormat.habitkit.rawValue, today: today)
    batch.listsActivities = true
    batch.positionsAreRelative = true
  }

  func parse() throws -> ImportBatch {
    try input.object("HabitKit's export") { member in
      switch member {
      case "habits":
        try input.array("\"habits\"") { try habit() }
        habitsRead = true
      case "completions": try input.array("\"completions\"") { try completion() }
      case "intervals": try input.array("\"intervals\"") { try interval() }
      case "reminders", "categories", "categoryMappings":
        try input.array("\"\(member)\"") {
          try input.skipValue()
          batch.ignore("HabitKit reminders, categories and category mappings: habit has no place for them")
        }
      default:
        throw ImportError(
          "unknown member \"\(member)\"", at: input.location,
          hint: "A HabitKit export has habits, completions, intervals, reminders, categories and categoryMappings.")
      }
    }
    guard try input.nextOrEnd() == nil else { preconditionFailure("the reader ends after the top-level value") }
    if let (id, key) = keys.first(where: { defined[$0.key] == nil }) {
      throw ImportError(
        "completions name the habit \(ImportValues.quoted(id)), which the habits list lacks",
        at: batch.activities[key].location, hint: "Export again from HabitKit; the file may be incomplete.")
    }
    for (key, list) in intervals {
      batch.activities[key].goals = try HabitKitGoal.changes(list, inverse: inverse.contains(key), batch: &batch)
    }
    for key in batch.activities.indices where intervals[key] == nil {
      let goal = inverse.contains(key) ? Goal(comparison: .atMost, target: 0, period: .day) : .daily
      batch.activities[key].goals = [GoalChange(effectiveFrom: batch.activities[key].createdOn ?? today, goal: goal)]
    }
    return batch
  }

  /// The key of a habit named by a completion or interval; nil for one the list, already read, lacks.
  private func key(_ id: String, at location: InputLocation) -> Int? {
    if let key = keys[id] { return key }
    if habitsRead { return nil }
    var activity = ImportedActivity(name: "HabitKit " + id.prefix(8), location: location)
    activity.source = ActivitySource(source: ForeignFormat.habitkit.rawValue, key: id)
    batch.activities.append(activity)
    keys[id] = batch.activities.count - 1
    return batch.activities.count - 1
  }

  private func habit() throws {
    var id: String?
    var name: String?
    var activity = ImportedActivity(name: "", location: input.location)
    var isInverse = false
    let start = try input.object("a HabitKit habit") { member in
      switch member {
      case "id": id = try identifier("a habit's \"id\"")
      case "name": name = try input.string("a habit's \"name\"")
      case "description": activity.description = try input.optionalString("\"description\"") ?? ""
      case "emoji": activity.icon = try input.optionalString("\"emoji\"") ?? ""
      case "icon":
        if try input.optionalString("\"icon\"") != nil { batch.ignore("HabitKit icon names: habit keeps the emoji") }
      case "color":
        if let text = try input.optionalString("\"color\"") {
          activity.color = HabitKitColor.color(named: text)
          if activity.color == nil { batch.ignore("HabitKit colours of unknown names: given a palette colour") }
        }
      case "archived": activity.archived = try input.bool("\"archived\"")
      case "isInverse": isInverse = try input.bool("\"isInverse\"")
      case "orderIndex": activity.position = try input.integer("\"orderIndex\"")
      case "createdAt":
        let stamp = try HabitKitTime.parse(try input.string("\"createdAt\""), what: "time", at: input.location)
        activity.createdOn = stamp.day(offset: 0)
      default:
        try input.skipValue()
        batch.ignore("members of HabitKit habits habit does not know")
      }
    }
    guard let id, let name else {
      throw ImportError(
        "this habit has no \"\(id == nil ? "id" : "name")\"", at: start, hint: "A HabitKit habit has an id and a name.")
    }
    if let first = defined[id] {
      throw ImportError.habitListedTwice(id, firstLine: first, at: start)
    }
    defined[id] = start.line
    let key = key(id, at: start)!
    activity.name = name
    activity.location = start
    activity.source = batch.activities[key].source
    batch.activities[key] = activity
    if isInverse { inverse.insert(key) }
  }

  private func completion() throws {
    var habitID: String?
    var date: (stamp: HabitKitTime.Stamp, at: InputLocation)?
    var offset: (minutes: Int, at: InputLocation)?
    var amount = 1
    var note: String?
    let start = try input.object("a completion") { member in
      switch member {
      case "habitId": habitID = try identifier("\"habitId\"")
      case "date":
        let text = try input.string("\"date\"")
        date = (try HabitKitTime.parse(text, what: "time", at: input.location), input.location)
      case "timezoneOffsetInMinutes": offset = (try input.integer("\"timezoneOffsetInMinutes\""), input.location)
      case "amountOfCompletions": amount = try input.integer("\"amountOfCompletions\"")
      case "note": note = try input.optionalString("\"note\"")
      case "id": try input.skipValue()
      default:
        try input.skipValue()
        batch.ignore("members of HabitKit completions habit does not know")
      }
    }
    guard let habitID, let date else {
      throw ImportError(
        "this completion has no \"\(habitID == nil ? "habitId" : "date")\"", at: start,
        hint: "A HabitKit completion has a habitId, a date and a timezoneOffsetInMinutes.")
    }
    let minutes = offset?.minutes ?? 0
    guard (-720...840).contains(minutes) else {
      throw ImportError(
        "\(minutes) minutes is not a time zone offset", at: offset!.at,
        hint: "Offsets run from -720 (UTC-12) to 840 (UTC+14).")
    }
    guard (0...1_000).contains(amount) else {
      throw ImportError(
        "\(amount) is not a number of completions from 0 to 1000", at: start,
        hint: "amountOfCompletions counts how often the habit was done that day.")
    }
    guard let key = key(habitID, at: start) else {
      batch.ignore("HabitKit completions of habits the list lacks")
      return
    }
    guard amount > 0 else {
      batch.ignore("HabitKit completions of 0: not done")
      return
    }
    offsets[key] = minutes
    let day = date.stamp.day(offset: minutes).description
    for copy in 0..<amount {
      try batch.stage.addCompletion(
        activity: key, day: day, amount: nil, note: copy == 0 ? note : nil, createdAt: nil, oncePerDay: false,
        at: date.at)
    }
  }

  private func interval() throws {
    var habitID: String?
    var startStamp: HabitKitTime.Stamp?
    var type: String?
    var required: Int?
    var perDay: Int?
    let start = try input.object("an interval") { member in
      switch member {
      case "habitId": habitID = try identifier("\"habitId\"")
      case "startDate":
        startStamp = try HabitKitTime.parse(try input.string("\"startDate\""), what: "time", at: input.location)
      case "type": type = try input.string("\"type\"")
      case "requiredNumberOfCompletions": required = try optionalCount("\"requiredNumberOfCompletions\"")
      case "requiredNumberOfCompletionsPerDay": perDay = try optionalCount("\"requiredNumberOfCompletionsPerDay\"")
      case "id", "endDate", "unitType", "streakType", "allowExceedingGoal": try input.skipValue()
      default:
        try input.skipValue()
        batch.ignore("members of HabitKit intervals habit does not know")
      }
    }
    guard let habitID, let startStamp, let type else {
      let missing = habitID == nil ? "habitId" : startStamp == nil ? "startDate" : "type"
      throw ImportError(
        "this interval has no \"\(missing)\"", at: start,
        hint: "A HabitKit interval has a habitId, a startDate and a type.")
    }
    guard let key = key(habitID, at: start) else {
      batch.ignore("HabitKit intervals of habits the list lacks")
      return
    }
    let from =
      startStamp.isLocal
      ? startStamp.day(offset: 0)
      : offsets[key].map { startStamp.day(offset: $0) } ?? HabitKitTime.nearestDay(startStamp.seconds)
    intervals[key, default: []].append(
      HabitKitGoal.Interval(from: from, type: type, required: required, perDay: perDay, location: start))
  }

  /// A habit's id: a string, or in exports of 2023 a number, kept as written.
  private func identifier(_ what: String) throws -> String {
    let token = try input.next()
    switch token {
    case .string(let text): return text
    case .number(let text) where Int(text) != nil: return text
    default: throw input.mismatch(what, expected: "a string or a whole number", found: token)
    }
  }

  /// A whole number of 0 or more, or null.
  private func optionalCount(_ what: String) throws -> Int? {
    let token = try input.next()
    switch token {
    case .null: return nil
    case .number(let text):
      guard let value = Int(text), value >= 0 else {
        throw ImportError(
          "\(what) should be a whole number of 0 or more, not \(text)", at: input.location,
          hint: "See HabitKit's export.")
      }
      return value
    default: throw input.mismatch(what, expected: "a whole number or null", found: token)
    }
  }
}
