import HabitCore
import HabitStore

/// Parses the `activities-csv` format: one row per activity, `user,id,name,description,icon,color,unit,
/// required_amount,goal,goal_from,created_on,archived,position,section` (files without `section` still read).
///
/// It carries every property and the goal in force last (`goal` from `goal_from`); the goal history and the
/// records are the native JSON's. Empty cells take the defaults of `habit add`.
struct ActivitiesCSVParser<Source: ByteSource> {
  private var input: CSVInput<Source>
  private var batch: ImportBatch
  private var users = NamedUsers()
  private var seenIDs: [String: Int] = [:]
  private var seenNames: [String: Int] = [:]
  private var columns = 0

  init(input: CSVInput<Source>, batch: ImportBatch) {
    self.input = input
    self.batch = batch
  }

  mutating func parse() throws -> ImportBatch {
    columns = try input.readHeader(of: .activitiesCSV, optional: 1)
    while let fields = try input.next() {
      batch.activities.append(try activity(fields))
    }
    return batch
  }

  private mutating func activity(_ fields: [String]) throws -> ImportedActivity {
    let line = input.location(0).line
    guard !fields[2].isEmpty else {
      throw ImportError("the activity's name is missing", at: input.location(2), hint: "Name every activity.")
    }
    var activity = ImportedActivity(name: fields[2], location: input.location(2))
    activity.nameIsGiven = true
    activity.user = try user(fields[0])
    let nameKey = "\(activity.user!)/" + String(decoding: NameKey(fields[2]).folded, as: UTF8.self)
    if let first = seenNames[nameKey] {
      throw ImportError(
        "\(ImportValues.quoted(fields[2])) is listed twice for \(fields[0]) (first on line \(first))",
        at: input.location(2), hint: "List each activity once.")
    }
    seenNames[nameKey] = line
    if !fields[1].isEmpty {
      let uuid = try ImportValues.uuid(fields[1], what: "activity id", at: input.location(1))
      if let first = seenIDs[uuid] {
        throw ImportError(
          "the id \(fields[1]) is listed twice (first on line \(first))", at: input.location(1),
          hint: "List each activity once.")
      }
      seenIDs[uuid] = line
      activity.uuid = uuid
    }
    activity.description = fields[3]
    activity.icon = fields[4]
    if !fields[5].isEmpty { activity.color = try ImportValues.color(fields[5], at: input.location(5)) }
    activity.unit = fields[6].isEmpty ? nil : fields[6]
    if let required = try ImportValues.amount(fields[7], at: input.location(7)) {
      guard required > 0 else {
        throw ImportError(
          "the required amount must be above 0", at: input.location(7),
          hint: "Leave the cell empty when any amount will do.")
      }
      activity.requiredAmount = required
    }
    if !fields[10].isEmpty {
      activity.createdOn = try Day(parsing: ImportValues.day(fields[10], what: "creation day", at: input.location(10)))
    }
    if !fields[8].isEmpty {
      let goal = try GoalText.parse(fields[8], at: input.location(8))
      let from: Day
      if !fields[9].isEmpty {
        from = try Day(parsing: ImportValues.day(fields[9], what: "goal day", at: input.location(9)))
      } else if let createdOn = activity.createdOn {
        from = createdOn
      } else {
        throw ImportError(
          "the goal has no day it takes effect from", at: input.location(9),
          hint: "Fill in goal_from (or created_on) with a day such as 2026-03-01.")
      }
      activity.goals = [GoalChange(effectiveFrom: from, goal: goal)]
    }
    switch fields[11] {
    case "", "false": activity.archived = false
    case "true": activity.archived = true
    default:
      throw ImportError(
        "\(ImportValues.quoted(fields[11])) is not true or false", at: input.location(11),
        hint: "Write archived as true or false.")
    }
    if !fields[12].isEmpty {
      guard let position = Int(fields[12]) else {
        throw ImportError(
          "\(ImportValues.quoted(fields[12])) is not a whole number", at: input.location(12),
          hint: "Write the position as a whole number, such as 3.")
      }
      activity.position = position
    }
    if columns > 13, !fields[13].isEmpty {
      activity.section = try ImportValues.section(fields[13], at: input.location(13))
    }
    return activity
  }

  private mutating func user(_ name: String) throws -> Int {
    try users.user(name, at: input.location(0), in: &batch)
  }
}
