import HabitCore
import HabitScreens
import SQLite

/// How a use case is told which activity: by name or prefix as typed on the command line, or by its id.
public enum ActivityReference: Hashable, Sendable {
  case named(String)
  case id(String)
}

extension HabitDatabase {
  static let activityColumns = """
    SELECT id, uuid, user_id, name, description, icon, color, unit, required_amount, created_on, archived, position,
      shared, private, section
    FROM activities
    """

  /// The user's activities in listing order, with their goal history: with the household's shared ones
  /// (`.visible`, what the member does), or those the member added, shared or not (`.owned`, what they keep).
  public func activities(of user: User, includeArchived: Bool = false, scope: ActivityScope = .visible) throws
    -> [Activity]
  {
    try db.read {
      let rows = try db.query(
        Self.activitiesQuery(scope, includeArchived: includeArchived), [user.id], decode: decodeActivityRow)
      let goals = try goalChanges(sql: Self.activityGoalsQuery(scope), [user.id])
      return rows.map { $0.activity(goals: goals[$0.id] ?? []) }
    }
  }

  /// Which activities `activities(of:)` lists, for the member bound to its parameter. "Their own or the shared
  /// ones" is answered from two indexes, `user_id`'s and the shared activities', never by reading every member's
  /// (`ActivityIndexTests`).
  static func activitiesQuery(_ scope: ActivityScope, includeArchived: Bool) -> String {
    activitiesQueries[scope == .visible ? 0 : 1][includeArchived ? 1 : 0]
  }

  /// The goal histories of the activities `activitiesQuery` lists (archived ones too), in no order:
  /// `goalChanges` puts each history oldest first. A join, each activity's goals searched by its index: with the
  /// activities as a subquery and the rows sorted in SQL, the query took twice the instructions for one goal
  /// (an ephemeral table for the list, a sorter for the order).
  static func activityGoalsQuery(_ scope: ActivityScope) -> String {
    activityGoalsQueries[scope == .visible ? 0 : 1]
  }

  // The statements' texts are made once: made at each call, they cost a today page about 10,000 instructions.
  private static let activitiesQueries = [ActivityScope.visible, .owned].map { scope in
    [false, true].map { includeArchived in
      activityColumns + " WHERE \(whose(scope)) \(includeArchived ? "" : "AND archived = 0") ORDER BY position, name"
    }
  }
  private static let activityGoalsQueries = [ActivityScope.visible, .owned].map { scope in
    """
    SELECT g.activity_id, g.effective_from, g.measure, g.comparison, g.target, g.period, g.window_days, g.unit,
    g.required_amount, g.weekdays
    FROM activities a JOIN goals g ON g.activity_id = a.id WHERE \(whose(scope, table: "a"))
    """
  }
  private static let activityByID = activityColumns + " WHERE (user_id = ? OR shared = 1) AND uuid = ?"

  private static func whose(_ scope: ActivityScope, table: String = "activities") -> String {
    scope == .visible ? "(\(table).user_id = ? OR \(table).shared = 1)" : "\(table).user_id = ?"
  }

  /// The member's activity `reference` names: by name or prefix as typed on the command line, or by its id
  /// exactly, as a page's links and forms name it (the web never guesses).
  public func activity(_ reference: ActivityReference, of user: User) throws -> Activity {
    switch reference {
    case .named(let query): return try activity(query, of: user)
    case .id(let uuid):
      let row = try db.queryFirst(
        Self.activityByID, [user.id, uuid.lowercased()], decode: decodeActivityRow)
      guard let row else { throw StoreError.activityNotFound(query: uuid, user: user.name, suggestions: []) }
      return try loadGoals(row)
    }
  }

