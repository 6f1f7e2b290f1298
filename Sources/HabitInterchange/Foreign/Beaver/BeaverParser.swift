import HabitCore
import HabitStore

/// Reads Beaver Habits' JSON export: `{"user_email", "exported_at", "habits": [{"id", "name", "records": [{"day",
/// "done", "text"}], "tags", "star", "status", "period", "chips"}]}`, or the file a self-hosted Beaver stores per
/// user, `{"data": {"habits": [...], "order": [...]}}`, whose habits are written alike.
///
/// Habits are keyed by Beaver's id (``ActivitySource``), so a newer export adds only what is new. The storage
/// files of older Beavers have habits without ids, which Beaver made up (from the name and the time) when it next
/// read them: those are keyed by name, as formats without ids are, so that a later export's habit of the same
/// name takes the activity on with its id. A record
/// `done: true` is a completion with its text as the note, or a skipped day when the text holds `#skip` (the tag
/// is taken out of the note). Beaver also keeps `done: false` records for days that were ticked and unticked:
/// that is no statement that the habit failed, so they are counted as ignored. `status: archive` is archived;
/// `soft_delete` (in Beaver's bin) is not imported and counted. `period` becomes the goal (``BeaverPeriod``);
/// none means once a day. Tags, stars and chips have no place in habit and are counted when present.
final class BeaverParser<Source: ByteSource> {
  private let input: JSONInput<Source>
  private var batch: ImportBatch
  private let today: Day
  /// Where each habit begins, by Beaver's id, and those without one by name (ignoring case).
  private var lines: [String: Int] = [:]
  private var linesByName: [NameKey: Int] = [:]

  private struct Record {
    let day: String
    let mark: DayMark?
    let note: String?
    let at: InputLocation
  }

  init(input: JSONInput<Source>, today: Day) throws {
    self.input = input
    self.today = today
    batch = try ImportBatch(format: ForeignFormat.beaver.rawValue, today: today)
    batch.listsActivities = true
  }

  func parse() throws -> ImportBatch {
    try input.object("Beaver's export") { member in
      switch member {
      case "user_email", "exported_at": _ = try input.optionalString("\"\(member)\"")
      case "habits": try input.array("\"habits\"") { try habit() }
      case "data": try storage()
      default:
        throw ImportError(
          "unknown member \"\(member)\"", at: input.location,
          hint: "A Beaver Habits export has user_email, exported_at and habits; its storage file has data.")
      }
    }
    guard try input.nextOrEnd() == nil else { preconditionFailure("the reader ends after the top-level value") }
    return batch
  }

  /// The `data` of the file a self-hosted Beaver keeps per user (`HABITS_STORAGE=USER_DISK`):
  /// `{"habits": [...], "order": [...]}`, its habits written as in the export.
  private func storage() throws {
    try input.object("\"data\"") { member in
      switch member {
      case "habits": try input.array("\"habits\"") { try habit() }
      default:
        try input.skipValue()
        batch.ignore("members of Beaver's stored data other than habits (the order of the list)")
      }
    }
  }

