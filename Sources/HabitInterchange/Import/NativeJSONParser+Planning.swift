import HabitCore
import HabitStore

// The members of habit's JSON that plan and pause: daily plans, challenges and pauses.
extension NativeJSONParser {
  func plan(user: Int) throws {
    var day: Day?
    var goal: String?
    var achieved = false
    var tasks: [(title: String, done: Bool, location: InputLocation)] = []
    var carriedFrom: Day?
    var updatedAt: String?
    var dayLocation = input.location
    let start = try input.object("a daily plan") { name in
      switch name {
      case "day":
        dayLocation = input.location
        day = try Day(parsing: ImportValues.day(try input.string("\"day\""), at: input.location))
      case "goal": goal = try input.string("a plan's \"goal\"")
      case "goalAchieved": achieved = try input.bool("\"goalAchieved\"")
      case "tasks": try input.array("\"tasks\"") { tasks.append(try task()) }
      case "carriedFrom":
        carriedFrom = try input.optionalString("\"carriedFrom\"").map {
          try Day(parsing: ImportValues.day($0, what: "day the goal was first set", at: input.location))
        }
      case "updatedAt":
        updatedAt = try input.optionalString("\"updatedAt\"").map { try ImportValues.timestamp($0, at: input.location) }
      default:
        throw unknown(name, expected: "day, goal, goalAchieved, tasks, carriedFrom, updatedAt")
      }
    }
    guard let day, let goal else {
      throw ImportError(
        "this daily plan has no \"\(day == nil ? "day" : "goal")\"", at: start,
        hint: "A plan has its day, its goal and three tasks.")
    }
    // A plan is for today or a past day, like every other record.
    if let today = batch.stage.today, day > today {
      throw ImportError.afterToday(day.description, today: today, at: dayLocation)
    }
    guard tasks.count == DailyPlan.taskCount else {
      throw ImportError(
        "a daily plan has \(DailyPlan.taskCount) tasks; this one has \(tasks.count)", at: start,
        hint: "Give the plan exactly \(DailyPlan.taskCount) tasks.")
    }
    let valid: DailyPlan
    do {
      valid = try DailyPlan(day: day, goal: goal, tasks: tasks.map(\.title), carriedFrom: carriedFrom)
    } catch {
      throw ImportError(
        error.description, at: start, hint: "Write the goal and each task on one line, 1 to 200 characters.")
    }
    if let carriedFrom, !(carriedFrom < day) {
      throw ImportError(
        "the plan's goal was first set on \(carriedFrom), not before its day \(day)", at: start,
        hint: "\"carriedFrom\" is a day before the plan's day, or null.")
    }
    guard planDays[user, default: []].insert(day.description).inserted else {
      throw ImportError(
        "this user has two plans for \(day)", at: start, hint: "Keep one plan per day: a day has one plan.")
    }
    batch.plans.append(
      ImportedPlan(
        user: user,
        record: PlanRecord(
          day: day.description, goal: valid.goal, goalAchieved: achieved, taskTitles: valid.tasks.map(\.title),
          tasksDone: tasks.map(\.done), carriedFrom: carriedFrom?.description, updatedAt: updatedAt),
        location: start))
    counted()
  }

  func task() throws -> (title: String, done: Bool, location: InputLocation) {
    var title: String?
    var done = false
    let start = try input.object("a task") { name in
      switch name {
      case "title": title = try input.string("a task's \"title\"")
      case "done": done = try input.bool("\"done\"")
      default: throw unknown(name, expected: "title, done")
      }
    }
    guard let title else {
      throw ImportError("this task has no \"title\"", at: start, hint: "Give every task its title.")
    }
    return (title, done, start)
  }