  /// Finds one of the user's activities by name (ignoring case), or else by the start of its name or of its id (4 or
  /// more hex digits) when that start belongs to one activity only; a start that several share lists them.
  public func activity(_ query: String, of user: User) throws -> Activity {
    let trimmed = String(Substring(query).trimmingCharacters())
    return try db.read {
      if let row = try db.queryFirst(
        Self.activityColumns + " WHERE (user_id = ? OR shared = 1) AND name = ? COLLATE NOCASE ORDER BY shared",
        [user.id, trimmed], decode: decodeActivityRow)
      {
        return try loadGoals(row)
      }
      let start = trimmed.lowercased()
      let rows = try db.query(
        Self.activityColumns + " WHERE user_id = ? OR shared = 1 ORDER BY name", [user.id], decode: decodeActivityRow)
      let isIDPrefix = start.count >= 4 && start.allSatisfy { $0.isHexDigit || $0 == "-" }
      let matches =
        start.isEmpty
        ? [] : rows.filter { $0.name.lowercased().hasPrefix(start) || (isIDPrefix && $0.uuid.hasPrefix(start)) }
      if matches.count == 1 { return try loadGoals(matches[0]) }
      if matches.count > 1 { throw StoreError.ambiguousActivity(query: query, matches: matches.map(\.name)) }
      let owners = try db.query(
        """
        SELECT DISTINCT u.name FROM activities a JOIN users u ON u.id = a.user_id
        WHERE a.user_id <> ? AND a.shared = 0 AND a.name = ? COLLATE NOCASE ORDER BY u.name
        """, [user.id, trimmed], decode: { row in try row[0] as String })
      throw StoreError.activityNotFound(
        query: query, user: user.name, suggestions: closestNames(to: trimmed, in: rows.map(\.name)), owners: owners)
    }
  }

