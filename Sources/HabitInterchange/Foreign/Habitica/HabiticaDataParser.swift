import HabitCore
import HabitStore

/// Reads Habitica's data export (`habitica-user-data.json`): the user object, whose `tasks` hold `habits`,
/// `dailys`, `todos` and `rewards`, and whose `preferences` hold `timezoneOffset` and `dayStart`.
///
/// A habit's history has one entry a day, done when `scoredUp` is above 0: that many completions that day. A
/// daily's history entry is done when `completed` is true (on a day it was not due too); its schedule is its goal
/// (``HabiticaTask/dailyGoal``). An entry's day is its `date` (milliseconds since 1970, UTC) less
/// `timezoneOffset` minutes (JavaScript's sign: 300 is UTC-5), and for a daily less `dayStart` hours too, since
/// the user's day starts then; the offset is the one at export time. Entries without `scoredUp` or `completed`
/// (old or averaged history), todos and rewards are counted, not imported; everything else of the user (its
/// profile, party, inbox, and the API token the file holds) is never read beyond skipping it.
final class HabiticaDataParser<Source: ByteSource> {
  private let input: JSONInput<Source>
  private var batch: ImportBatch
  private let today: Day
  private var tasks: [HabiticaTask] = []
  /// Each task's entries as written: milliseconds, clicks (nil for a daily), and where.
  private var entries: [[(milliseconds: Int, count: Int, at: InputLocation)]] = []
  private var offsetMinutes = 0
  /// A habit's + clicks taken from one day, as HabitKit's importer bounds its completions: a 300-byte file with
  /// `"scoredUp": 1000000000` would otherwise write a billion completions.
  static var mostClicksADay: Int { 1_000 }
  private var dayStartHours = 0

  init(input: JSONInput<Source>, today: Day) throws {
    self.input = input
    self.today = today
    batch = try ImportBatch(format: ForeignFormat.habitica.rawValue, today: today)
    batch.listsActivities = true
  }

  func parse() throws -> ImportBatch {
    try input.object("Habitica's data export") { member in
      switch member {
      case "tasks": try readTasks()
      case "preferences":
        try input.object("\"preferences\"") { name in
          switch name {
          case "timezoneOffset": offsetMinutes = try input.integer("\"timezoneOffset\"")
          case "dayStart": dayStartHours = try input.integer("\"dayStart\"")
          default: try input.skipValue()
          }
        }
      default: try input.skipValue()
      }
    }
    guard try input.nextOrEnd() == nil else { preconditionFailure("the reader ends after the top-level value") }
    guard (-840...720).contains(offsetMinutes), (0...23).contains(dayStartHours) else {
      throw ImportError(
        "the time zone offset \(offsetMinutes) or day start \(dayStartHours) is not one Habitica writes", at: nil,
        hint: "Export your data from Habitica again.")
    }
    for (index, var task) in tasks.enumerated() {
      let shift = offsetMinutes * 60_000 + (task.isDaily ? dayStartHours * 3_600_000 : 0)
      var clicksOn: [Day: Int] = [:]
      for entry in entries[index] {
        let local = entry.milliseconds - shift
        let day = Day(ordinal: local >= 0 ? local / 86_400_000 : (local - 86_399_999) / 86_400_000)
        guard (1...9999).contains(day.year) else {
          throw ImportError(
            "this entry's date is not a day between the years 1 and 9999", at: entry.at,
            hint: "Habitica writes an entry's date in milliseconds since 1970; export your data again.")
        }
        let before = clicksOn[day, default: 0]
        let count = task.isDaily ? 1 : min(entry.count, Self.mostClicksADay - before)
        if count < entry.count && !task.isDaily {
          batch.ignore("Habitica + clicks beyond 1,000 on one day", count: entry.count - count)
        }
        clicksOn[day] = before + count
        for _ in 0..<count {
          task.days.append((day.description, nil, entry.at))
        }
      }
      try task.stage(into: &batch, today: today, oncePerDay: false)
    }
    return batch
  }

