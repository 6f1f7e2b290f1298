import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// The options of `add` and `edit` read into the request their use case takes: every input is checked before
/// anything is written.
extension ActivityOptions {
  /// The new activity: the named preset's, or a daily one, with what these options say over it.
  func newActivity(name: String?, preset: String?) throws -> NewActivity {
    var new = NewActivity(name: name ?? "")
    if let preset {
      guard let found = Preset.named(preset) else {
        throw CLIError.usage("--preset: there is no preset '\(preset)'", hint: "See them with: habit presets")
      }
      new = NewActivity(preset: found)
      if let name { new.name = name }
    }
    if let description { new.description = description }
    if let icon { new.icon = icon }
    new.color = try parsedColor()
    if let unit { new.unit = unit }
    if let section { new.section = section }
    new.requiredAmount = amount
    new.shared = household ?? false
    new.isPrivate = isPrivate ?? false
    new.rotation = rotation
    if let goal = try parsedGoal() {
      new.goal = goal
      // A preset's unit belongs to its goal: a new goal brings its own, unless --unit says otherwise.
      if unit == nil && preset != nil { new.unit = goal.unit }
    }
    return new
  }

  /// The changes `edit` asks for, from `from` (a day as typed); refused when there is nothing to change, or when
  /// a coming day is given for anything but a new goal.
  func changes(name: String?, noAmount: Bool, noSection: Bool, from: String, today: Day) throws -> ActivityChanges {
    var changes = ActivityChanges()
    changes.name = name
    changes.description = description
    changes.icon = icon
    changes.color = try parsedColor()
    if noAmount {
      changes.unit = .some(nil)
    } else {
      if let unit { changes.unit = .some(unit) }
      if let amount { changes.requiredAmount = .some(amount) }
    }
    changes.goal = try parsedGoal()
    changes.shared = household
    changes.isPrivate = isPrivate
    changes.rotation = rotation
    if noSection { changes.section = .some(nil) } else if let section { changes.section = section }
    // A goal may be set to start on a coming day; what a day needs or is measured in changes from a day already
    // here, where the days it applies to can be recorded.
    let day = try Today.parse(from, today: today, option: "--from", allowingFuture: true)
    if day > today, changes.goal == nil || changes.requiredAmount != nil || changes.unit != nil {
      throw CLIError.usage(
        "--from: \(DayAfterToday(day: day, today: today))",
        hint: "Only a new --goal alone can start on a coming day; --amount, --unit and --no-amount apply from today "
          + "or an earlier day.")
    }
    changes.goalFrom = day
    guard !changes.isEmpty else {
      throw CLIError.usage(
        "nothing to change",
        hint: "Give at least one of --name, --description, --icon, --color, --goal, --amount, --unit, --section, "
          + "--household, --private, --rotate.")
    }
    return changes
  }
}