  /// Creates an activity for the user, its goal in force from `today` (and reaching back before it).
  public func addActivity(_ new: NewActivity, for user: User, today: Day) throws -> Activity {
    let name = try validName(new.name, what: "activity")
    let icon = try validIcon(new.icon)
    try validDetails(description: new.description, icon: icon, unit: new.unit)
    let (unit, requiredAmount) = try validAmount(unit: new.unit, requiredAmount: new.requiredAmount, goal: new.goal)
    if new.shared && new.isPrivate { throw StoreError.invalidValue("an activity is either shared or private") }
    return try db.transaction {
      try requireFreeName(name, for: user, shared: new.shared, except: nil)
      let count = try db.scalar("SELECT count(*) FROM activities WHERE user_id = ?", [user.id], as: Int.self) ?? 0
      let position =
        (try db.scalar("SELECT max(position) FROM activities WHERE user_id = ?", [user.id], as: Int?.self) ?? nil).map {
          $0 + 1
        } ?? 0
      let color = new.color ?? Color.defaultColor(index: count)
      let section = try validSection(new.section)
      let uuid = ExternalID.make()
      try db.run(
        """
        INSERT INTO activities (uuid, user_id, name, description, icon, color, unit, required_amount, created_on, position,
                                shared, private, section)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          uuid, user.id, name, new.description, icon, color.hex, unit, requiredAmount, today.description, position,
          new.shared, new.isPrivate, section,
        ])
      let id = db.lastInsertRowID
      try insertGoal(withUnit(new.goal, unit), requiredAmount: requiredAmount, unit: unit, activityID: id, from: today)
      if let rotation = new.rotation { try setRotation(rotation, of: id, shared: new.shared, name: name) }
      return Activity(
        id: id, uuid: uuid, userID: user.id, name: name, description: new.description, icon: icon, color: color,
        unit: unit, requiredAmount: requiredAmount, createdOn: today, archived: false, position: position,
        shared: new.shared, isPrivate: new.isPrivate, section: section,
        goals: [
          GoalChange(
            effectiveFrom: today, goal: withUnit(new.goal, unit), requiredAmount: requiredAmount, unit: unit)
        ])
    }
  }

  /// Changes properties of an activity; returns it as it is now.
  public func editActivity(_ activity: Activity, _ changes: ActivityChanges) throws -> Activity {
    try db.transaction { try edit(activity, changes).activity }
  }

  /// `habit edit`: finds the user's activity and changes it, all in one transaction: every change or none.
  public func editActivity(_ query: ActivityReference, of user: UserReference, _ changes: ActivityChanges) throws
    -> EditOutcome
  {
    try db.transaction { try edit(try activity(query, of: try resolve(user)), changes) }
  }

  /// Sets the goal from `day` on, in place of every goal set from that day or later; days before it keep being
  /// judged by the goals they had.
  public func setGoal(_ goal: Goal, for activity: Activity, from day: Day) throws -> Activity {
    var changes = ActivityChanges()
    changes.goal = goal
    changes.goalFrom = day
    return try db.transaction { try edit(activity, changes).activity }
  }

  func edit(_ activity: Activity, _ changes: ActivityChanges) throws -> EditOutcome {
    var updated = activity
    if let name = changes.name { updated.name = try validName(name, what: "activity") }
    if let description = changes.description { updated.description = description }
    if let icon = changes.icon { updated.icon = try validIcon(icon) }
    if let color = changes.color { updated.color = color }
    if let section = changes.section { updated.section = try validSection(section) }
    try validDetails(description: updated.description, icon: updated.icon, unit: changes.unit ?? nil)
    var replaced: [GoalChange] = []
    // A new goal, required amount or unit is a goal change from its day on: the days before keep what judged
    // them, in the unit they were recorded in. Removing the unit removes the amount with it.
    let amountChanges = changes.requiredAmount != nil || changes.unit == .some(nil)
    let unitChanges = changes.unit != nil
    let from = changes.goalFrom ?? activity.createdOn
    // Goals are rewritten from the first day whose goal changes.
    var rewrittenFrom = from
    if changes.goal != nil || amountChanges || unitChanges {
      // The first goal reaches back over the days before it (a history back-filled before the creation day): a
      // change from one of those days keeps it on the days before, as if set from the history's first day.
      var goals = activity.goals
      if let first = goals.first, from <= first.effectiveFrom {
        let historyStart = try start(of: activity)
        if historyStart < from {
          goals[0].effectiveFrom = historyStart
          rewrittenFrom = historyStart
        }
      }
      let inForce = goals.last { $0.effectiveFrom <= from }
      if changes.goal != nil {
        replaced = (inForce.map { [$0] } ?? []) + goals.filter { $0.effectiveFrom > from }
      }
      let reaching = inForce ?? goals.first
      let required = amountChanges ? (changes.requiredAmount ?? nil) : reaching?.requiredAmount
      let unit = unitChanges ? (changes.unit ?? nil) : reaching?.unit
      // A new goal replaces the goals set from its day on; a new amount or unit alone keeps them, with it.
      let later =
        changes.goal == nil
        ? goals.filter { $0.effectiveFrom > from }.map {
          GoalChange(
            effectiveFrom: $0.effectiveFrom, goal: $0.goal,
            requiredAmount: amountChanges ? required : $0.requiredAmount,
            unit: unitChanges ? unit : $0.unit)
        } : []
      let goal = changes.goal ?? reaching?.goal ?? .daily
      updated.goals =
        goals.filter { $0.effectiveFrom < from }
        + [
          GoalChange(
            effectiveFrom: from, goal: goal, requiredAmount: required, unit: unitChanges ? unit : goal.unit ?? unit)
        ]
        + later
      updated.goals = try updated.goals.map { change in
        var change = change
        (change.unit, change.requiredAmount) = try validAmount(
          unit: change.unit, requiredAmount: change.requiredAmount, goal: change.goal)
        change.goal = withUnit(change.goal, change.unit)
        return change
      }
      // A change to what is already in force changes nothing: kept, `show` would list the same goal twice.
      updated.goals = updated.goals.enumerated().filter { index, change in
        index == 0 || change.effectiveFrom < rewrittenFrom || !change.judgesAlike(updated.goals[index - 1])
      }.map(\.element)
    }
    // The activity's own unit and amount are the latest goal's: what the days from the last change on need.
    updated.unit = updated.goals.last?.unit
    updated.requiredAmount = updated.goals.last?.requiredAmount
    if let shared = changes.shared { updated.shared = shared }
    if let isPrivate = changes.isPrivate { updated.isPrivate = isPrivate }
    if updated.shared && updated.isPrivate { throw StoreError.invalidValue("an activity is either shared or private") }
    if updated.name.lowercased() != activity.name.lowercased() || updated.shared != activity.shared {
      try requireFreeName(
        updated.name, for: User(id: activity.userID, uuid: "", name: try userName(activity.userID)),
        shared: updated.shared, except: activity.id)
    }
    try db.run(
      """
      UPDATE activities SET name = ?, description = ?, icon = ?, color = ?, unit = ?, required_amount = ?, shared = ?,
        private = ?, section = ?
      WHERE id = ?
      """,
      [
        updated.name, updated.description, updated.icon, updated.color.hex, updated.unit, updated.requiredAmount,
        updated.shared, updated.isPrivate, updated.section, activity.id,
      ])
    if updated.shared && !activity.shared {
      // Its completions so far are its owner's: said so, as NULL now reads as a member since removed.
      try db.run(
        "UPDATE completions SET done_by = ? WHERE activity_id = ? AND done_by IS NULL", [activity.userID, activity.id])
    }
    if let rotation = changes.rotation {
      try setRotation(rotation, of: activity.id, shared: updated.shared, name: updated.name)
    } else if !updated.shared && activity.shared {
      try db.run("DELETE FROM rotations WHERE activity_id = ?", [activity.id])
    }
    if changes.goal != nil || amountChanges || unitChanges {
      try db.run(
        "DELETE FROM goals WHERE activity_id = ? AND effective_from >= ?", [activity.id, rewrittenFrom.description])
      for change in updated.goals where change.effectiveFrom >= rewrittenFrom {
        try insertGoal(
          change.goal, requiredAmount: change.requiredAmount, unit: change.unit, activityID: activity.id,
          from: change.effectiveFrom)
      }
    }
    return EditOutcome(activity: try loadGoals(ActivityRow(updated)), replacedGoals: replaced)
  }

  public func setArchived(_ archived: Bool, _ activity: Activity) throws {
    try db.transaction { _ = try db.run("UPDATE activities SET archived = ? WHERE id = ?", [archived, activity.id]) }
  }

  /// `habit archive` and `habit unarchive`: finds the member's activity and sets it, in one transaction; returns
  /// its name.
  public func setArchived(_ archived: Bool, _ query: ActivityReference, of user: UserReference) throws -> String {
    try db.transaction {
      let found = try activity(query, of: try resolve(user))
      try setArchived(archived, found)
      return found.name
    }
  }

  public func deletionSummary(for activity: Activity) throws -> DeletionSummary {
    try db.read {
      DeletionSummary(
        activities: 1,
        completions: try db.scalar("SELECT count(*) FROM completions WHERE activity_id = ?", [activity.id]) ?? 0,
        marks: try db.scalar("SELECT count(*) FROM day_marks WHERE activity_id = ?", [activity.id]) ?? 0)
    }
  }

  public func deleteActivity(_ activity: Activity) throws {
    try db.transaction { _ = try db.run("DELETE FROM activities WHERE id = ?", [activity.id]) }
  }

  /// What deleting the member's activity `query` would remove, read in one snapshot: the first phase of
  /// `habit delete`, shown for confirmation before ``delete(_:)`` removes exactly that activity.
  public func prepareDeletion(of query: String, for user: User) throws -> ActivityDeletion {
    try db.read {
      let found = try activity(query, of: user)
      return ActivityDeletion(activity: found, summary: try deletionSummary(for: found))
    }
  }

  /// Deletes the activity a confirmed ``prepareDeletion(of:for:)`` found, with its records.
  public func delete(_ deletion: ActivityDeletion) throws {
    try deleteActivity(deletion.activity)
  }

  // MARK: Helpers

  func insertGoal(_ goal: Goal, requiredAmount: Double?, unit: String?, activityID: Int64, from day: Day) throws {
    let (period, window): (String, Int?) =
      switch goal.period {
      case .rolling(let days): ("rolling", days)
      default: (goal.period.code, nil)
      }
    try db.run(
      """
      INSERT INTO goals (activity_id, effective_from, measure, comparison, target, period, window_days,
                         required_amount, unit, weekdays)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        activityID, day.description, goal.measure.rawValue, goal.comparison.rawValue, goal.target, period, window,
        requiredAmount, unit, goal.weekdays?.rawValue,
      ])
  }