  private func readTasks() throws {
    try input.object("\"tasks\"") { kind in
      switch kind {
      case "habits", "dailys": try input.array("\"\(kind)\"") { try task(isDaily: kind == "dailys") }
      default:
        try input.array("\"\(kind)\"") {
          try input.skipValue()
          batch.ignore("Habitica todos and rewards: not habits")
        }
      }
    }
  }

  private func task(isDaily: Bool) throws {
    var id: String?
    var name: String?
    var notes = ""
    var frequency = "daily"
    var everyX = 1
    var weekdays = Weekdays()
    var daysOfMonth = 0
    var found: [(milliseconds: Int, count: Int, at: InputLocation)] = []
    let start = try input.object("a task") { member in
      switch member {
      case "id": id = try input.string("a task's \"id\"")
      case "text": name = try input.string("a task's \"text\"")
      case "notes": notes = try input.optionalString("\"notes\"") ?? ""
      case "frequency": frequency = try input.optionalString("\"frequency\"") ?? "daily"
      case "everyX": everyX = try input.integer("\"everyX\"")
      case "repeat":
        try input.object("\"repeat\"") { key in
          let isOn = try input.bool("a weekday of \"repeat\"")
          if isOn, let weekday = HabiticaTask.repeatKeys[key] { weekdays.insert(Weekdays(isoWeekday: weekday)) }
        }
      case "daysOfMonth":
        try input.array("\"daysOfMonth\"") {
          try input.skipValue(); daysOfMonth += 1
        }
      case "history":
        try input.array("\"history\"") { if let entry = try historyEntry(isDaily: isDaily) { found.append(entry) } }
      default: try input.skipValue()
      }
    }
    guard let id, let name else {
      throw ImportError(
        "this task has no \"\(id == nil ? "id" : "text")\"", at: start, hint: "A Habitica task has an id and a text.")
    }
    var task = HabiticaTask(id: id, name: name, isDaily: isDaily, location: start)
    task.notes = notes
    if isDaily {
      task.goal = HabiticaTask.dailyGoal(
        frequency: frequency, everyX: everyX, weekdays: weekdays, daysOfMonth: daysOfMonth)
    }
    tasks.append(task)
    entries.append(found)
  }

  /// A history entry that is a done day: its time and clicks; nil for one that is not.
  private func historyEntry(isDaily: Bool) throws -> (milliseconds: Int, count: Int, at: InputLocation)? {
    var milliseconds: Int?
    var scoredUp: Int?
    var completed: Bool?
    let start = try input.object("a history entry") { member in
      switch member {
      case "date":
        let token = try input.next()
        switch token {
        case .number(let text) where Double(text) != nil:
          // A value Int cannot hold is held as one far past the years 1 to 9999 either way: its day is refused
          // with the entry's place below.
          let value = Double(text)!
          milliseconds = abs(value) < 1e17 ? Int(value) : (value < 0 ? -Int(1e17) : Int(1e17))
        case .string(let text):
          guard let seconds = HabitKitTime.seconds(text) else {
            throw ImportError(
              "\(ImportValues.quoted(text)) is not a time", at: input.location,
              hint: "Habitica writes an entry's date in milliseconds since 1970.")
          }
          milliseconds = seconds * 1000
        default: throw input.mismatch("\"date\"", expected: "a number of milliseconds", found: token)
        }
      case "scoredUp": scoredUp = try input.integer("\"scoredUp\"")
      case "completed": completed = try input.bool("\"completed\"")
      default: try input.skipValue()
      }
    }
    guard let milliseconds else {
      throw ImportError("this history entry has no \"date\"", at: start, hint: "Export your data from Habitica again.")
    }
    if isDaily {
      guard let completed else {
        batch.ignore("Habitica history entries without a completed flag (old or averaged history)")
        return nil
      }
      guard completed else {
        batch.ignore("Habitica dailies' days not completed")
        return nil
      }
      return (milliseconds, 1, start)
    }
    guard let scoredUp else {
      batch.ignore("Habitica history entries without scoredUp (old or averaged history)")
      return nil
    }
    guard scoredUp > 0 else {
      batch.ignore("Habitica habits' days without a + click")
      return nil
    }
    return (milliseconds, scoredUp, start)
  }
}
