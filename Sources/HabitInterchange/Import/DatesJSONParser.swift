import HabitCore
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
  /// By key, the line of each habit's entry in the `habits` list, and of its list of days (0: none yet): each
  /// comes once. Arrays, not dictionaries by id: a file may name 1,000,000 habits.
  private var definedOn: [Int32] = []
  private var listedOn: [Int32] = []

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
      case "completions": try input.object("\"completions\"") { id in try days(ofHabit: id) }
      default:
        throw ImportError(
          "unknown member \"\(name)\"", at: input.location, hint: "Members here are: habits, completions.")
      }
    }
    batch.nameHabitsKnownOnlyByID(batch.activities.indices.filter { definedOn[$0] == 0 })
    return batch
  }

  /// The layout without a list: every top-level member is a habit's days.
  func parseDaysAlone() throws -> ImportBatch {
    try input.members { id in try days(ofHabit: id) }
    batch.nameHabitsKnownOnlyByID(batch.activities.indices)
    return batch
  }

  private func key(_ uuid: String, at location: InputLocation) -> Int {
    let key = batch.habitKey(uuid, at: location)
    if key == definedOn.count {
      definedOn.append(0)
      listedOn.append(0)
    }
    return key
  }

  private func days(ofHabit id: String) throws {
    let uuid = try ImportValues.uuid(id, what: "habit id", at: input.location)
    let key = key(uuid, at: input.location)
    if case let first = listedOn[key], first > 0 {
      throw ImportError(
        "the habit \(id) has a second list of days (the first is on line \(first))", at: input.location,
        hint: "Give each habit one list.")
    }
    listedOn[key] = Int32(clamping: input.location.line)
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
    if case let first = definedOn[key], first > 0 {
      throw ImportError.habitListedTwice(id, firstLine: Int(first), at: start)
    }
    definedOn[key] = Int32(clamping: start.line)
    batch.activities[key].location = start
    batch.activities[key].name = title
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
      return Day(ordinal: 11_323 + Int((seconds / 86_400).rounded(.down)))
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