  private func habit() throws {
    var id: String?
    var name: String?
    var status = "active"
    var goal: Goal = .daily
    var extras = false
    var records: [Record] = []
    var days: [String: Int] = [:]
    let start = try input.object("a Beaver habit") { member in
      switch member {
      case "id": id = try input.string("a habit's \"id\"")
      case "name": name = try input.string("a habit's \"name\"")
      case "status":
        let text = try input.string("\"status\"")
        guard ["active", "archive", "soft_delete"].contains(text) else {
          throw ImportError(
            "\(ImportValues.quoted(text)) is not a Beaver habit status", at: input.location,
            hint: "A status is active, archive or soft_delete.")
        }
        status = text
      case "period": goal = try BeaverPeriod.goal(input, batch: &batch)
      case "records":
        try input.array("\"records\"") {
          let record = try self.record()
          if let first = days[record.day] {
            throw ImportError(
              "\(record.day) has a second record (the first is on line \(first))", at: record.at,
              hint: "Keep one record per day.")
          }
          days[record.day] = record.at.line
          if let record = record.record { records.append(record) }
        }
      case "tags", "star", "chips": extras = try input.skipValueIsSet() || extras
      default:
        try input.skipValue()
        batch.ignore("members of Beaver habits other than id, name, records, status, period, tags, star, chips")
      }
    }
    guard let name else {
      throw ImportError("this habit has no \"name\"", at: start, hint: "A Beaver habit has a name.")
    }
    if let id {
      if let first = lines[id] { throw ImportError.habitListedTwice(id, firstLine: first, at: start) }
      lines[id] = start.line
    } else {
      if let first = linesByName[NameKey(name)] {
        throw ImportError(
          "the habit \(ImportValues.quoted(name)) is listed twice (first on line \(first))", at: start,
          hint: "Habits without an id are known by their name: rename one of them in Beaver, or give each an id.")
      }
      linesByName[NameKey(name)] = start.line
    }
    if status == "soft_delete" {
      batch.ignore("deleted Beaver habits: status soft_delete")
      if !records.isEmpty { batch.ignore("records of deleted Beaver habits", count: records.count) }
      return
    }
    if extras { batch.ignore("Beaver habits with tags, a star or chips: habit has no place for them") }
    records.sort { $0.day < $1.day }
    var activity = ImportedActivity(name: name, location: start)
    activity.source = id.map { ActivitySource(source: ForeignFormat.beaver.rawValue, key: $0) }
    activity.archived = status == "archive"
    let from = try records.first.map { try Day(parsing: $0.day) } ?? today
    activity.createdOn = from
    activity.goals = [GoalChange(effectiveFrom: from, goal: goal)]
    let key = batch.activities.count
    batch.activities.append(activity)
    for record in records {
      if let mark = record.mark {
        try batch.stage.addMark(
          activity: key, day: record.day, mark: mark, note: record.note, createdAt: nil, location: record.at)
      } else {
        try batch.stage.addCompletion(
          activity: key, day: record.day, amount: nil, note: record.note, createdAt: nil, oncePerDay: false,
          at: record.at)
      }
    }
  }

  /// One record: its day, and what it says (nil when it is `done: false`).
  private func record() throws -> (day: String, record: Record?, at: InputLocation) {
    var day: String?
    var done: Bool?
    var text: String?
    let start = try input.object("a record") { member in
      switch member {
      case "day": day = try ImportValues.day(try input.string("\"day\""), at: input.location)
      case "done": done = try input.bool("\"done\"")
      case "text": text = try input.optionalString("\"text\"")
      default:
        try input.skipValue()
        batch.ignore("members of Beaver records other than day, done, text")
      }
    }
    guard let day, let done else {
      throw ImportError(
        "this record has no \"\(day == nil ? "day" : "done")\"", at: start, hint: "A record has a day and done.")
    }
    guard done else {
      batch.ignore("Beaver records done: false, a day unticked rather than failed")
      return (day, nil, start)
    }
    guard let text, text.contains("#skip") else {
      return (day, Record(day: day, mark: nil, note: text, at: start), start)
    }
    let note = text.replacing("#skip", with: "").trimmed
    return (day, Record(day: day, mark: .skipped, note: note.isEmpty ? nil : note, at: start), start)
  }
}

extension JSONInput {
  /// Skips one value, telling whether it holds anything: not null, false, "", [] or {}.
  func skipValueIsSet() throws(ImportError) -> Bool {
    let first = try next()
    switch first {
    case .null, .bool(false): return false
    case .string(let text): return !text.isEmpty
    case .objectStart, .arrayStart:
      let second = try next()
      if second == .objectEnd || second == .arrayEnd { return false }
      putBack(second)
      var depth = 1
      repeat {
        switch try next() {
        case .objectStart, .arrayStart: depth += 1
        case .objectEnd, .arrayEnd: depth -= 1
        default: break
        }
      } while depth > 0
      return true
    default: return true
    }
  }
}
