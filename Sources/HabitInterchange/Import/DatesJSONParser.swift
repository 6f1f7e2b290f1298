import HabitCore
import HabitScreens
import HabitStore

/// Parses the iOS Habit Tracker app's layout: `{"<habit id>": ["yyyy-MM-dd", ...]}`, either alone or as the
/// `"completions"` member beside a `"habits"` list of `{id, title, emoji, colorHex, createdDate}`.
///
/// A listed day means the habit was done that day (listing it twice is harmless). Habits belong to the user the
/// import is for; one that only appears among the completions is named "Habit" and the start of its id, as long
/// as no two of the file's ids share it.
/// `createdDate` may be a `yyyy-MM-dd` day, an ISO 8601 time (its date is taken as written), or a number of
/// seconds since 2001-01-01 UTC (Foundation's reference date, the default of Swift's JSONEncoder), whose day is
/// taken in UTC. Members of a habit other than these five are ignored and counted.
final class DatesJSONParser<Source: ByteSource> {
  private let input: JSONInput<Source>
  private var batch: ImportBatch
  private let progress: ImportProgress?
  private var records = 0
  /// By key, the line of each habit's entry in the `habits` list: each comes once. Few next to the listed ones,
  /// and whole values in the batch anyway.
  private var definedOn: [Int: Int] = [:]
  /// Whether each habit's list of days has come, a bit per key: each comes once, and a file may name 1,000,000
  /// habits. Its line is where the file first named the habit, unless the `habits` list did (then it is here; a
  /// list before the `habits` list has no second, since `completions` comes once).
  private var listed: [UInt64] = []
  private var listLines: [Int: Int] = [:]

  init(input: JSONInput<Source>, batch: ImportBatch, progress: ImportProgress?) {
    self.input = input
    self.batch = batch
    self.progress = progress
  }

  /// The layout with a `habits` list: reads the top-level members, whose `{` has been read.
  func parseWithHabits() throws -> ImportBatch {
    try input.members { name in
      switch name {
      case "habits": try input.array("\"habits\"") { try habit() }
      case "completions":
        try input.object("\"completions\"", namesCheckedByCaller: true) { id in try days(ofHabit: id) }
      default:
        throw ImportError(
          "unknown member \"\(name)\"", at: input.location, hint: "Members here are: habits, completions.")
      }
    }
    batch.nameHabitsKnownOnlyByID { definedOn[$0] == nil }
    return batch
  }

  /// The layout without a list: every top-level member is a habit's days.
  func parseDaysAlone() throws -> ImportBatch {
    // A habit's second list is refused by ``days(ofHabit:)``, with the line of its first.
    try input.members(namesCheckedByCaller: true) { id in try days(ofHabit: id) }
    batch.nameHabitsKnownOnlyByID { _ in true }
    return batch
  }

  private func key(_ uuid: String, at location: InputLocation) -> Int {
    let key = batch.habitKey(uuid, at: location)
    if key / 64 == listed.count { listed.append(0) }
    return key
  }

  private func isListed(_ key: Int) -> Bool { listed[key / 64] & 1 << UInt64(key % 64) != 0 }

  private func days(ofHabit id: String) throws {
    let uuid = try ImportValues.uuid(id, what: "habit id", at: input.location)
    let key = key(uuid, at: input.location)
    if isListed(key) {
      let first = listLines[key] ?? batch.activities[key].location.line
      throw ImportError(
        "the habit \(id) has a second list of days (the first is on line \(first))", at: input.location,
        hint: "Give each habit one list.")
    }
    listed[key / 64] |= 1 << UInt64(key % 64)
    if definedOn[key] != nil { listLines[key] = input.location.line }
    try input.array("the days of habit \(id)") {
      let day = try ImportValues.day(try input.string("a day"), at: input.location)
      try batch.stage.addCompletion(
        activity: key, day: day, amount: nil, note: nil, createdAt: nil, oncePerDay: true, at: input.location)
      records += 1
      if records % ImportProgress.interval == 0 { progress?.report(records) }
    }
  }

  private func habit() throws {
    var id: String?
    var title: String?
    var emoji = ""
    var color: Color?
    var createdOn: Day?
    let start = try input.object("a habit") { name in
      switch name {
      case "id": id = try ImportValues.uuid(try input.string("a habit's id"), what: "habit id", at: input.location)
      case "title": title = try input.string("a habit's title")
      case "emoji": emoji = try input.optionalString("\"emoji\"") ?? ""
      case "colorHex":
        color = try input.optionalString("\"colorHex\"").map { try ImportValues.color($0, at: input.location) }
      case "createdDate": createdOn = try createdDate()
      default:
        try input.skipValue()
        batch.ignore("a habit's member other than id, title, emoji, colorHex, createdDate")
      }
    }
    guard let id, let title else {
      throw ImportError(
        "this habit has no \"\(id == nil ? "id" : "title")\"", at: start, hint: "Give every habit an id and a title.")
    }
    let key = key(id, at: start)
    if let first = definedOn[key] {
      throw ImportError.habitListedTwice(id, firstLine: first, at: start)
    }
    definedOn[key] = start.line
    batch.activities[key].location = start
    batch.activities[key].name = title
    batch.activities[key].nameIsGiven = true
    batch.activities[key].icon = emoji
    batch.activities[key].color = color
    batch.activities[key].createdOn = createdOn
  }

  private func createdDate() throws -> Day? {
    let token = try input.next()
    switch token {
    case .null: return nil
    case .number(let text):
      guard let seconds = Double(text), seconds.isFinite, abs(seconds) < 2.5e11 else {
        throw ImportError("\(text) is not a time", at: input.location, hint: "Write createdDate as yyyy-MM-dd.")
      }
      // Seconds since 2001-01-01T00:00:00Z, which is 11,323 days after 1970-01-01.
      let day = Day(ordinal: 11_323 + Int((seconds / 86_400).rounded(.down)))
      guard (1...9999).contains(day.year) else {
        throw ImportError(
          "\(text) is not a time between the years 1 and 9999", at: input.location,
          hint: "createdDate counts seconds since 2001-01-01; or write it as yyyy-MM-dd.")
      }
      return day
    case .string(let text):
      let date = String(text.prefix(10))
      guard text.count == 10 || text.dropFirst(10).first == "T" else {
        throw ImportError(
          "\(ImportValues.quoted(text)) is not a date", at: input.location,
          hint: "Write createdDate as yyyy-MM-dd or an ISO 8601 time.")
      }
      return try Day(parsing: ImportValues.day(date, what: "date", at: input.location))
    default:
      throw input.mismatch("\"createdDate\"", expected: "a date string or a number", found: token)
    }
  }
}
