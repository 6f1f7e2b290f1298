import HabitCore
import SQLite

extension ImportApplier {
  // MARK: Goals

  /// Writes the goals of the activities created so far, in the order they were created. One `INSERT ... SELECT`
  /// instead of one statement per activity: each run of an INSERT into `goals` builds the lookup tables of its
  /// CHECK constraints' `IN` lists anew, which made a goal cost more than its activity.
  mutating func flushGoals() throws {
    guard pendingGoals > 0 else { return }
    try db.execute(
      """
      INSERT INTO goals (activity_id, effective_from, measure, comparison, target, period, window_days,
                         required_amount, unit, weekdays)
      SELECT activity_id, effective_from, measure, comparison, target, period, window_days, required_amount, unit,
        weekdays
      FROM temp.import_goals ORDER BY rowid;
      DELETE FROM temp.import_goals;
      """)
    pendingGoals = 0
  }

  /// Goals of an activity that exists: a goal from a day the database has no goal for is added.
  mutating func applyGoals(_ imported: ImportedActivity, to id: Int64, name: String) throws {
    if imported.goals.isEmpty, let goal = imported.currentGoal {
      try compareCurrentGoal(goal, of: id, name: name)
    }
    for change in imported.goals {
      let existing = try database.goalChanges(
        sql: """
          SELECT activity_id, effective_from, measure, comparison, target, period, window_days, unit, required_amount,
            weekdays
          FROM goals WHERE activity_id = ? AND effective_from = ?
          """, [id, change.effectiveFrom.description]
      )[id]?.first
      guard let existing else {
        // A goal added to an activity that exists takes its own amount and unit, or else the activity's now.
        var (required, unit) = (change.requiredAmount, change.unit)
        if !imported.goalsCarryAmounts {
          (required, unit) =
            try db.queryFirst(
              "SELECT required_amount, unit FROM activities WHERE id = ?", [id],
              decode: { (try $0[0] as Double?, try $0[1] as String?) }) ?? (nil, nil)
        }
        (unit, required) = try checked(at: imported.location, "Give the goal a unit its amounts fit.") {
          try database.validAmount(unit: unit, requiredAmount: required, goal: change.goal)
        }
        try database.insertGoal(
          database.withUnit(change.goal, unit), requiredAmount: required, unit: unit, activityID: id,
          from: change.effectiveFrom)
        report.goals.added += 1
        continue
      }
      // A file that carries each goal's amount and unit (habit's JSON) is compared on them too.
      let carried = imported.goalsCarryAmounts
      let sameAmount = !carried || (existing.requiredAmount == change.requiredAmount && existing.unit == change.unit)
      if Self.columns(of: existing.goal) == Self.columns(of: change.goal) && sameAmount {
        report.goals.present += 1
      } else {
        report.goals.conflicting += 1
        report.addConflict(
          "\(name): the goal from \(change.effectiveFrom) is \(Self.text(change, amounts: carried)) in the file but "
            + "\(Self.text(existing, amounts: carried)) in the database")
      }
    }
  }

  /// A goal as a conflict names it: its spec, with its required amount when the file carries amounts.
  static func text(_ change: GoalChange, amounts: Bool) -> String {
    var text = change.goal.spec
    if amounts {
      text += change.requiredAmount.map { ", \(formatAmount($0)) \(change.unit ?? "units") each time" } ?? ""
      if change.goal.measure == .count, change.requiredAmount == nil, let unit = change.unit { text += " in \(unit)" }
    }
    return text
  }

  /// An undated goal against the goal in force on the import's day; the database keeps its own either way.
  mutating func compareCurrentGoal(_ goal: Goal, of id: Int64, name: String) throws {
    let existing = try database.goalChanges(
      sql: """
        SELECT activity_id, effective_from, measure, comparison, target, period, window_days, unit, required_amount,
          weekdays
        FROM goals WHERE activity_id = ? AND effective_from <= ? ORDER BY effective_from DESC LIMIT 1
        """, [id, options.today.description]
    )[id]?.first
    if let existing, Self.columns(of: existing.goal) == Self.columns(of: goal) {
      report.goals.present += 1
    } else {
      report.goals.conflicting += 1
      report.addConflict(
        "\(name): the goal is \(goal.spec) in the file but \(existing?.goal.spec ?? "none") in the database")
    }
  }

  /// A goal as the `goals` table holds it: measure, comparison, target, period, window.
  static func columns(of goal: Goal) -> (String, String, Double, String, Int?, Int?) {
    let window: Int? = if case .rolling(let days) = goal.period { days } else { nil }
    let period = window == nil ? goal.period.code : "rolling"
    return (goal.measure.rawValue, goal.comparison.rawValue, goal.target, period, window, goal.weekdays?.rawValue)
  }
}
