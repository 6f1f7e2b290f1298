import HabitCore
import HabitScreens

/// What `habit add` and `habit edit` say about the activity they wrote.
///
/// ```swift
/// ActivityText.added(activity, by: alice, today: today)  // "Added 📚 Read for alice: 1/day."
/// ```
public enum ActivityText {
  /// "Added 📚 Read for alice: 1/day, 20 pages each time.": whose it is, its goal today and the amount it needs.
  public static func added(_ activity: Activity, by user: User, today: Day) -> String {
    let whose = activity.shared ? "the household" : user.name + (activity.isPrivate ? " (private)" : "")
    var line = "Added \(activity.icon.isEmpty ? "" : activity.icon + " ")\(activity.name) for \(whose): "
    line += "\(activity.goal(on: today))"
    if let quantity = activity.requiredQuantity { line += ", \(quantity) each time" }
    return line + "."
  }

  /// The one sentence of an edit, about the change that matters most: a new goal (and the goals it replaced),
  /// a new required amount or unit, who shares it, else "Updated Read.".
  public static func edited(_ outcome: EditOutcome, _ changes: ActivityChanges, today: Day) -> String {
    let current = outcome.activity
    if let day = changes.goalFrom, changes.goal != nil {
      var line = "\(current.name): goal \(day > today ? "will be" : "is") \(current.goal(on: day)) from \(day)"
      let replaced = outcome.replacedGoals.map { "\($0.goal) (from \($0.effectiveFrom))" }
      if !replaced.isEmpty { line += ", replacing " + replaced.joined(separator: ", then ") }
      return line + "."
    } else if let day = changes.goalFrom, changes.requiredAmount != nil || changes.unit == .some(nil) {
      let needs = current.requiredQuantity.map { "each day needs at least \($0)" } ?? "any completion counts"
      return "\(current.name): \(needs) from \(day); the days before keep the amount they had."
    } else if let day = changes.goalFrom, let unit = changes.unit ?? nil {
      return "\(current.name): amounts are in \(unit) from \(day); the days before keep their unit."
    } else if changes.shared != nil || changes.isPrivate != nil {
      let whose =
        current.shared ? "the household's: any member can do it" : current.isPrivate ? "private" : "not shared"
      return "\(current.name) is \(whose)."
    }
    return "Updated \(current.name)."
  }

  /// "Delete Read with 12 completions and 1 skipped or failed day?"
  public static func deletionQuestion(_ deletion: ActivityDeletion) -> String {
    "Delete \(deletion.activity.name) with \(Wording.count(deletion.summary.completions, "completion")) and "
      + "\(Wording.count(deletion.summary.marks, "skipped or failed day"))?"
  }

  /// "Deleted Read."
  public static func deleted(_ deletion: ActivityDeletion) -> String { "Deleted \(deletion.activity.name)." }
}
