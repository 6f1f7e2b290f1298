import HabitCore
import HabitStore

/// Parses the `csv` format: one row per completion or day mark, `user,activity_id,activity,day,amount,unit,note,mark`.
///
/// Users are named and must exist when the batch is applied. An activity is identified by its id, or when the
/// id is empty by its name for that user; the first row of an activity defines its name and unit, and later
/// rows must agree with it. An empty amount or note is none. A row whose `mark` is `skipped` or `failed` is that
/// day mark, with its note and no amount; an empty `mark` is a completion. Files from before the `mark` column
/// hold completions only, and are read as such.
struct CompletionsCSVParser<Source: ByteSource> {
  private var input: CSVInput<Source>
  private var batch: ImportBatch
  private var users = NamedUsers()
  private var activityByID: [String: Int] = [:]
  private var activityByName: [ActivityName: Int] = [:]
  /// The previous row's user, id, name and unit with the activity they gave: rows come grouped, so most rows
  /// repeat them and need no lookup.
  private var previous: (user: String, id: String, name: String, unit: String, key: Int)?

  private struct ActivityName: Hashable {
    let user: Int
    let name: NameKey
  }

  init(input: CSVInput<Source>, batch: ImportBatch) {
    self.input = input
    self.batch = batch
  }

  mutating func parse() throws -> ImportBatch {
    let columns = try input.readHeader(of: .csv, optional: 1)
    while let fields = try input.next() {
      let key = try activityKey(fields)
      let day = try ImportValues.day(fields[3], at: input.location(3))
      if columns > 7, let mark = try mark(fields[7]) {
        guard fields[4].isEmpty else {
          throw ImportError(
            "a \(mark.rawValue) day has no amount, but this row has \(ImportValues.quoted(fields[4]))",
            at: input.location(4), hint: "Leave the amount of a skipped or failed day empty.")
        }
        try batch.stage.addMark(
          activity: key, day: day, mark: mark, note: fields[6].isEmpty ? nil : fields[6], createdAt: nil,
          location: input.location(7))
        continue
      }
      let amount = try ImportValues.amount(fields[4], at: input.location(4))
      try batch.stage.addCompletion(
        activity: key, day: day, amount: amount, note: fields[6].isEmpty ? nil : fields[6], createdAt: nil,
        oncePerDay: false, at: input.location(3))
    }
    return batch
  }

  /// The day mark a `mark` cell names; nil when it is empty (a completion).
  private func mark(_ text: String) throws -> DayMark? {
    guard !text.isEmpty else { return nil }
    guard let mark = DayMark(rawValue: text) else {
      throw ImportError(
        "\(ImportValues.quoted(text)) is not a day mark", at: input.location(7),
        hint: "A mark is skipped or failed; leave it empty for a completion.")
    }
    return mark
  }

  private mutating func activityKey(_ fields: [String]) throws -> Int {
    if let previous, previous.user == fields[0], previous.id == fields[1], previous.name == fields[2],
      previous.unit == fields[5]
    {
      return previous.key
    }
    let user = try self.user(fields[0])
    let name = fields[2]
    guard !name.isEmpty else {
      throw ImportError(
        "the activity's name is missing", at: input.location(2), hint: "Name the activity of every row.")
    }
    let unit = fields[5].isEmpty ? nil : fields[5]
    let key: Int
    if fields[1].isEmpty {
      key = activityByName[ActivityName(user: user, name: NameKey(name))] ?? newActivity(name, unit, user, uuid: nil)
    } else {
      let uuid = try ImportValues.uuid(fields[1], what: "activity id", at: input.location(1))
      key = activityByID[uuid] ?? newActivity(name, unit, user, uuid: uuid)
    }
    let known = batch.activities[key]
    let first = "line \(known.location.line)"
    if known.user != user {
      throw ImportError(
        "activity \(fields[1]) is \(batch.users[known.user!].name)'s on \(first) but \(fields[0])'s here",
        at: input.location(0), hint: "An activity belongs to one user; give every row of it the same user.")
    }
    if known.name != name {
      throw ImportError(
        "activity \(fields[1]) is named \(ImportValues.quoted(known.name)) on \(first) but "
          + "\(ImportValues.quoted(name)) here",
        at: input.location(2), hint: "Give every row of an activity the same name.")
    }
    if known.unit != unit {
      throw ImportError(
        "\(name) is measured in \(ImportValues.quoted(known.unit ?? "")) on \(first) but "
          + "\(ImportValues.quoted(fields[5])) here",
        at: input.location(5), hint: "Give every row of an activity the same unit.")
    }
    previous = (fields[0], fields[1], name, fields[5], key)
    return key
  }

  private mutating func user(_ name: String) throws -> Int {
    try users.user(name, at: input.location(0), in: &batch)
  }

  private mutating func newActivity(_ name: String, _ unit: String?, _ user: Int, uuid: String?) -> Int {
    var activity = ImportedActivity(name: name, location: input.location(uuid == nil ? 2 : 1))
    activity.user = user
    activity.uuid = uuid
    activity.unit = unit
    activity.nameIsGiven = true
    batch.activities.append(activity)
    let key = batch.activities.count - 1
    if let uuid {
      activityByID[uuid] = key
    } else {
      activityByName[ActivityName(user: user, name: NameKey(name))] = key
    }
    return key
  }
}