  func loadGoals(_ row: ActivityRow) throws -> Activity {
    let goals = try goalChanges(
      sql: """
        SELECT g.activity_id, g.effective_from, g.measure, g.comparison, g.target, g.period, g.window_days, g.unit,
          g.required_amount, g.weekdays
        FROM goals g WHERE g.activity_id = ? ORDER BY g.effective_from
        """, [row.id])
    return row.activity(goals: goals[row.id] ?? [])
  }

  /// The goal changes the query's rows give (activity id, effective_from, measure, comparison, target, period,
  /// window_days, unit, required_amount, weekdays), each activity's oldest first.
  func goalChanges(sql: String, _ arguments: [any SQLiteBindable]) throws -> [Int64: [GoalChange]] {
    var result: [Int64: [GoalChange]] = [:]
    try db.forEach(sql, arguments) { row in
      let activityID: Int64 = try row[0]
      let periodCode: String = try row[5]
      let period: Period =
        switch periodCode {
        case "rolling": .rolling(days: try row[6] as Int)
        default: Period(code: periodCode) ?? .day
        }
      guard let measure = Goal.Measure(rawValue: try row[2]), let comparison = Goal.Comparison(rawValue: try row[3])
      else { throw StoreError.invalidValue("goal of activity \(activityID) has an unknown measure or comparison") }
      let unit: String? = try row[7]
      let weekdays = (try row[9] as Int?).map(Weekdays.init(rawValue:))
      let goal = Goal(
        comparison: comparison, measure: measure, target: try row[4], period: period, unit: unit, weekdays: weekdays)
      let change = GoalChange(effectiveFrom: try row[1] as Day, goal: goal, requiredAmount: try row[8], unit: unit)
      // Each history oldest first, whatever order the rows came in (in order, this looks at the last change only).
      let index = result[activityID]?.lastIndex { $0.effectiveFrom < change.effectiveFrom }.map { $0 + 1 } ?? 0
      result[activityID, default: []].insert(change, at: index)
    }
    return result
  }