  func challenge(activity: Int) throws {
    var startedOn: Day?
    var length: Int?
    var outcome: String?
    var endedOn: Day?
    var checks: [Day] = []
    let start = try input.object("a challenge") { name in
      switch name {
      case "startedOn":
        startedOn = try Day(
          parsing: ImportValues.day(try input.string("\"startedOn\""), what: "first day", at: input.location))
      case "length":
        let value = try input.integer("\"length\"")
        guard (2...366).contains(value) else {
          throw ImportError(
            "\(value) is not a challenge's length in days", at: input.location,
            hint: "A challenge lasts 2 to 366 days.")
        }
        length = value
      case "outcome":
        outcome = try input.optionalString("\"outcome\"")
        if let text = outcome, text != "completed", text != "reset" {
          throw invalid(text, "challenge outcome", "completed, reset, or null while it is current")
        }
      case "endedOn":
        endedOn = try input.optionalString("\"endedOn\"").map {
          try Day(parsing: ImportValues.day($0, what: "last day", at: input.location))
        }
      case "checks":
        try input.array("\"checks\"") {
          checks.append(try Day(parsing: ImportValues.day(try input.string("a checked day"), at: input.location)))
        }
      default:
        throw unknown(name, expected: "startedOn, length, outcome, endedOn, checks")
      }
    }
    guard let startedOn, let length else {
      throw ImportError(
        "this challenge has no \"\(startedOn == nil ? "startedOn" : "length")\"", at: start,
        hint: "A challenge has its first day and its length in days.")
    }
    let lastDay = startedOn.adding(days: length - 1)
    if (outcome == nil) != (endedOn == nil) {
      throw ImportError(
        "this challenge has \(outcome == nil ? "an end day but no outcome" : "an outcome but no end day")", at: start,
        hint: "A finished challenge has both \"outcome\" and \"endedOn\"; a current one has neither.")
    }
    if let endedOn, endedOn < startedOn || (outcome == "completed" && endedOn != lastDay) {
      throw ImportError(
        "this challenge cannot end on \(endedOn)", at: start,
        hint: "It ends on or after its first day; a completed one on its last day, \(lastDay).")
    }
    for (index, day) in checks.enumerated()
    where day < startedOn || lastDay < day || (index > 0 && !(checks[index - 1] < day)) {
      throw ImportError(
        "the checked day \(day) is not a new day of this challenge (\(startedOn) to \(lastDay))", at: start,
        hint: "List each checked day once, in order, within the challenge.")
    }
    guard challengeStarts[activity, default: []].insert(startedOn.description).inserted else {
      throw ImportError(
        "this activity has two challenges starting on \(startedOn)", at: start,
        hint: "Keep one: a challenge is known by its first day.")
    }
    batch.challenges.append(
      ImportedChallenge(
        activity: activity,
        record: ChallengeRecord(
          startedOn: startedOn.description, lengthDays: length, outcome: outcome, endedOn: endedOn?.description,
          checks: checks.map(\.description)),
        location: start))
    counted()
  }

  // MARK: Helpers

  func counted() {
    records += 1
    if records % ImportProgress.interval == 0 { progress?.report(records) }
  }

  /// Records that `value` belongs to item `index`, refusing a second item with the same one.
  func once<Key: Hashable>(
    _ value: Key, in seen: inout [Key: Int], index: Int, what: String, shown: String? = nil
  ) throws {
    if let first = seen[value], first != index {
      throw ImportError(
        "the \(what) \(shown.map(ImportValues.quoted) ?? "\(value)") appears twice in the file", at: input.location,
        hint: "Each \(what) belongs to one entry.")
    }
    seen[value] = index
  }

  /// A pause of `scope`: its first day, last day (null: until resumed), note and when it was entered.
  func pause(_ scope: ImportedPause.Scope) throws {
    var first: Day?
    var last: Day?
    var note: String?
    var createdAt: String?
    let start = try input.object("a pause") { name in
      switch name {
      case "from":
        first = try Day(parsing: ImportValues.day(try input.string("\"from\""), what: "pause day", at: input.location))
      case "until":
        last = try input.optionalString("\"until\"").map {
          try Day(parsing: ImportValues.day($0, what: "pause day", at: input.location))
        }
      case "note": note = try input.optionalString("\"note\"")
      case "createdAt":
        createdAt = try input.optionalString("\"createdAt\"").map { try ImportValues.timestamp($0, at: input.location) }
      default: throw unknown(name, expected: "from, until, note, createdAt")
      }
    }
    guard let first else {
      throw ImportError("this pause has no \"from\"", at: start, hint: "A pause has its first day, \"from\".")
    }
    if let last, last < first {
      throw ImportError(
        "this pause ends on \(last), before it starts on \(first)", at: start,
        hint: "Write \"until\" on or after \"from\", or null for a pause not resumed yet.")
    }
    // The note is held to what `habit pause --note` takes: no control character a terminal would obey.
    if let note {
      let hint = "Remove control characters from the note; keep it under \(TextLimit.note) characters."
      if note.count > TextLimit.note {
        throw ImportError("the note of this pause has more than \(TextLimit.note) characters", at: start, hint: hint)
      }
      if let scalar = TextCheck.forbidden(in: note, lineBreaks: true) {
        throw ImportError(
          "the note of this pause contains the control character \(TextCheck.name(scalar))", at: start, hint: hint)
      }
    }
    batch.pauses.append(
      ImportedPause(
        scope: scope, record: PauseRecord(first: first, last: last, note: note, createdAt: createdAt), location: start))
  }
}
