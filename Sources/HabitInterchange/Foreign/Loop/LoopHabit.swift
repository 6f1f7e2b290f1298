import HabitCore
import HabitScreens
import HabitStore

/// A Loop habit's properties as both export forms carry them, and the activity they become.
///
/// - The frequency "num times in den days" becomes `num/day` when den is 1, else a rolling window of den days
///   (`3/7d`), which is how Loop judges it; a numerical habit's target is an amount over the same den days, at
///   least or at most, in its unit (Loop's numerator is always 1 there and is not used).
/// - The question and the description both become the description: the question alone when there is no
///   description, else the question on the first line and the description after it.
/// - Position orders the new activities, after the member's others; reminders have no place here and are counted
///   as ignored.
struct LoopHabit {
  var name: String
  var isNumerical = false
  var question = ""
  var description = ""
  var numerator = 1
  var denominator = 1
  /// Nil: the next colour of habit's palette.
  var color: Color?
  var unit = ""
  var atMost = false
  var target = 0.0
  var archived = false
  /// Loop's order (nil: the file's).
  var position: Int?
  var source: ActivitySource

  /// Why the frequency and target cannot be a goal here, or nil when they can.
  var goalProblem: String? {
    guard (1...366).contains(denominator) else {
      return "a frequency over \(denominator) days: habit's rolling windows are 1 to 366 days long"
    }
    if isNumerical {
      guard target.isFinite, target >= 0 else { return "the target \(target) is not an amount of 0 or more" }
    } else {
      let days = "\(denominator) day\(denominator == 1 ? "" : "s")"
      guard numerator >= 1 else { return "a frequency of \(numerator) times in \(days)" }
      guard numerator <= denominator else { return "\(numerator) times in \(days) cannot be met with one check a day" }
    }
    return nil
  }

  /// The goal; ``goalProblem`` must be nil.
  var goal: Goal {
    let period: Period = denominator == 1 ? .day : .rolling(days: denominator)
    guard isNumerical else { return Goal(target: Double(numerator), period: period) }
    return Goal(
      comparison: atMost ? .atMost : .atLeast, measure: .amount, target: target, period: period, unit: trimmedUnit)
  }

  private var trimmedUnit: String? {
    let unit = unit.trimmed
    return unit.isEmpty ? nil : unit
  }

  var fullDescription: String {
    let question = question.trimmed
    let description = description.trimmed
    if question.isEmpty { return description }
    return description.isEmpty ? question : question + "\n" + description
  }

  /// The activity, named `name` (the habit's own, or with a suffix when the file has it twice).
  func activity(named name: String, at location: InputLocation) -> ImportedActivity {
    var activity = ImportedActivity(name: name, location: location)
    activity.source = source
    activity.description = fullDescription
    activity.color = color
    activity.archived = archived
    activity.position = position
    activity.currentGoal = goal
    if isNumerical { activity.unit = trimmedUnit }
    return activity
  }

  /// Why `name` cannot be an activity's name, or nil; the rules of `habit add`.
  static func nameProblem(_ name: String) -> String? {
    let trimmed = name.trimmed
    if trimmed.isEmpty { return "the habit has no name" }
    if trimmed.count > 100 { return "the name \(ImportValues.quoted(name)) is longer than 100 characters" }
    if trimmed.contains(where: { $0.isNewline || $0 == "\t" }) {
      return "the name \(ImportValues.quoted(name)) has a line break or a tab"
    }
    return nil
  }

  /// Names the database accepts for every habit, in order: a name the file already gave (ignoring case, as
  /// the database compares names) gets the first free suffix, `Vegan (2)`, so that both habits arrive and show.
  static func uniqueNames(_ names: [String]) -> [String] {
    let trimmed = names.map(\.trimmed)
    var taken = Set(trimmed.map(NameKey.init))
    var seen: Set<NameKey> = []
    return trimmed.map { name in
      guard seen.insert(NameKey(name)).inserted else {
        var number = 2
        while taken.contains(NameKey("\(name) (\(number))")) { number += 1 }
        let unique = "\(name) (\(number))"
        taken.insert(NameKey(unique))
        seen.insert(NameKey(unique))
        return unique
      }
      return name
    }
  }
}