  func userName(_ id: Int64) throws -> String {
    try db.scalar("SELECT name FROM users WHERE id = ?", [id]) ?? "?"
  }

  func validAmount(unit: String?, requiredAmount: Double?, goal: Goal) throws -> (String?, Double?) {
    var unit = unit.map { String(Substring($0).trimmingCharacters()) }
    if unit?.isEmpty == true { unit = nil }
    if let required = requiredAmount {
      guard required.isFinite, required > 0 else {
        throw StoreError.invalidValue("the required amount must be above 0")
      }
      guard required <= Quantity.largestAmount else {
        throw StoreError.invalidValue("the required amount must be at most 1000000000")
      }
      guard unit != nil else {
        throw StoreError.invalidValue("a required amount needs a unit, such as --amount 30 --unit minutes")
      }
    }
    if goal.measure == .amount {
      if unit == nil { unit = goal.unit }
      if let goalUnit = goal.unit, let unit, goalUnit.lowercased() != unit.lowercased() {
        throw StoreError.invalidValue("the goal is in \(goalUnit) but the activity is measured in \(unit)")
      }
    }
    return (unit, requiredAmount)
  }

  func withUnit(_ goal: Goal, _ unit: String?) -> Goal {
    var goal = goal
    if goal.measure == .amount { goal.unit = unit }
    return goal
  }
}

/// An activity row before its goals are attached.
struct ActivityRow {
  let id: Int64
  let uuid: String
  let userID: Int64
  let name: String
  let description: String
  let icon: String
  let color: Color
  let unit: String?
  let requiredAmount: Double?
  let createdOn: Day
  let archived: Bool
  let position: Int
  var shared = false
  var isPrivate = false
  var section: String?
}

// In an extension, so that the struct keeps its memberwise initializer (the import builds rows with it).
extension ActivityRow {
  init(_ activity: Activity) {
    (id, uuid, userID, name, description, icon, color) =
      (activity.id, activity.uuid, activity.userID, activity.name, activity.description, activity.icon, activity.color)
    (unit, requiredAmount, createdOn, archived, position) =
      (activity.unit, activity.requiredAmount, activity.createdOn, activity.archived, activity.position)
    (shared, isPrivate, section) = (activity.shared, activity.isPrivate, activity.section)
  }

  init(row: Row) throws {
    id = try row[0]
    uuid = try row[1]
    userID = try row[2]
    name = try row[3]
    description = try row[4]
    icon = try row[5]
    let hex: String = try row[6]
    guard let color = Color(hex) else { throw StoreError.invalidValue("activity \(id) has an invalid colour \(hex)") }
    self.color = color
    unit = try row[7]
    requiredAmount = try row[8]
    createdOn = try row[9] as Day
    archived = try row[10]
    position = try row[11]
    shared = try row[12]
    isPrivate = try row[13]
    section = try row[14]
  }

  func activity(goals: [GoalChange]) -> Activity {
    Activity(
      id: id, uuid: uuid, userID: userID, name: name, description: description, icon: icon, color: color, unit: unit,
      requiredAmount: requiredAmount, createdOn: createdOn, archived: archived, position: position, shared: shared,
      isPrivate: isPrivate, section: section,
      goals: goals.isEmpty ? [GoalChange(effectiveFrom: createdOn, goal: .daily)] : goals)
  }
}

func decodeActivityRow(_ row: Row) throws -> ActivityRow { try ActivityRow(row: row) }
